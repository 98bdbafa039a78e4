/**
 * The one shell module a plugin imports (besides the UI primitives in shell/ui). A plugin is a
 * plain object made with `definePlugin`; it adds its ids to the registries below by interface
 * augmentation (`declare module '../../shell/plugin-api.js'`), so screen and product ids are
 * checked by the compiler instead of being free strings.
 */
import type { ComponentType } from 'react';
import type { Draft } from 'immer';
import type { CoreClient } from '../core/client.js';
import type { TelemetryEvent } from '../core/telemetry.js';
import type { BootstrapData } from '../core/types.js';
import type { BuiltInProductId, LoginConfig } from './config.js';
import type { MessageKey, Translate } from './strings.js';

export type { BuiltInProductId, LoginConfig, OtpMethod, WidgetStyles } from './config.js';
export { sessionMinutes } from './config.js';
export type { MessageKey, Messages, Translate } from './strings.js';
export type { CoreClient } from '../core/client.js';
export type { BootstrapData } from '../core/types.js';

/** Per product: `{ state: S; actions: A }`. Augmented by each plugin. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ProductRegistry {}

/** Screen id → the params it is opened with (`undefined` for none). Augmented by each plugin. */
export interface ScreenRegistry {
  Main: undefined;
}

export type ProductId = BuiltInProductId | (keyof ProductRegistry & string);
export type ScreenId = keyof ScreenRegistry & string;
export type ScreenParams<S extends ScreenId> = ScreenRegistry[S];

type Entry<P> = P extends keyof ProductRegistry ? ProductRegistry[P] : { state: undefined; actions: undefined };
export type StateOf<P extends ProductId> = Entry<P> extends { state: infer S } ? S : undefined;
export type ActionsOf<P extends ProductId> = Entry<P> extends { actions: infer A } ? A : undefined;

/** The four mountable entry points; a plugin names the screen each of its entries opens on. */
export type EntryKind = 'login' | 'resetPassword' | 'passkeyRegistration' | 'identityProvider';

export interface ErrorLike {
  message: string;
  /** The provider's error_type when the error came from it. */
  type?: string;
}

export type ToastKind = 'success' | 'error' | 'loading' | 'blank' | 'custom';
export interface ToastInput {
  kind: ToastKind;
  message: string;
  /** Replaces a toast with the same id (e.g. a loading toast turning into success). */
  id?: string;
}

/** Events reported to the host's `onEvent` callback. */
export interface WidgetEvent {
  type: string;
  data?: unknown;
}

/** Everything a plugin may do to the widget. Frozen and narrow: no store, no shell internals. */
export interface PluginContext {
  readonly client: CoreClient;
  readonly config: Readonly<LoginConfig>;
  readonly t: Translate;
  bootstrap(): Promise<BootstrapData>;
  navigate<S extends ScreenId>(screen: S, ...params: ScreenParams<S> extends undefined ? [] : [ScreenParams<S>]): void;
  /** Back to Main, clearing the current error. */
  back(): void;
  toast(toast: ToastInput): string;
  /** Shows a provider error's error_message (or any error's message) in the form's banner and reports it to the host. */
  setError(error: unknown): void;
  clearError(): void;
  /** Host `onEvent` callback. */
  emit(event: WidgetEvent): void;
  /** Provider telemetry (`/events`). */
  track(event: TelemetryEvent): void;
}

/** One way to submit the shared email/phone form, contributed by a plugin (DESIGN "shared form"). */
export interface LoginMethod {
  id: string;
  tab: 'form.tab.email' | 'form.tab.text' | 'form.tab.whatsapp';
  input: 'email' | 'phone';
  submitLabel: MessageKey;
  /** Methods this one replaces when both are configured, e.g. passwords over magic links on the email tab. */
  supersedes?: string[];
  /**
   * Returns the exact validation message, or undefined when the value is acceptable. Runs on the value `submit`
   * would get. Phone numbers need none: the shell's phone input parses them and refuses invalid ones itself.
   */
  validate?(value: string): string | undefined;
  /**
   * `value` is what goes on the wire: the trimmed email, or the phone number in E.164 (`+` and digits).
   * `display` is how to show it back to the user: the same email, or the number formatted for reading.
   */
  submit(value: string, display: string): Promise<void>;
}

export type SliceSetter<S> = (recipe: (draft: Draft<S>) => void) => void;

export interface PluginSlice<P extends ProductId> {
  initial: StateOf<P>;
  actions(set: SliceSetter<StateOf<P>>, get: () => StateOf<P>, ctx: PluginContext): ActionsOf<P>;
}

export type ScreenComponent<S extends ScreenId> = ComponentType<{ params: ScreenParams<S> }>;

export interface MainSection {
  component: ComponentType;
  /** `buttons` sit with social/wallet buttons (the divider rule); `leading` goes above everything. */
  group: 'buttons' | 'leading';
}

export interface WidgetPlugin<P extends ProductId> {
  id: P;
  /** English texts for the keys this plugin adds to `Messages`. */
  messages?: Partial<Record<MessageKey, string>>;
  /** Returns the exact config error text of SPEC §2, or undefined when the config is usable. */
  validate?(config: LoginConfig): string | undefined;
  slice?: PluginSlice<P>;
  screens?: { [S in ScreenId]?: ScreenComponent<S> };
  mainSection?: MainSection;
  /**
   * Controls this plugin adds below screens it does not own, e.g. passwords' "Create a password instead"
   * under a login code or link it sent; the component decides from the params whether it applies.
   */
  screenAddons?: { [S in ScreenId]?: ScreenComponent<S> };
  loginMethods?(ctx: PluginContext, actions: ActionsOf<P>): LoginMethod[];
  /** Which of this plugin's screens each entry point opens on. */
  entries?: Partial<Record<EntryKind, ScreenId>>;
  /** Side effects for the life of the mount (e.g. passkey autofill); returns its teardown. */
  setup?(ctx: PluginContext, actions: ActionsOf<P>): void | (() => void);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPlugin = WidgetPlugin<any>;

export const definePlugin = <P extends ProductId>(plugin: WidgetPlugin<P>): WidgetPlugin<P> => plugin;

export { useProductState, useProductActions, usePluginContext, useTranslate, useLoginMethods } from './runtime/hooks.js';
