import { formTexts } from './formTexts.js';
import type { MessageTexts, ShellMessages } from './registries.js';

/**
 * The shell's English texts. The keys and the types over them are declared with the registries
 * (shell/registries.ts); hosts override any key through the `strings` mount option, and a locale translates them in
 * shell/locales/<tag>.ts. Texts are the spec's, verbatim. Main's form's own are in ./formTexts.ts, for the first paint.
 */
export type { MessageKey, MessageOverrides, MessageParams, MessageTexts, PlainMessageKey, ShellMessages, Translate } from './registries.js';

export const shellMessages: MessageTexts<ShellMessages> = {
  ...formTexts,
  'main.divider': 'or',
  'main.poweredBy': 'Powered by',
  'form.phone.invalid': 'Invalid phone number, please try again.',
  'form.required': 'This field is required.',
  'nav.back': 'Back',
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

export { createTranslate, format } from './translate.js';
