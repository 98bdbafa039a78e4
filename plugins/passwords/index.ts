import { isValidEmail } from '../../core/validation.js';
import { definePlugin } from '../../shell/plugin-api.js';
import { EmailConfirmationAddon, OTPAuthenticateAddon } from './components/CreatePasswordInstead.js';
import { messages } from './messages.js';
import { PasswordBreachedScreen } from './screens/PasswordBreachedScreen.js';
import { PasswordConfirmationScreen } from './screens/PasswordConfirmationScreen.js';
import { PasswordCreateOrLoginScreen } from './screens/PasswordCreateOrLoginScreen.js';
import { PasswordDedupeScreen } from './screens/PasswordDedupeScreen.js';
import { PasswordForgotScreen } from './screens/PasswordForgotScreen.js';
import { PasswordResetFormScreen } from './screens/PasswordResetFormScreen.js';
import { PasswordSetNewScreen } from './screens/PasswordSetNewScreen.js';
import { passwordsSlice } from './slice.js';

declare module '../../shell/plugin-api.js' {
  interface ScreenRegistry {
    PasswordCreateOrLogin: undefined;
    PasswordForgot: undefined;
    PasswordBreached: undefined;
    PasswordSetNew: undefined;
    PasswordDedupe: undefined;
    /** The reset entry point; `token` is the one the host passed to mountResetPassword, if any. */
    PasswordResetForm: { token?: string } | undefined;
    PasswordConfirmation: undefined;
  }
}

export default definePlugin({
  id: 'passwords',
  messages,
  slice: passwordsSlice,
  screens: {
    PasswordCreateOrLogin: PasswordCreateOrLoginScreen,
    PasswordForgot: PasswordForgotScreen,
    PasswordBreached: PasswordBreachedScreen,
    PasswordSetNew: PasswordSetNewScreen,
    PasswordDedupe: PasswordDedupeScreen,
    PasswordResetForm: PasswordResetFormScreen,
    PasswordConfirmation: PasswordConfirmationScreen,
  },
  screenAddons: {
    EmailConfirmation: EmailConfirmationAddon,
    OTPAuthenticate: OTPAuthenticateAddon,
  },
  entries: { resetPassword: 'PasswordResetForm' },
  loginMethods: (ctx, actions) => [
    {
      id: 'passwordEmail',
      tab: 'form.tab.email',
      input: 'email',
      submitLabel: 'form.submit.email',
      supersedes: ['emailMagicLinks', 'emailOtp'],
      validate: (value) => (isValidEmail(value) ? undefined : ctx.t('pw.invalidEmail')),
      submit: (email) => actions.search(email),
    },
  ],
});
