import type { OAuthProviderType } from '../../core/api/oauth.js';

/**
 * Where Google One Tap shows (SPEC §2). A browser with FedCM shows Google's own prompt in its chrome; the others
 * differ in what happens without it. @default 'floating'
 */
export type OneTapPosition = 'embedded' | 'floating' | 'embeddedOnly' | 'floatingOrEmbedded' | 'forceLegacyEmbedded';

/** One social provider's button (SPEC §3 oauthOptions.providers). */
export interface OAuthProviderOptions {
  /** The provider, e.g. 'google', 'apple', 'github'. Required. */
  type: OAuthProviderType;
  /** Scopes requested beyond the provider's defaults. @default none */
  custom_scopes?: readonly string[];
  /** Extra parameters for the provider's authorization request, each sent as `provider_{key}`. @default none */
  provider_params?: Record<string, string>;
  /** Google only: show Google One Tap instead of (or beside) the button. @default false */
  one_tap?: boolean;
  /** Google One Tap only. @default 'floating' */
  position?: OneTapPosition;
  /** Google One Tap only: a click outside the floating prompt closes it. @default true */
  cancel_on_tap_outside?: boolean;
}

/** `oauthOptions` in the login config (SPEC §3). */
export interface OAuthOptions {
  /** The buttons, in the order they show. Required, at least one. */
  providers: readonly OAuthProviderOptions[];
  /** Where the provider sends a returning user, with the token. @default the project's default login redirect URL */
  loginRedirectURL?: string;
  /** Where the provider sends a new user. @default the project's default sign-up redirect URL */
  signupRedirectURL?: string;
  /**
   * Google's One Tap script. Only a test or an offline setup changes it, e.g. to the local provider's simulated
   * Google at `/demo/assets/fake-gsi.js`. @default 'https://accounts.google.com/gsi/client'
   */
  googleOneTapScriptURL?: string;
}

declare module '../../shell/registries.js' {
  interface LoginConfig {
    oauthOptions?: OAuthOptions;
  }
  interface TelemetryRegistry {
    start_oauth_flow: { provider_type: string; custom_scopes: readonly string[]; pkce: boolean; cname_domain: string | null };
  }
}
