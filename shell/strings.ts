import { formTexts } from './formTexts.js';
import type { RefusalKey } from './refusalTexts.js';
import type { MessageTexts, ShellMessages } from './registries.js';

/**
 * The shell's English texts. The keys and the types over them are declared with the registries
 * (shell/registries.ts); hosts override any key through the `strings` mount option, and a locale translates them in
 * shell/locales/<tag>.ts. Texts are the spec's, verbatim. Main's form's own are in ./formTexts.ts, for the first paint;
 * those of a refused configuration in ./refusalTexts.ts, fetched when one is refused.
 */
export type { MessageKey, MessageOverrides, MessageParams, MessageTexts, PlainMessageKey, ShellMessages, Translate } from './registries.js';

export const shellMessages: MessageTexts<Omit<ShellMessages, RefusalKey>> = {
  ...formTexts,
  'main.divider': 'or',
  'main.poweredBy': 'Powered by',
  'form.phone.invalid': 'Invalid phone number, please try again.',
  'form.required': 'This field is required.',
  'nav.back': 'Back',
  loading: 'Loading',
  'config.loadFailed': 'Error: The {product} product could not be loaded. Check your connection and try again.',
  // Not the spec's (it has no text for it): the widget's own lazy code (immer) did not arrive.
  'config.codeFailed': 'Error: The widget could not load all of its code. Check your connection and try again.',
  'screen.unknown': 'Error: Unknown screen "{screen}".',
  'screen.failed': 'Error: This screen could not be shown. Go back and try again.',
  'session.confirmation.title': 'Success',
  'session.confirmation.text': 'You are logged in. You finished logging in in another tab.',
  'error.securityCheckUnavailable':
    'A security check could not load, so nothing was sent. If an ad or script blocker is on, allow this site in it, then try again.',
};

export { createTranslate, format } from './translate.js';
