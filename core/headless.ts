import {
  cryptoWalletAuthenticate,
  cryptoWalletAuthenticateStart,
  type CryptoWalletAuthenticateOptions,
  type CryptoWalletStartOptions,
} from './api/cryptoWallets.js';
import { oauthAuthorizeStart, oauthAuthorizeSubmit, oauthLogoutStart, type OAuthAuthorizeParams, type OAuthLogoutParams } from './api/idp.js';
import {
  completeOAuthRedirect,
  OAUTH_PROVIDER_TYPES,
  oauthAuthenticate,
  oauthStartUrl,
  oneTapStart,
  createOneTapNonce,
  oneTapSubmit,
  type OAuthProviderType,
  type OAuthStartOptions,
  type OneTapSubmitOptions,
} from './api/oauth.js';
import { impersonationAuthenticate } from './api/impersonation.js';
import { magicLinkAuthenticate } from './api/magicLinkAuthenticate.js';
import { magicLinkLoginOrCreate, type MagicLinkLoginOrCreateOptions } from './api/magicLinks.js';
import { magicLinkSend } from './api/magicLinkSend.js';
import {
  otpAuthenticate,
  otpEmailLoginOrCreate,
  otpEmailSend,
  otpPhoneLoginOrCreate,
  otpPhoneSend,
  type OtpEmailOptions,
  type OtpPhoneChannel,
  type OtpPhoneOptions,
} from './api/otps.js';
import { passwordAuthenticate, passwordCreate, passwordResetByEmail, passwordResetByEmailStart, passwordStrengthCheck } from './api/passwords.js';
import { passwordResetByExistingPassword, passwordResetBySession } from './api/passwordChanges.js';
import { searchMember } from './api/members.js';
import { sessionsApi } from './api/sessions.js';
import { totpAuthenticate, totpCreate, totpRecover, totpRecoveryCodes } from './api/totps.js';
import { usersApi } from './api/users.js';
import {
  browserSupportsAutofill,
  webauthnAuthenticate,
  webauthnRegister,
  webauthnUpdate,
  type WebauthnAuthenticateOptions,
  type WebauthnRegisterOptions,
} from './api/webauthn.js';
import { createCoreClient, type ClientOptions, type CoreClient } from './client.js';
import { navigateTo } from './navigate.js';
import { completeRedirect } from './redirect.js';

function phoneOtps(core: CoreClient, channel: OtpPhoneChannel) {
  return {
    loginOrCreate: (phoneNumber: string, opts?: OtpPhoneOptions) => otpPhoneLoginOrCreate(core, channel, phoneNumber, opts),
    send: (phoneNumber: string, opts?: OtpPhoneOptions) => otpPhoneSend(core, channel, phoneNumber, opts),
  };
}

/** `oauth.github.start(options)` and the like: each leaves the page for the provider's start redirect. */
function oauthStarts(core: CoreClient) {
  const start = (type: OAuthProviderType) => async (opts?: OAuthStartOptions) => navigateTo(await oauthStartUrl(core, type, opts));
  return Object.fromEntries(OAUTH_PROVIDER_TYPES.map((type) => [type, { start: start(type) }])) as Record<
    OAuthProviderType,
    { start(opts?: OAuthStartOptions): Promise<void> }
  >;
}

/**
 * The client for hosts with their own UI: every product's calls on one object.
 * The widget does not use it; its plugins import only their own product module.
 */
