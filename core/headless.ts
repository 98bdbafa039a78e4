import { cryptoWalletAuthenticate, cryptoWalletAuthenticateStart, type CryptoWalletAuthenticateOptions, type CryptoWalletStartOptions } from './api/cryptoWallets.js';
import { magicLinkAuthenticate, magicLinkLoginOrCreate, magicLinkSend, type MagicLinkLoginOrCreateOptions } from './api/magicLinks.js';
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
import {
  passwordAuthenticate,
  passwordCreate,
  passwordResetByEmail,
  passwordResetByEmailStart,
  passwordResetByExistingPassword,
  passwordResetBySession,
  passwordStrengthCheck,
} from './api/passwords.js';
import { sessionsApi } from './api/sessions.js';
import { usersApi } from './api/users.js';
import { browserSupportsAutofill, webauthnAuthenticate, webauthnRegister, webauthnUpdate, type WebauthnAuthenticateOptions, type WebauthnRegisterOptions } from './api/webauthn.js';
import { createCoreClient, type ClientOptions, type CoreClient } from './client.js';

function phoneOtps(core: CoreClient, channel: OtpPhoneChannel) {
  return {
    loginOrCreate: (phoneNumber: string, opts?: OtpPhoneOptions) => otpPhoneLoginOrCreate(core, channel, phoneNumber, opts),
    send: (phoneNumber: string, opts?: OtpPhoneOptions) => otpPhoneSend(core, channel, phoneNumber, opts),
  };
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
    webauthn: {
      register: (opts?: WebauthnRegisterOptions) => webauthnRegister(core, opts),
      authenticate: (opts: WebauthnAuthenticateOptions) => webauthnAuthenticate(core, opts),
      update: (webauthnRegistrationId: string, name: string) => webauthnUpdate(core, webauthnRegistrationId, name),
      browserSupportsAutofill,
    },
    dispose: () => core.dispose(),
  };
}

export type HeadlessClient = ReturnType<typeof createHeadlessClient>;
