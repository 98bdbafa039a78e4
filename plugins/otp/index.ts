import { definePlugin, FORM_CHANNELS, isValidEmail, type LoginMethod } from '../../shell/plugin-api.js';
import { messages } from './messages.js';
import type { OtpMethod } from './options.js';
import { OTPAuthenticateScreen } from './screens/OTPAuthenticateScreen.js';
import { OTPConfirmationScreen } from './screens/OTPConfirmationScreen.js';
import { otpSlice, type OtpSentTo } from './slice.js';

export type { OtpMessages } from './messages.js';
export type { OtpMethod, OtpOptions } from './options.js';

declare module '../../shell/registries.js' {
  interface ScreenRegistry {
    /** Opened once a code is sent, from Main or for another product through the emailLoginCode capability. */
    OTPAuthenticate: OtpSentTo;
    OTPConfirmation: undefined;
  }
}

/** How each OTP method shows on the shared form: its channel (SPEC §2 Login form). */
const FORM: Record<OtpMethod, Pick<LoginMethod, 'id' | 'tab' | 'input' | 'submitLabel'>> = {
  sms: { id: 'sms', ...FORM_CHANNELS.sms },
  whatsapp: { id: 'whatsapp', ...FORM_CHANNELS.whatsapp },
  email: { id: 'emailOtp', ...FORM_CHANNELS.email },
};

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
  provides: (ctx, actions) =>
    ctx.config.otpOptions?.methods.includes('email') ? { emailLoginCode: (email) => actions.send('email', email, email) } : {},
  loginMethods: (ctx, actions) =>
    [...new Set(ctx.config.otpOptions?.methods ?? [])].map((type) => ({
      ...FORM[type],
      ...(type === 'email' && { validate: (value: string) => (isValidEmail(value) ? undefined : ctx.t('otp.invalidEmail')) }),
      submit: (value, display) => actions.send(type, value, display),
    })),
});
