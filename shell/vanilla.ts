/** The vanilla entry: React bundled in, for any page. */
export { createWidgetClient, type WidgetClient, type MountParams, type MountHandle } from './mount.js';
export type { LoginConfig, WidgetStyles } from './config.js';
export type { ClientOptions } from '../core/client.js';
export { ApiError, LatchError, UsageError } from '../core/errors.js';
