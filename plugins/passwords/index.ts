import { definePlugin, FORM_CHANNELS, isValidEmail } from '../../shell/plugin-api.js';
import { NewPasswordForm } from './components/NewPasswordForm.js';
import { PasswordWithFeedback } from './components/PasswordWithFeedback.js';
import { CreatePasswordInsteadSlot } from './components/CreatePasswordInstead.js';
import { messages } from './messages.js';
import { PasswordBreachedScreen } from './screens/PasswordBreachedScreen.js';
import { PasswordConfirmationScreen } from './screens/PasswordConfirmationScreen.js';
import { PasswordCreateOrLoginScreen } from './screens/PasswordCreateOrLoginScreen.js';
import { PasswordDedupeScreen } from './screens/PasswordDedupeScreen.js';
import { PasswordForgotScreen } from './screens/PasswordForgotScreen.js';
import { PasswordResetFormScreen } from './screens/PasswordResetFormScreen.js';
import { PasswordSetNewScreen } from './screens/PasswordSetNewScreen.js';
import { passwordsSlice } from './slice.js';
// The package's types carry the slice's ProductRegistry entry with the plugin (a host's program has no other path to it).
export type {} from './slice.js';

export type { PasswordMessages } from './messages.js';
export type { PasswordOptions } from './options.js';
export type { PasswordAccountMessages } from './account/messages.js';

declare module '../../shell/registries.js' {
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
  interface AccountSectionRegistry {
    /** Set a password (from a session with a recent code or link) or change it (with the current one). */
    password: undefined;
  }
}

export default definePlugin({
  id: 'passwords',
  messages,
  locales: () => import('./locales/index.js'),
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
  slots: { loginSent: CreatePasswordInsteadSlot },
  entries: { resetPassword: 'PasswordResetForm' },
  // The account's password (a chunk of its own), with the strength meter this chunk holds already, so the two share no
  // module.
  accountSections: {
    password: () => import('./account/index.js').then((m) => m.passwordSection({ NewPasswordForm, PasswordWithFeedback })),
  },
  loginMethods: (ctx, actions) => [
    {
      id: 'passwordEmail',
      ...FORM_CHANNELS.email,
      takesOverTab: true,
      validate: (value) => (isValidEmail(value) ? undefined : ctx.t('pw.invalidEmail')),
      submit: (email) => actions.search(email),
    },
  ],
});
