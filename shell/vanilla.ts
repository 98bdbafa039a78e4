/** The vanilla entry: React bundled in, for any page. */
export { createWidgetClient, type WidgetClient, type MountParams, type MountHandle } from './mount.js';
export type { LoginConfig, WidgetStyles } from './config.js';
export type { ClientOptions } from '../core/client.js';
export { ApiError, LatchError, UsageError } from '../core/errors.js';

// The plugin API, from the same module instances the widget uses, so a host's own plugins share its React context.
export { definePlugin, useProductState, useProductActions, usePluginContext, useTranslate } from './plugin-api.js';
export type { WidgetPlugin, PluginContext, LoginMethod, ProductRegistry, ScreenRegistry, Messages } from './plugin-api.js';
export { Button, LinkButton, TextField, ErrorBanner, Heading, Stack, Divider, BackButton, SuccessCheck, useErrorMessage } from './ui/index.js';
