import type { MessageParams, MessageTexts, ShellMessages } from './registries.js';

/**
 * The English texts of a configuration the widget refuses ('config.alone' is SPEC's, verbatim). A configuration that works never shows
 * them, so they are a lazy module, fetched when one is refused (shell/runtime/wordRefusal.ts); a locale translates
 * them with the shell's other texts.
 */
export type RefusalKey =
  'config.alone' | 'config.notLogin' | 'config.noEntryProduct' | 'config.notBuilt' | 'config.unknownProduct' | 'config.wrongPlugin';

/** Why a mount cannot run, as the key that words it and its params: worded only when shown. */
export type Refusal =
  | { [K in RefusalKey]: [K, MessageParams<K>] }[RefusalKey]
  // The chunks that did not arrive: the network may be what failed, so their texts are in the catalogue already.
  | ['config.loadFailed', MessageParams<'config.loadFailed'>]
  | ['config.codeFailed'];

export const refusalTexts: MessageTexts<Pick<ShellMessages, RefusalKey>> = {
  'config.alone': 'Error: Cannot use {product} by itself, please add another product to the config.',
  'config.notLogin': 'Error: The {product} product is not a way to log in; mount it with its own entry point.',
  'config.noEntryProduct': 'Error: No product in this build opens the {entry} entry point.',
  'config.notBuilt': 'Error: The {product} product is not available in this build of the widget.',
  'config.unknownProduct': 'Error: Unknown product "{product}" in the config.',
  'config.wrongPlugin': 'Error: The plugin loaded for "{product}" has the id "{id}".',
};
