import type { MessageTexts, ShellMessages, Translate } from './registries.js';

/**
 * The shell's English texts and how a text is filled in. The keys and the types over them are declared with the
 * registries (shell/registries.ts); hosts override any key through the `strings` mount option. Texts are the spec's,
 * verbatim.
 */
export type { MessageKey, MessageOverrides, MessageParams, MessageTexts, PlainMessageKey, ShellMessages, Translate } from './registries.js';

export const shellMessages: MessageTexts<ShellMessages> = {
  'main.header': 'Sign up or log in',
  'main.divider': 'or',
  'main.poweredBy': 'Powered by',
  'form.tabs.label': 'Sign-in method',
  'form.email.label': 'Email',
  'form.email.placeholder': 'example@email.com',
  'form.phone.label': 'Phone number',
  'form.phone.region': 'Country or region',
  'form.phone.regionOption': '{region} (+{dial})',
  'form.phone.invalid': 'Invalid phone number, please try again.',
  'form.tab.email': 'Email',
  'form.submit.email': 'Continue with email',
  'form.tab.sms': 'Text',
  'form.submit.sms': 'Continue with text message',
  'form.tab.whatsapp': 'WhatsApp',
  'form.submit.whatsapp': 'Continue with WhatsApp',
  'form.required': 'This field is required.',
  'nav.back': 'Back',
  'toast.region': 'Notifications',
  loading: 'Loading',
  'config.alone': 'Error: Cannot use {product} by itself, please add another product to the config.',
  'config.notLogin': 'Error: The {product} product is not a way to log in; mount it with its own entry point.',
  'config.noEntryProduct': 'Error: No product in this build opens the {entry} entry point.',
  'config.notBuilt': 'Error: The {product} product is not available in this build of the widget.',
  'config.unknownProduct': 'Error: Unknown product "{product}" in the config.',
  'config.loadFailed': 'Error: The {product} product could not be loaded. Check your connection and try again.',
  // Not the spec's (it has no text for it): the widget's own lazy code (immer) did not arrive.
  'config.codeFailed': 'Error: The widget could not load all of its code. Check your connection and try again.',
  'config.wrongPlugin': 'Error: The plugin loaded for "{product}" has the id "{id}".',
  'screen.unknown': 'Error: Unknown screen "{screen}".',
  'screen.failed': 'Error: This screen could not be shown. Go back and try again.',
  'session.confirmation.title': 'Success',
  'session.confirmation.text': 'You are logged in. You finished logging in in another tab.',
  'error.securityCheckUnavailable':
    'A security check could not load, so nothing was sent. If an ad or script blocker is on, allow this site in it, then try again.',
};

/** Fills `{name}` placeholders; a missing value leaves the placeholder visible rather than "undefined". */
export function format(template: string, params: object = {}): string {
  const values = params as Record<string, unknown>;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function createTranslate(catalogue: Readonly<Record<string, string>>): Translate {
  return ((key: string, params?: object) => format(catalogue[key] ?? key, params)) as Translate;
}