export function createHeadlessClient(publicToken: string, options: ClientOptions = {}) {
  const core = createCoreClient(publicToken, options);
  return {
    core,
    session: sessionsApi(core),
    user: usersApi(core),
    magicLinks: {
      email: {
        loginOrCreate: (email: string, opts?: MagicLinkLoginOrCreateOptions) => magicLinkLoginOrCreate(core, email, opts),
        send: (email: string, opts?: MagicLinkLoginOrCreateOptions) => magicLinkSend(core, email, opts),
      },
      authenticate: (token: string, opts?: { session_duration_minutes?: number }) => magicLinkAuthenticate(core, token, opts),
    },
    passwords: {
      create: (args: Parameters<typeof passwordCreate>[1]) => passwordCreate(core, args),
      authenticate: (args: Parameters<typeof passwordAuthenticate>[1]) => passwordAuthenticate(core, args),
      resetByEmailStart: (args: Parameters<typeof passwordResetByEmailStart>[1]) => passwordResetByEmailStart(core, args),
      resetByEmail: (args: Parameters<typeof passwordResetByEmail>[1]) => passwordResetByEmail(core, args),
      resetByExistingPassword: (args: Parameters<typeof passwordResetByExistingPassword>[1]) => passwordResetByExistingPassword(core, args),
      resetBySession: (args: Parameters<typeof passwordResetBySession>[1]) => passwordResetBySession(core, args),
      strengthCheck: (args: Parameters<typeof passwordStrengthCheck>[1], opts?: { signal?: AbortSignal }) => passwordStrengthCheck(core, args, opts),
    },
    otps: {
      sms: phoneOtps(core, 'sms'),
      whatsapp: phoneOtps(core, 'whatsapp'),
      email: {
        loginOrCreate: (email: string, opts?: OtpEmailOptions) => otpEmailLoginOrCreate(core, email, opts),
        send: (email: string, opts?: OtpEmailOptions) => otpEmailSend(core, email, opts),
      },
      authenticate: (code: string, methodId: string, opts?: { session_duration_minutes?: number }) => otpAuthenticate(core, code, methodId, opts),
    },
    cryptoWallets: {
      authenticateStart: (opts: CryptoWalletStartOptions) => cryptoWalletAuthenticateStart(core, opts),
      authenticate: (opts: CryptoWalletAuthenticateOptions) => cryptoWalletAuthenticate(core, opts),
    },
    oauth: {
      ...oauthStarts(core),
      authenticate: (token: string, opts?: { session_duration_minutes?: number }) => oauthAuthenticate(core, token, opts),
      /** On the page a provider sends visitors back to: finishes `stytch_token_type=oauth&token=…` from the address. */
      completeRedirect: (opts?: { session_duration_minutes?: number }) => completeOAuthRedirect(core, opts),
      googleOneTap: {
        start: () => oneTapStart(core),
        /** A fresh nonce per prompt: `googleNonce` goes to Google's `initialize`, `nonce` to `submit`. */
        nonce: () => createOneTapNonce(core),
        submit: (credential: string, opts: OneTapSubmitOptions) => oneTapSubmit(core, credential, opts),
      },
    },
    /** For a consent page of the host's own: the preflights, and the answer as a form post (CONTRACT §2). */
    identityProvider: {
      oauthAuthorizeStart: (params: OAuthAuthorizeParams) => oauthAuthorizeStart(core, params),
      oauthAuthorizeSubmit: (params: OAuthAuthorizeParams & { consent_granted: boolean }) => oauthAuthorizeSubmit(core, params),
      oauthLogoutStart: (params: OAuthLogoutParams) => oauthLogoutStart(core, params),
    },
    totps: {
      create: (opts: { expiration_minutes: number }) => totpCreate(core, opts),
      authenticate: (opts: { totp_code: string; session_duration_minutes?: number }) => totpAuthenticate(core, opts),
      recoveryCodes: () => totpRecoveryCodes(core),
      recover: (opts: { recovery_code: string; session_duration_minutes?: number }) => totpRecover(core, opts),
    },
    impersonation: {
      authenticate: (opts: { impersonation_token: string }) => impersonationAuthenticate(core, opts),
    },
    /** B2B, provider-level (SPEC §3): the consumer widget never calls it. */
    organizations: {
      members: { search: (opts: { email_address: string; organization_id: string }) => searchMember(core, opts) },
    },
    webauthn: {
      register: (opts?: WebauthnRegisterOptions) => webauthnRegister(core, opts),
      authenticate: (opts: WebauthnAuthenticateOptions) => webauthnAuthenticate(core, opts),
      update: (webauthnRegistrationId: string, name: string) => webauthnUpdate(core, webauthnRegistrationId, name),
      browserSupportsAutofill,
    },
    /** On any redirect page: the magic link, social sign-in or reset link in the address, completed once (redirect.ts). */
    completeRedirect: (opts?: { session_duration_minutes?: number }) => completeRedirect(core, opts),
    dispose: () => core.dispose(),
  };
}

export type HeadlessClient = ReturnType<typeof createHeadlessClient>;
