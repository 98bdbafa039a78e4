import type { Messages } from './plugin-api.js';

/**
 * The typed string catalogue. `Messages` maps each key to the parameters its text takes (`undefined`
 * for none); the shell declares its keys here, each plugin adds its own by augmenting `Messages` and
 * ships their English texts in its own chunk. Hosts override any key through the `strings` mount
 * option. Texts are the spec's, verbatim.
 */
export interface ShellMessages {
  'main.header': undefined;
  'main.divider': undefined;
  'main.poweredBy': undefined;
  'form.tabs.label': undefined;
  'form.email.label': undefined;
  'form.email.placeholder': undefined;
  'form.phone.label': undefined;
  'form.phone.region': undefined;
  'form.phone.regionOption': { region: string; dial: string };
  'form.phone.invalid': undefined;
  /** The shared form's channels (./form/channels.ts): each one's tab and button, whichever product submits it. */
  'form.tab.email': undefined;
  'form.submit.email': undefined;
  'form.tab.sms': undefined;
  'form.submit.sms': undefined;
  'form.tab.whatsapp': undefined;
  'form.submit.whatsapp': undefined;
  'form.required': undefined;
  'nav.back': undefined;
  'toast.region': undefined;
  loading: undefined;
  'config.alone': { product: string };
  'config.notLogin': { product: string };
  'config.noEntryProduct': { entry: string };
  'config.notBuilt': { product: string };
  'config.unknownProduct': { product: string };
  'config.loadFailed': { product: string };
  'config.wrongPlugin': { product: string; id: string };
  'screen.unknown': { screen: string };
  'screen.failed': undefined;
  'session.confirmation.title': undefined;
  'session.confirmation.text': undefined;
  /** A captcha or fingerprinting script could not load, so a protected call was not sent (core's SecurityCheckUnavailableError). */
  'error.securityCheckUnavailable': undefined;
}

export type MessageKey = keyof Messages & string;
/** Keys whose text takes no parameters: what a label field (a tab, a button) may name. */
export type PlainMessageKey = { [K in MessageKey]: Messages[K] extends undefined ? K : never }[MessageKey];
export type MessageParams<K extends MessageKey> = Messages[K];
export type MessageOverrides = Partial<Record<MessageKey, string>>;
/** The English texts of a set of declared messages: every key needs one, and no other key is allowed. */
export type MessageTexts<M> = { readonly [K in keyof M]: string };

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
  'config.wrongPlugin': 'Error: The plugin loaded for "{product}" has the id "{id}".',
  'screen.unknown': 'Error: Unknown screen "{screen}".',
  'screen.failed': 'Error: This screen could not be shown. Go back and try again.',
  'session.confirmation.title': 'Success',
  'session.confirmation.text': 'You are logged in. You finished logging in in another tab.',
  'error.securityCheckUnavailable': 'A security check could not load, so nothing was sent. If an ad or script blocker is on, allow this site in it, then try again.',
};

/** Fills `{name}` placeholders; a missing value leaves the placeholder visible rather than "undefined". */
export function format(template: string, params: object = {}): string {
  const values = params as Record<string, unknown>;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** `t('form.phone.regionOption', { region, dial })`: the parameters are checked against the key's declaration. */
export type Translate = <K extends MessageKey>(key: K, ...params: Messages[K] extends undefined ? [] : [Messages[K]]) => string;

export function createTranslate(catalogue: Readonly<Record<string, string>>): Translate {
  return ((key: string, params?: object) => format(catalogue[key] ?? key, params)) as Translate;
}
