import { isValidEmail } from '../../core/validation.js';
import { definePlugin } from '../../shell/plugin-api.js';
import { messages } from './messages.js';
import { EmailConfirmationScreen } from './screens/EmailConfirmationScreen.js';
import { magicLinkSlice } from './slice.js';

declare module '../../shell/plugin-api.js' {
  interface ScreenRegistry {
    /** Opened by any product that sends a login link (passwords' "email login link" too). */
    EmailConfirmation: { email: string };
  }
}

export default definePlugin({
  id: 'emailMagicLinks',
  messages,
  validate(config) {
    const emailOtp = config.products.includes('otp') && (config.otpOptions?.methods ?? []).includes('email');
    return emailOtp ? 'Error: Cannot use both EML and Email OTP' : undefined;
  },
  slice: magicLinkSlice,
  screens: { EmailConfirmation: EmailConfirmationScreen },
  loginMethods: (ctx, actions) => [
    {
      id: 'emailMagicLinks',
      tab: 'form.tab.email',
      input: 'email',
      submitLabel: 'form.submit.email',
      validate: (value) => (isValidEmail(value) ? undefined : ctx.t('eml.invalidEmail')),
      submit: (email) => actions.send(email),
    },
  ],
});
