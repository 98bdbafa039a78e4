/**
 * The typed string catalogue. The shell's English texts are here; each plugin adds its own
 * keys by augmenting `Messages` and ships their English texts in its own chunk. Hosts override
 * any key through the `strings` mount option. Texts are the spec's, verbatim.
 */
interface ShellMessages {
  'main.header': string;
  'main.divider': string;
  'main.poweredBy': string;
  'form.tabs.label': string;
  'form.email.label': string;
  'form.email.placeholder': string;
  'form.phone.label': string;
  'form.phone.region': string;
  'form.phone.regionOption': string;
  'form.phone.invalid': string;
  'form.tab.email': string;
  'form.tab.text': string;
  'form.tab.whatsapp': string;
  'form.submit.email': string;
  'form.submit.sms': string;
  'form.submit.whatsapp': string;
  'form.required': string;
  'nav.back': string;
  'toast.region': string;
  'toast.dismiss': string;
  'loading': string;
  'config.passkeysAlone': string;
  'config.notBuilt': string;
  'config.unknownProduct': string;
  'config.loadFailed': string;
  'config.wrongPlugin': string;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Messages extends ShellMessages {}

export type MessageKey = keyof Messages;
export type MessageOverrides = Partial<Record<MessageKey, string>>;

export const shellMessages = {
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
  'form.tab.text': 'Text',
  'form.tab.whatsapp': 'WhatsApp',
  'form.submit.email': 'Continue with email',
  'form.submit.sms': 'Continue with text message',
  'form.submit.whatsapp': 'Continue with WhatsApp',
  'form.required': 'This field is required.',
  'nav.back': 'Back',
  'toast.region': 'Notifications',
  'toast.dismiss': 'Dismiss',
  loading: 'Loading',
  'config.passkeysAlone': 'Error: Cannot use Passkeys by itself, please add another product to the config.',
  'config.notBuilt': 'Error: The {product} product is not available in this build of the widget.',
  'config.unknownProduct': 'Error: Unknown product "{product}" in the config.',
  'config.loadFailed': 'Error: The {product} product could not be loaded. Check your connection and try again.',
  'config.wrongPlugin': 'Error: The plugin loaded for "{product}" has the id "{id}".',
} satisfies Record<keyof ShellMessages, string>;

/** Fills `{name}` placeholders; a missing value leaves the placeholder visible rather than "undefined". */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function createTranslate(catalogue: Record<string, string>): Translate {
  return (key, params) => format(catalogue[key] ?? key, params);
}
