import { definePlugin } from '../../shell/plugin-api.js';
import { AUTOFILL_HINTS } from './autofill.js';
import { messages } from './messages.js';
import { FirstPasskeyButton, LastPasskeyButton } from './PasskeyButton.js';
import { PasskeyConfirmationScreen } from './screens/PasskeyConfirmationScreen.js';
import { PasskeyUpgradeScreen } from './screens/PasskeyUpgradeScreen.js';
import { loadRegistration, PasskeyRegistrationDone, PasskeyRegistrationStart, PasskeyRegistrationSuccess } from './registrationScreens.js';
import { passkeysSlice } from './slice.js';
// The package's types carry the slice's ProductRegistry entry and the config option with the plugin (a host's program
// has no other path to them).
export type {} from './slice.js';
export type { PasskeyUpgrade } from './options.js';

export type { PasskeyMessages } from './messages.js';
export type { PasskeyAccountMessages } from './account/messages.js';

declare module '../../shell/registries.js' {
  interface ScreenRegistry {
    /** The passkey-registration entry point's first screen. */
    PasskeyRegistrationStart: undefined;
    /** The user's passkeys; `created` after a passkey was just made (rather than skipped). */
    PasskeyRegistrationSuccess: { created: boolean } | undefined;
    /** After 'Done': the entry has ended. */
    PasskeyRegistrationDone: undefined;
    /** After a passkey login; `upgrade` after the upgrade screen, with what the visitor chose there. */
    PasskeyConfirmation: { upgrade: 'created' | 'skipped' } | undefined;
    /** The offer of a passkey after a password or one-time-code login (`passkeyUpgrade: 'prompt'`). */
    PasskeyUpgrade: undefined;
  }
  interface AccountSectionRegistry {
    /** The user's passkeys: the registration entry's list (rename, delete) and Set up another. */
    passkeys: undefined;
  }
}

export default definePlugin({
  id: 'passkeys',
  messages,
  locales: () => import('./locales/index.js'),
  slice: passkeysSlice,
  screens: {
    PasskeyRegistrationStart,
    PasskeyRegistrationSuccess,
    PasskeyRegistrationDone,
    PasskeyConfirmation: PasskeyConfirmationScreen,
    PasskeyUpgrade: PasskeyUpgradeScreen,
  },
  mainSection: { component: FirstPasskeyButton, group: 'leading' },
  slots: { mainEnd: LastPasskeyButton },
  fieldHints: (input) => AUTOFILL_HINTS[input],
  entries: { passkeyRegistration: 'PasskeyRegistrationStart' },
  // The account's passkeys: the registration entry's list, so the section comes with that part's screens.
  accountSections: { passkeys: () => loadRegistration().then((part) => part.passkeysSection) },
  // Never a dialog on arrival: only the autofill attempt, which the browser shows in the input's suggestions.
  screenEffects: { Main: (_ctx, actions, { signal }) => void actions.autofill(signal) },
  // After the login, not before: the offer never stands in the way of a way in (options.ts).
  onLoginComplete: (_ctx, actions) => actions.offerUpgrade(),
  setup(ctx, actions) {
    // The entry's screens start downloading with the mount, beside the entry's request for the user.
    if (ctx.entry === 'passkeyRegistration') void loadRegistration();
    actions.prepare();
    return actions.stop;
  },
});
