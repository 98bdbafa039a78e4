/**
 * The one shell module a plugin imports. A plugin is a plain object made with `definePlugin`; it adds
 * its ids, options, texts, events and capabilities to the registries by interface augmentation of the module that
 * declares them (`declare module '../../shell/registries.js'` in this repo, `declare module 'latch'` outside it), so
 * ids are checked by the compiler instead of being free strings, and the shell itself names no product. This module
 * declares nothing a plugin augments: it gathers the contract's types (shell/registries.ts, shell/pluginTypes.ts) and
 * the kit's values, and no module of the widget imports it (the entries' plugin kit, shell/pluginKit.ts, re-exports it).
 */
import type { ProductId } from './registries.js';
import type { WidgetPlugin } from './pluginTypes.js';

export type * from './registries.js';
export type * from './pluginTypes.js';
export type * from './accountTypes.js';
export type { AccountMessages } from './accountMessages.js';
export type { WidgetStyles } from './config.js';
export type { BuiltInProductId } from './productIds.js';
export type { ProductDescriptor } from './productDescriptor.js';
export { sessionMinutes } from './config.js';
/** SPEC §5's email check, for methods on the shared form's email input. */
export { isValidEmail } from '../core/validation.js';
/** The one way a plugin leaves the page (http(s) only): in the kit, so the products that navigate share its copy. */
export { isWebAddress, navigateTo } from '../core/navigate.js';
export { FORM_CHANNELS, type FormChannel, type FormContribution } from './form/channels.js';
export type { CoreClient } from '../core/client.js';
export type { BootstrapData } from '../core/types.js';

export const definePlugin = <P extends ProductId>(plugin: WidgetPlugin<P>): WidgetPlugin<P> => plugin;

export {
  useProductState,
  useProductActions,
  usePluginContext,
  useTranslate,
  useLoginMethods,
  useBootstrap,
  useSingleFlight,
} from './runtime/hooks.js';
export { vars as themeVars } from './theme/theme.css.js';
/** Adopts a plugin's CSS text into the document and every shadow root the widget renders in (a strict CSP allows it). */
export { adoptCss } from './theme/styleRegistry.js';
