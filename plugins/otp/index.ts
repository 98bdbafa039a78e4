import { isValidEmail } from '../../core/validation.js';
import { definePlugin, type LoginMethod, type OtpMethod } from '../../shell/plugin-api.js';
import { messages } from './messages.js';
import { OTPAuthenticateScreen } from './screens/OTPAuthenticateScreen.js';
import { OTPConfirmationScreen } from './screens/OTPConfirmationScreen.js';
import { otpSlice, type OtpSentTo } from './slice.js';

declare module '../../shell/plugin-api.js' {
  interface ScreenRegistry {
    /** Opened once a code is sent, by this plugin or by a product that sent it itself (passwords' email login code). */
    OTPAuthenticate: OtpSentTo;
    OTPConfirmation: undefined;
  }
}

/** How each OTP method shows on the shared form (SPEC §2 Login form). */
const FORM: Record<OtpMethod, Pick<LoginMethod, 'id' | 'tab' | 'input' | 'submitLabel'>> = {
  sms: { id: 'sms', tab: 'form.tab.text', input: 'phone', submitLabel: 'form.submit.sms' },
  whatsapp: { id: 'whatsapp', tab: 'form.tab.whatsapp', input: 'phone', submitLabel: 'form.submit.whatsapp' },
  email: { id: 'emailOtp', tab: 'form.tab.email', input: 'email', submitLabel: 'form.submit.email' },
};

const isOtpMethod = (method: unknown): method is OtpMethod => typeof method === 'string' && Object.hasOwn(FORM, method);

export default definePlugin({
  id: 'otp',
  messages,
  validate(config) {
    const methods: unknown = config.otpOptions?.methods;
    if (!Array.isArray(methods) || methods.length === 0) {
      return 'Error: The otp product needs otpOptions.methods: a list of one or more of sms, whatsapp and email.';
    }
    const unknown: unknown = methods.find((m) => !isOtpMethod(m));
    return unknown === undefined ? undefined : `Error: Unknown OTP method "${String(unknown)}" in otpOptions.methods. Use sms, whatsapp or email.`;
  },
  slice: otpSlice,
  screens: { OTPAuthenticate: OTPAuthenticateScreen, OTPConfirmation: OTPConfirmationScreen },
  loginMethods: (ctx, actions) =>
    [...new Set(ctx.config.otpOptions?.methods ?? [])].map((type) => ({
      ...FORM[type],
      ...(type === 'email' && { validate: (value: string) => (isValidEmail(value) ? undefined : ctx.t('otp.invalidEmail')) }),
      submit: (value, display) => actions.send(type, value, display),
    })),
});
