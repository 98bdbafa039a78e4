/**
 * The vanilla entry (`latch`): mounts the widget on any page. It holds the client and the first paint and nothing
 * of React, which it fetches with the listed products in one wave; a plugin's run-time kit is `latch/plugin`.
 */
import { installBuiltInProducts } from './entries.js';
import { builtInProducts, DEFAULT_PRODUCTS } from './loader.js';
import { widgetClientFactory } from './mount.js';
import { preloadParts } from './preload.js';

installBuiltInProducts(builtInProducts, DEFAULT_PRODUCTS);

export type { WidgetClient, MountParams, MountHandle, StepUpParams } from './mount.js';
/** A client for one public token: the session, the user, and the mount functions of the entry points. */
export const createWidgetClient = widgetClientFactory(preloadParts);
export type { ColorScheme, WidgetStyles } from './config.js';
export type { HostProducts } from './entries.js';
export type { ClientOptions } from '../core/client.js';
export type { LatchConfig } from './registries.js';
export type { RedirectResult } from '../core/redirect.js';
export { ApiError, LatchError, UsageError } from '../core/errors.js';
// The plugin API's types, and the registries outside plugins augment (`declare module 'latch'`).
export type * from './pluginKit.js';
