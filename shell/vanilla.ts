/** The vanilla entry: React bundled in, for any page. */
export { createWidgetClient, type WidgetClient, type MountParams, type MountHandle } from './mount.js';
export type { WidgetStyles } from './config.js';
export type { HostProducts } from './entries.js';
export type { ClientOptions } from '../core/client.js';
export { ApiError, LatchError, UsageError } from '../core/errors.js';

export * from './pluginKit.js';

// React is bundled inside this entry, so a plugin for it must use this copy for its hooks (alias 'react' to it).
import * as React from 'react';
export { React };
