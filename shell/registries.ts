/**
 * The registries of the plugin contract, and the types they make: the one module that declares them, so the one a
 * plugin augments (`declare module '../../shell/registries.js'` in this repo, `declare module 'latch'` outside it).
 * TypeScript merges an augmentation into the module that declares the interface; augmentations made through two
 * different re-exporting modules become two separate copies, so a host would see one plugin's options and lose
 * another's. A leaf: it imports only types of core and of other leaves, so no module of the widget is in a circle
 * with it (test/lint/cycles.test.ts).
 */
import type { TelemetryEvent } from '../core/telemetry.js';
import type { AccountMessages } from './accountMessages.js';
import type { LocaleSetting } from './locale/tags.js';
import type { BuiltInProductId } from './productIds.js';

/**
 * The host's login configuration (SPEC §3 Configuration): the shell's own fields. Each plugin adds its
 * options block by augmenting this interface (`<product>Options`), so a host gets one
 * typed object and a product the build does not include adds no field.
 */
export interface LoginConfig {
  /** Built-in product ids, and the ids of plugins the host brings (`plugins` mount option). @default email magic links (`DEFAULT_PRODUCTS`) */
  products: readonly (BuiltInProductId | ProductId)[];
  /** The session a login starts. */
  sessionOptions?: {
    /** Minutes the session a login starts lasts. @default 30 */
    sessionDurationMinutes?: number;
  };
  /** Hides the back arrow on screens that would show one. @default false */
  hideBackArrow?: boolean;
  /**
   * The language of the widget's texts: a BCP 47 language tag ('fr', 'pt-BR'), or 'auto' for the visitor's browser
   * languages. A tag that does not ship falls back along itself (de-CH → de; pt-PT → pt → English), saying so once on
   * the console; Arabic and Hebrew lay the widget out right to left. The host's `strings` win over it. docs/locales.md
   * @default English
   */
  locale?: LocaleSetting;
}

/**
 * What a host passes as `config` (the mount option, the React components' prop): the login config with every field
 * optional, lists readonly, so a config kept in a variable, `as const` or not, needs no type of its own.
 */
export type LatchConfig = Partial<LoginConfig>;

/** Message key → the parameters its text takes (`undefined` for none). Augmented by each plugin. */
export interface Messages extends ShellMessages, AccountMessages {}

/** Product id → `{ state: S; actions: A }`. Augmented by each plugin, which makes its id a `ProductId`. */
export interface ProductRegistry {}

/** Screen id → the params it is opened with (`undefined` for none). Augmented by each plugin. */
export interface ScreenRegistry {
  Main: undefined;
  /** A login finished in another tab while this one waited for it (the shell's own screen). */
  SessionConfirmation: undefined;
}

/** Host event type → its data (`undefined` for none): what the host's `onEvent` receives. Augmented by each plugin. */
export interface EventRegistry {
  /** The login flow finished and its confirmation screen is showing. */
  AUTHENTICATE_FLOW_COMPLETE: undefined;
  /** The step-up entry (`stepUp`) is done: the session has just proven a second factor. */
  STEP_UP_COMPLETE: undefined;
  /** The visitor left the step-up entry without proving a second factor. */
  STEP_UP_CANCEL: undefined;
  /** The account entry changed the signed-in user: what changed, and the id of the factor it added or removed. */
  ACCOUNT_CHANGE: { change: AccountChange; user_id: string; id?: string };
}

/** Provider telemetry event name → its details. Augmented by each plugin. */
export interface TelemetryRegistry {
  render_login_screen: { options: { products: string[] }; entry: EntryKind };
}

/**
 * What one plugin does for another through the shell, so that plugins never import each other, types
 * included. A plugin offers one with `provides`; another asks with `ctx.capability(name)` and gets
 * undefined when no configured product offers it. Augmentable for capabilities of plugins outside the repo.
 */
export interface Capabilities {
  /** Emails a login link to the address and opens the screen that says so. */
  emailLoginLink(email: string): Promise<void>;
  /** Emails a login code to the address and opens the screen where it is typed. */
  emailLoginCode(email: string): Promise<void>;
  /**
   * Asks the signed-in visitor to prove a second factor now (a step-up before a sensitive change), on the offering
   * product's screens; a visitor with none sets one up. Resolves once the session carries the fresh proof, rejects
   * (a LatchError named StepUpCancelledError) when the visitor cancels; the caller then opens the screen it wants.
   */
  stepUp(): Promise<void>;
  /**
   * Sets up an authenticator app for the signed-in visitor (a QR code, its first code, then its recovery codes), in
   * place of the one they have, if any; settles as `stepUp` does.
   */
  enrolSecondFactor(): Promise<void>;
}

