/**
 * The provider's types a host sees: the project config (`--config` files, `startProvider({ config })` of
 * `latch/testing`), the start options, the running provider's handle and its injected failures. Types only, importing
 * nothing but other type-only modules, so `latch/testing`'s declarations carry none of the provider's libraries.
 */
import type { OAuthProviderConfig, OAuthRedirectUrls } from './auth/oauthConfig.js';

export type PasswordPolicy = { type: 'zxcvbn' } | { type: 'luds'; ludsComplexity: number; ludsMinimumCount: number };

/** What the hosted dashboard would hold for one project. */
export interface ProjectConfig {
  projectId: string;
  projectName: string;
  /** The first one is the token printed at start and rendered into the demo pages. */
  publicTokens: string[];
  emailDomains: string[];
  passwordPolicy: PasswordPolicy;
  breachDetectionOnCreate: boolean;
  pkceRequiredForEmailMagicLinks: boolean;
  pkceRequiredForPasswordResets: boolean;
  pkceRequiredForOauth: boolean;
  pkceRequiredForSso: boolean;
  siweRequiredForCryptoWallets: boolean;
  /**
   * What a WebAuthn login without a session (a complete login) must prove: 'required' wants user verification (a
   * PIN or biometric), so a security key that shows only presence is a second factor, never a whole login;
   * 'preferred' lets presence alone log in. A start call can ask for more, never less. @default 'required'
   */
  webauthnUserVerification: 'required' | 'preferred';
  disableSdkWatermark: boolean;
  /**
   * Bot protection: bootstrap announces captcha with the development site key, and the protected calls need a token
   * from the provider's stand-in reCAPTCHA script (provider/auth/captcha.ts). @default false
   */
  captcha: boolean;
  /** Origins besides the provider's own that may call the API from a browser. */
  allowedOrigins: string[];
  /** Where emailed links may point (provider/auth/redirectUrls.ts); compared exactly. @default the demo's pages */
  redirectUrls: string[];
  /** The social providers that are enabled (provider/auth/oauthConfig.ts). @default all nineteen */
  oauthProviders: OAuthProviderConfig[];
  /** Where OAuth and One Tap may send users back; the first of each list is the default. @default the demo's front page */
  oauthRedirectUrls: OAuthRedirectUrls;
  /** The applications that may sign users in through this project (it is their OpenID provider). */
  idpClients: IdpClientConfig[];
  /**
   * The consent page, where the widget's identity-provider entry is mounted: the discovery document's
   * `authorization_endpoint`, so relying parties send users there. `{origin}` stands for the provider's own origin.
   * @default '{origin}/idp/authorize' (the demo's page)
   */
  idpConsentUrl: string;
  /** The logout page, the discovery document's `end_session_endpoint`. @default '{origin}/idp/logout' (the demo's page) */
  idpLogoutUrl: string;
}

/**
 * One registered OIDC client (a relying party). Public clients only: no secret, so PKCE S256 is required. In the
 * URIs, `{origin}` stands for the provider's own origin (its port is known only once it listens).
 */
export interface IdpClientConfig {
  client_id: string;
  client_name: string;
  /** Compared exactly, character for character: no prefix, case or encoding leeway. */
  redirect_uris: string[];
  /** For RP-initiated logout; compared exactly. @default [] */
  post_logout_redirect_uris?: string[];
  /** False for a first-party app the user is never asked about. @default true */
  consent_required?: boolean;
  /**
   * The scopes beyond OpenID Connect's own (openid, profile, email, phone, offline_access) this client may ask for;
   * any other scope is refused with invalid_scope. @default []
   */
  scopes?: string[];
}

/** A failure (or a slow answer) a test asks for: the next `times` calls to `path` answer it instead of the real thing. */
export interface FaultSpec {
  /**
   * The API path, `/otps/email/login_or_create` (taken under `/sdk/v1`), or a path the provider serves as written,
   * such as `/v1/oauth2/token`. `:name` matches one segment (`/projects/bootstrap/:token`). Must name a route the
   * provider has; the dev API (`/_dev/…`) cannot be made to fail.
   */
  path: string;
  /** Only calls with this method. @default any method */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The HTTP status to answer, 400 to 599; needs `errorType`. @default none: the call is only slowed */
  status?: number;
  /** The body's `error_type`, e.g. `service_unavailable`. */
  errorType?: string;
  /** The body's `error_message`. @default a sentence naming the injected failure */
  errorMessage?: string;
  /** Milliseconds to wait before answering (the failure, or the real answer when no `status` is given), up to 60000. */
  delayMs?: number;
  /** How many calls it applies to. @default 1 */
  times?: number;
}

/** A registered fault, with the calls it still applies to. */
export interface Fault extends Required<Pick<FaultSpec, 'path' | 'times'>> {
  id: string;
  method: FaultSpec['method'] | null;
  status: number | null;
  errorType: string | null;
  errorMessage: string | null;
  delayMs: number;
  /** Calls it still applies to; it is dropped at 0. */
  remaining: number;
}

export interface FaultControl {
  /** Registers a fault; throws (naming what is wrong) for an unknown path or a bad field. */
  add(spec: FaultSpec): Fault;
  list(): Fault[];
  clear(): void;
}

export interface ProviderStartOptions {
  /** 0 picks a free port. @default 4100 */
  port?: number;
  /** A throwaway in-memory database instead of the file under dataDir. @default false */
  memory?: boolean;
  /** Where the database file lives. */
  dataDir?: string;
  /** Project settings over the defaults. */
  config?: Partial<ProjectConfig>;
  /** No request log, no codes in the terminal. @default false */
  quiet?: boolean;
  /** scrypt N; tests lower it so hashing stays fast. @default 16384 */
  scryptCost?: number;
  /** Injectable clock, so tests can expire codes, links and sessions. */
  now?: () => Date;
  /** Where the widget build is, served at `/widget/` for the demo pages. */
  widgetDir?: string;
  /** Serve every HTML page under the strict nonce policy of http/strictCsp.ts instead of the default CSP. */
  strictCsp?: boolean;
}

export interface RunningProvider {
  url: string;
  port: number;
  publicToken: string;
  /** The project id: a session JWT's issuer is `stytch.com/{projectId}`, its key set at `/v1/sessions/jwks/{projectId}`. */
  projectId: string;
  /** Injected failures (also `/_dev/faults`). */
  faults: FaultControl;
  close(): Promise<void>;
}
