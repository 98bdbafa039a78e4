/**
 * What a plugin is (`WidgetPlugin`) and what it may do to the widget (`PluginContext`), over the registries. A leaf, as
 * shell/registries.ts is: the shell's modules take these types from here, plugins from shell/plugin-api.ts.
 */
import type { ComponentType } from 'react';
import type { CoreClient } from '../core/client.js';
import type { BootstrapData } from '../core/types.js';
import type { AccountSectionProps } from './accountTypes.js';
import type {
  AccountSectionId,
  ActionsOf,
  Capabilities,
  EntryKind,
  LoginConfig,
  Messages,
  MessageTexts,
  PlainMessageKey,
  ProductId,
  ScreenArgs,
  ScreenId,
  ScreenParams,
  SlotRegistry,
  StateOf,
  Translate,
  TrackedEvent,
  WidgetEvent,
} from './registries.js';

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

/** Everything a plugin may do to the widget. Frozen and narrow: no store, no shell internals. */
export interface PluginContext {
  readonly client: CoreClient;
  readonly config: Readonly<LoginConfig>;
  readonly entry: EntryKind;
  readonly t: Translate;
  /**
   * The locale the widget's texts are in (config.locale, resolved to a shipped one: 'fr', 'pt-BR'…), for `Intl` and for
   * the provider's sends that take one; undefined in English.
   */
  readonly locale: string | undefined;
  bootstrap(): Promise<BootstrapData>;
  navigate<S extends ScreenId>(screen: S, ...params: ScreenArgs<S>): void;
  /** Back to the screen the entry point opened on, clearing the current error. */
  back(): void;
  /**
   * A login succeeded: opens `screen` (the product's confirmation) unless a plugin's `onLoginComplete`
   * takes over (the consent entry returns to its consent screen).
   */
  loginComplete<S extends ScreenId>(screen: S, ...params: ScreenArgs<S>): void;
  toast(toast: ToastInput): string;
  /** Shows a provider error's error_message (or any error's message) in the screen's banner and reports it to the host. */
  setError(error: unknown): void;
  /** Reports an error to the host's `onError` as `setError` does, without the banner: for a plugin that shows it in place. */
  reportError(error: unknown): void;
  clearError(): void;
  /** Host `onEvent` callback. */
  emit(event: WidgetEvent): void;
  /** Provider telemetry (`/events`). */
  track(event: TrackedEvent): void;
  capability<K extends keyof Capabilities>(name: K): Capabilities[K] | undefined;
  /** How many buttons the Main sections of the listed products other than `self` show, as each section's `buttonCount` declares. */
  mainButtonsBeside(self: ProductId): number;
  /** The widget's root element once rendered (inside the shadow root with `enableShadowDOM`); `getRootNode()` gives that root. */
  root(): HTMLElement | null;
  /** Loads a third-party script once per page (e.g. an identity provider's SDK); the host's CSP must allow it. */
  loadScript(src: string, options?: { signal?: AbortSignal }): Promise<void>;
}