/** Slot name → the props its contributions get: places on one plugin's screens where another may add controls. */
export interface SlotRegistry {
  /** Under the screen that says a login code or link was sent. */
  loginSent: { destination: string; channel: 'email' | 'sms' | 'whatsapp' };
  /** At the end of Main, below the form: a way in that comes after the others (the passkey button when autofill offers passkeys). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  mainEnd: {};
}

export type ProductId = keyof ProductRegistry & string;
export type ScreenId = keyof ScreenRegistry & string;
export type ScreenParams<S extends ScreenId> = ScreenRegistry[S];
/** `navigate('X')` for a screen without params, `navigate('X', params)` otherwise. */
export type ScreenArgs<S extends ScreenId> =
  ScreenParams<S> extends undefined ? [] : undefined extends ScreenParams<S> ? [ScreenParams<S>?] : [ScreenParams<S>];

export type StateOf<P extends ProductId> = ProductRegistry[P] extends { state: infer S } ? S : undefined;
export type ActionsOf<P extends ProductId> = ProductRegistry[P] extends { actions: infer A } ? A : undefined;

export type WidgetEvent = {
  [K in keyof EventRegistry]: EventRegistry[K] extends undefined ? { type: K; data?: undefined } : { type: K; data: EventRegistry[K] };
}[keyof EventRegistry];
export type TrackedEvent = {
  [K in keyof TelemetryRegistry]: Omit<TelemetryEvent, 'name' | 'details'> & { name: K; details: TelemetryRegistry[K] };
}[keyof TelemetryRegistry];

/** The mountable entry points; a plugin names the screen each of its entries opens on. */
export type EntryKind = 'login' | 'resetPassword' | 'passkeyRegistration' | 'identityProvider' | 'stepUp' | 'account';

/**
 * Account section id → undefined: the parts of the account entry (mountAccount) a host may list. The entry's own are
 * declared here; a plugin that serves one augments this interface and names its loader in `accountSections`.
 */
export interface AccountSectionRegistry {
  /** The user's name (PUT /users/me). */
  name: undefined;
  /** Signing out of this browser. */
  signOut: undefined;
  /** Two-step verification: drawn by the account entry over a listed product's `enrolSecondFactor` capability. */
  secondFactor: undefined;
}
export type AccountSectionId = keyof AccountSectionRegistry & string;

/**
 * What an account change did, as ACCOUNT_CHANGE's `change` names it: one name per kind of the user's factors and what
 * happened to it, augmentable for a plugin's own kind.
 */
export interface AccountChangeRegistry {
  name_updated: undefined;
  email_added: undefined;
  email_removed: undefined;
  phone_added: undefined;
  phone_removed: undefined;
  passkey_added: undefined;
  passkey_renamed: undefined;
  passkey_removed: undefined;
  provider_connected: undefined;
  provider_disconnected: undefined;
  wallet_added: undefined;
  wallet_removed: undefined;
  password_set: undefined;
  password_changed: undefined;
  totp_added: undefined;
  totp_removed: undefined;
  recovery_codes_replaced: undefined;
  signed_out: undefined;
}
export type AccountChange = keyof AccountChangeRegistry & string;

/**
 * The typed string catalogue's keys. `Messages` maps each key to the parameters its text takes (`undefined` for none);
 * the shell declares its keys here (their texts are in shell/strings.ts), each plugin adds its own by augmenting
 * `Messages` and ships their English texts in its own chunk.
 */
export interface ShellMessages {
  'main.header': undefined;
  'main.divider': undefined;
  'main.poweredBy': undefined;
  'form.tabs.label': undefined;
  'form.email.label': undefined;
  'form.email.placeholder': undefined;
  'form.phone.label': undefined;
  'form.phone.region': undefined;
  'form.phone.regionOption': { region: string; dial: string };
  'form.phone.invalid': undefined;
  /** The shared form's channels (./form/channels.ts): each one's tab and button, whichever product submits it. */
  'form.tab.email': undefined;
  'form.submit.email': undefined;
  'form.tab.sms': undefined;
  'form.submit.sms': undefined;
  'form.tab.whatsapp': undefined;
  'form.submit.whatsapp': undefined;
  'form.required': undefined;
  'nav.back': undefined;
  'toast.region': undefined;
  loading: undefined;
  'config.alone': { product: string };
  'config.notLogin': { product: string };
  'config.noEntryProduct': { entry: string };
  'config.notBuilt': { product: string };
  'config.unknownProduct': { product: string };
  'config.loadFailed': { product: string };
  'config.codeFailed': undefined;
  'config.wrongPlugin': { product: string; id: string };
  'screen.unknown': { screen: string };
  'screen.failed': undefined;
  'session.confirmation.title': undefined;
  'session.confirmation.text': undefined;
  /** A captcha or fingerprinting script could not load, so a protected call was not sent (core's SecurityCheckUnavailableError). */
  'error.securityCheckUnavailable': undefined;
}

export type MessageKey = keyof Messages & string;
/** Keys whose text takes no parameters: what a label field (a tab, a button) may name. */
export type PlainMessageKey = { [K in MessageKey]: Messages[K] extends undefined ? K : never }[MessageKey];
export type MessageParams<K extends MessageKey> = Messages[K];
export type MessageOverrides = Partial<Record<MessageKey, string>>;
/** The English texts of a set of declared messages: every key needs one, and no other key is allowed. */
export type MessageTexts<M> = { readonly [K in keyof M]: string };

/** `t('form.phone.regionOption', { region, dial })`: the parameters are checked against the key's declaration. */
export type Translate = <K extends MessageKey>(key: K, ...params: Messages[K] extends undefined ? [] : [Messages[K]]) => string;
