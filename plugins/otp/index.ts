import { otpAuthenticate, otpEmailSend, otpPhoneSend } from '../../core/api/otps.js';
import { definePlugin, FORM_CHANNELS, isValidEmail, type LoginMethod } from '../../shell/plugin-api.js';
import { messages } from './messages.js';
import type { OtpMethod } from './options.js';
import { OTPAuthenticateScreen } from './screens/OTPAuthenticateScreen.js';
import { OTPConfirmationScreen } from './screens/OTPConfirmationScreen.js';
import { otpSlice, type OtpSentTo } from './slice.js';

export type { OtpMessages } from './messages.js';
export type { OtpMethod, OtpOptions } from './options.js';
export type { OtpAccountMessages } from './account/messages.js';

declare module '../../shell/registries.js' {
  interface ScreenRegistry {
    /** Opened once a code is sent, from Main or for another product through the emailLoginCode capability. */
    OTPAuthenticate: OtpSentTo;
    OTPConfirmation: undefined;
  }
  interface AccountSectionRegistry {
    /** The user's email addresses: a code proves each new one. */
    emails: undefined;
    /** The user's phone numbers: a code by text message proves each new one. */
    phones: undefined;
  }
}

/** How each OTP method shows on the shared form: its channel (SPEC §2 Login form). */
const FORM: Record<OtpMethod, Pick<LoginMethod, 'id' | 'tab' | 'input' | 'submitLabel'>> = {
  sms: { id: 'sms', ...FORM_CHANNELS.sms },
  whatsapp: { id: 'whatsapp', ...FORM_CHANNELS.whatsapp },
  email: { id: 'emailOtp', ...FORM_CHANNELS.email },
};

/** The calls the account's sections make, which this chunk holds already: handed to them, so their chunk shares none of it. */
const accountCalls = { otpEmailSend, otpPhoneSend, otpAuthenticate };

const isOtpMethod = (method: unknown): method is OtpMethod => typeof method === 'string' && Object.hasOwn(FORM, method);

export default definePlugin({
  id: 'otp',
  messages,
  locales: () => import('./locales/index.js'),
  validate(config, { t }) {
    const methods: unknown = config.otpOptions?.methods;
    if (!Array.isArray(methods) || methods.length === 0) return t('otp.config.noMethods');
    const unknown: unknown = methods.find((m) => !isOtpMethod(m));
    return unknown === undefined ? undefined : t('otp.config.unknownMethod', { method: String(unknown) });
  },
  slice: otpSlice,
  screens: { OTPAuthenticate: OTPAuthenticateScreen, OTPConfirmation: OTPConfirmationScreen },
  // The account's emails and phones: a code sent with the session proves each new one (a chunk of its own).
  accountSections: {
    emails: () => import('./account/index.js').then((m) => m.contactsSection('email', accountCalls)),
    phones: () => import('./account/index.js').then((m) => m.contactsSection('phone', accountCalls)),
  },
  provides: (ctx, actions) =>
    ctx.config.otpOptions?.methods.includes('email') ? { emailLoginCode: (email) => actions.send('email', email, email) } : {},
  loginMethods: (ctx, actions) =>
    [...new Set(ctx.config.otpOptions?.methods ?? [])].map((type) => ({
      ...FORM[type],
      ...(type === 'email' && { validate: (value: string) => (isValidEmail(value) ? undefined : ctx.t('otp.invalidEmail')) }),
      submit: (value, display) => actions.send(type, value, display),
    })),
});