/** One way to submit the shared email/phone form, contributed by a plugin (DESIGN "shared form"). */
export interface LoginMethod {
  /** Unique among the methods of the mount, e.g. 'sms'. */
  id: string;
  /** The tab's label; methods with the same tab share it. */
  tab: PlainMessageKey;
  input: 'email' | 'phone';
  submitLabel: PlainMessageKey;
  /** This method replaces every other method of its tab, e.g. a password login over the passwordless ones. */
  takesOverTab?: boolean;
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

/** Attributes a plugin asks of the shared form's inputs, e.g. `autoComplete: 'username webauthn'` for passkey autofill. */
export interface FieldHints {
  autoComplete?: string;
}

/**
 * The writable copy a slice's recipe changes (the store applies it with immer): `readonly` taken off at every level.
 * Declared here rather than taken from immer, so the package's types name no library a host does not install.
 */
export type Draft<T> = T extends string | number | boolean | bigint | symbol | null | undefined | Date | RegExp | ((...args: never[]) => unknown)
  ? T
  : T extends ReadonlyMap<infer K, infer V>
    ? Map<Draft<K>, Draft<V>>
    : T extends ReadonlySet<infer V>
      ? Set<Draft<V>>
      : T extends object
        ? { -readonly [K in keyof T]: Draft<T[K]> }
        : T;

export type SliceSetter<S> = (recipe: (draft: Draft<S>) => void) => void;

export interface PluginSlice<P extends ProductId> {
  initial: StateOf<P>;
  actions(set: SliceSetter<StateOf<P>>, get: () => StateOf<P>, ctx: PluginContext): ActionsOf<P>;
}

export type ScreenComponent<S extends ScreenId> = ComponentType<{ params: ScreenParams<S> }>;

export interface MainSection {
  component: ComponentType;
  /**
   * `buttons` sit with social/wallet buttons (the 'or' divider rule); `leading` goes above everything;
   * `whole` is all of Main (e.g. One Tap when it is the only product): no header, no form.
   */
  group: 'buttons' | 'leading' | 'whole';
  /** How many buttons the section shows on Main for this config; the shell tells the other sections the sum (`mainButtonsBeside`). @default none */
  buttonCount?(config: Readonly<LoginConfig>): number;
}

/** What a config rule may consult: the texts, the entry point, and what the other configured products offer. */
export interface ValidateEnv {
  t: Translate;
  entry: EntryKind;
  capability: PluginContext['capability'];
}

/** While a screen is open: `signal` aborts when it closes or the widget unmounts. */
export type ScreenEffect<P extends ProductId, S extends ScreenId> = (
  ctx: PluginContext,
  actions: ActionsOf<P>,
  screen: { params: ScreenParams<S>; signal: AbortSignal },
) => void;

/**
 * A message source's translations (its `locales/index.ts`): each locale's file by tag, as a literal `import()` that
 * bundlers follow, `{ fr: () => import('./fr.js') }`. Each file translates every key the source declares.
 */
export type LocaleTable<M = Messages> = Readonly<Record<string, () => Promise<{ default: MessageTexts<M> }>>>;

/**
 * One section of the account entry, in a chunk of its own (`accountSections`): what it draws, its heading, and its own
 * texts with their translations, so that none of it reaches a host that does not mount the account.
 */
export interface AccountSection {
  component: ComponentType<AccountSectionProps>;
  /** Its heading: a key of its own texts. */
  title: PlainMessageKey;
  /** English texts for every key the section adds to `Messages`. */
  messages: Partial<MessageTexts<Messages>>;
  /** Its translations, as a plugin's `locales`. */
  locales?: () => Promise<{ default: LocaleTable<Partial<Messages>> }>;
}

/** A section's loader: a literal `import()` of its module, so a bundler gives it a chunk that loads only when a host lists it. */
export type AccountSectionLoader = () => Promise<AccountSection>;

export interface WidgetPlugin<P extends ProductId> {
  id: P;
  /** English texts for every key this plugin adds to `Messages`. */
  messages?: Partial<MessageTexts<Messages>>;
  /**
   * Its translations: an `import()` of its locale table (`() => import('./locales/index.js')`), loaded only when a mount
   * shows a locale, and then only that locale's file. A locale the table lacks leaves this plugin's texts English.
   */
  locales?: () => Promise<{ default: LocaleTable<Partial<Messages>> }>;
  /** Returns the exact config error text (from the catalogue), or undefined when the config is usable. Runs before setup and the first render. */
  validate?(config: LoginConfig, env: ValidateEnv): string | undefined;
  slice?: PluginSlice<P>;
  screens?: { [S in ScreenId]?: ScreenComponent<S> };
  mainSection?: MainSection;
  /** Controls this plugin adds to other plugins' screens, by slot. */
  slots?: { [K in keyof SlotRegistry]?: ComponentType<SlotRegistry[K]> };
  loginMethods?(ctx: PluginContext, actions: ActionsOf<P>): LoginMethod[];
  /** Attributes for the shared form's email or phone input. */
  fieldHints?(input: 'email' | 'phone', ctx: PluginContext): FieldHints | undefined;
  /** Which of this plugin's screens each entry point it serves opens on (the loader table says which entries it serves). */
  entries?: Partial<Record<Exclude<EntryKind, 'login'>, ScreenId>>;
  /** Capabilities this plugin offers to the others. */
  provides?(ctx: PluginContext, actions: ActionsOf<P>): Partial<Capabilities>;
  /** Runs for as long as the named screen is open. */
  screenEffects?: { [S in ScreenId]?: ScreenEffect<P, S> };
  /**
   * A first factor succeeded: return true to hold the login before it completes, on a screen of yours (a second
   * factor), and call `proceed()` once your part is done; the login then goes on to the next plugin's hold, the
   * `onLoginComplete` hooks and its confirmation. A held login is not complete: no confirmation screen, no
   * AUTHENTICATE_FLOW_COMPLETE. Holds run in product order, all before any `onLoginComplete`.
   */
  holdLogin?(ctx: PluginContext, actions: ActionsOf<P>, proceed: () => void): boolean | void;
  /** A login finished: return true to take over from the confirmation screen (the consent entry does). */
  onLoginComplete?(ctx: PluginContext, actions: ActionsOf<P>): boolean | void;
  /** Side effects for the life of the mount, after the config validated (e.g. One Tap); returns its teardown. */
  setup?(ctx: PluginContext, actions: ActionsOf<P>): void | (() => void);
  /**
   * The sections of the account entry this plugin serves, by id; when two listed products serve one, the first listed
   * does. Each loads only when a host's account lists it.
   */
  accountSections?: { [S in AccountSectionId]?: AccountSectionLoader };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPlugin = WidgetPlugin<any>;
