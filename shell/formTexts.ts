import type { MessageTexts, ShellMessages } from './registries.js';

/**
 * The shell's English texts that Main's form draws. The vanilla entry draws that form before the widget arrives, so
 * these come in its file, and the rest of the catalogue (shell/strings.ts, which holds these too) with the widget.
 */
export const formTexts = {
  'main.header': 'Sign up or log in',
  'form.tabs.label': 'Sign-in method',
  'form.email.label': 'Email',
  'form.email.placeholder': 'example@email.com',
  'form.phone.label': 'Phone number',
  'form.phone.region': 'Country or region',
  'form.phone.regionOption': '{region} (+{dial})',
  'form.tab.email': 'Email',
  'form.submit.email': 'Continue with email',
  'form.tab.sms': 'Text',
  'form.submit.sms': 'Continue with text message',
  'form.tab.whatsapp': 'WhatsApp',
  'form.submit.whatsapp': 'Continue with WhatsApp',
  'toast.region': 'Notifications',
} satisfies Partial<MessageTexts<ShellMessages>>;
