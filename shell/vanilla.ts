/** The vanilla entry: React bundled in, for any page. */
export { createWidgetClient, type WidgetClient, type MountParams, type MountHandle } from './mount.js';
export type { LoginConfig, WidgetStyles } from './config.js';
export type { HostProducts } from './entries.js';
export type { ClientOptions } from '../core/client.js';
export { ApiError, LatchError, UsageError } from '../core/errors.js';

// The plugin API, from the same module instances the widget uses, so a host's own plugins share its React context.
export {
  definePlugin,
  useProductState,
  useProductActions,
  usePluginContext,
  useTranslate,
  useBootstrap,
  useSingleFlight,
  themeVars,
} from './plugin-api.js';
export type {
  WidgetPlugin,
  PluginContext,
  PluginSlice,
  LoginMethod,
  MainSection,
  ProductDescriptor,
  ProductRegistry,
  ScreenRegistry,
  EventRegistry,
  TelemetryRegistry,
  Capabilities,
  SlotRegistry,
  Messages,
  MessageTexts,
  WidgetEvent,
  ScreenParams,
  ScreenComponent,
  ValidateEnv,
} from './plugin-api.js';
export { Button, LinkButton, TextField, ErrorBanner, Heading, Stack, Divider, BackButton, SuccessCheck, useErrorMessage, ScreenLayout, SuccessScreen, Slot } from './ui/index.js';
export { createTestContext, type TestContext, type TestContextOptions } from './testing.js';
