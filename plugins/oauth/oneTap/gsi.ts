import type { PluginContext } from '../../../shell/plugin-api.js';

/** The part of Google Identity Services' `google.accounts.id` that One Tap uses, as Google documents it. */
export interface PromptMomentNotification {
  isDisplayMoment?(): boolean;
  isDisplayed?(): boolean;
  isNotDisplayed?(): boolean;
  getNotDisplayedReason?(): string;
  isSkippedMoment?(): boolean;
  getSkippedReason?(): string;
  isDismissedMoment?(): boolean;
  getDismissedReason?(): string;
}

export interface CredentialResponse {
  /** Google's ID token, a JWT. */
  credential: string;
  select_by?: string;
}

export interface IdConfiguration {
  client_id: string;
  callback(response: CredentialResponse): void;
  auto_select?: boolean;
  cancel_on_tap_outside?: boolean;
  prompt_parent_id?: string;
  context?: 'signin' | 'signup' | 'use';
  itp_support?: boolean;
  use_fedcm_for_prompt?: boolean;
  /** Written into the ID token as its `nonce` claim. */
  nonce?: string;
}

export interface GoogleAccountsId {
  initialize(config: IdConfiguration): void;
  prompt(listener?: (notification: PromptMomentNotification) => void): void;
  cancel(): void;
}

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** SPEC §9: the prompt's box before it reports its size, and again once it is cancelled. */
export const ONE_TAP_HEIGHT = 47;

const loadedId = (): GoogleAccountsId | undefined => (window as { google?: { accounts?: { id?: GoogleAccountsId } } }).google?.accounts?.id;

/** Google's script, through the widget's one script loader; a page that already has it loaded is used as it is. */
export async function loadGoogleId(ctx: PluginContext, src: string, signal: AbortSignal): Promise<GoogleAccountsId> {
  const present = loadedId();
  if (present) return present;
  await ctx.loadScript(src, { signal });
  const id = loadedId();
  if (!id) throw new Error(`latch: ${src} loaded but defined no google.accounts.id`);
  return id;
}

/** Browsers with FedCM show Google's prompt in their own chrome instead of in the page. */
export const browserShowsPrompt = () => typeof window !== 'undefined' && 'IdentityCredential' in window;

export type OneTapReasonKey =
  | 'oauth.oneTap.originNotAllowed'
  | 'oauth.oneTap.invalidClient'
  | 'oauth.oneTap.noConfig'
  | 'oauth.oneTap.noLoginRedirect'
  | 'oauth.oneTap.noSignupRedirect'
  | 'oauth.oneTap.defaultProvider';

/**
 * SPEC §8's reasons, each shown as its message instead of the prompt. Google's `unregistered_origin` is the same
 * problem as the provider's `origin_not_allowed_for_client`. Any other reason is only logged.
 */
const REASONS: Record<string, OneTapReasonKey> = {
  origin_not_allowed_for_client: 'oauth.oneTap.originNotAllowed',
  unregistered_origin: 'oauth.oneTap.originNotAllowed',
  invalid_client: 'oauth.oneTap.invalidClient',
  oauth_config_not_found: 'oauth.oneTap.noConfig',
  no_login_redirect_urls_set: 'oauth.oneTap.noLoginRedirect',
  no_signup_redirect_urls_set: 'oauth.oneTap.noSignupRedirect',
  default_provider_not_allowed: 'oauth.oneTap.defaultProvider',
};

export const reasonMessage = (reason: string | undefined): OneTapReasonKey | undefined =>
  reason !== undefined && Object.hasOwn(REASONS, reason) ? REASONS[reason] : undefined;
