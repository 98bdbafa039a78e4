import { definePlugin } from '../../shell/plugin-api.js';
import { AUTOFILL_HINT } from './autofill.js';
import { messages } from './messages.js';
import { FirstPasskeyButton, LastPasskeyButton } from './PasskeyButton.js';
import { PasskeyConfirmationScreen } from './screens/PasskeyConfirmationScreen.js';
import { PasskeyRegistrationStartScreen } from './screens/PasskeyRegistrationStartScreen.js';
import { PasskeyRegistrationSuccessScreen } from './screens/PasskeyRegistrationSuccessScreen.js';
import { passkeysSlice } from './slice.js';
// The package's types carry the slice's ProductRegistry entry with the plugin (a host's program has no other path to it).
export type {} from './slice.js';

export type { PasskeyMessages } from './messages.js';

declare module '../../shell/registries.js' {
  interface ScreenRegistry {
    /** The passkey-registration entry point's first screen. */
    PasskeyRegistrationStart: undefined;
    /** The user's passkeys; `created` after a passkey was just made (rather than skipped). */
    PasskeyRegistrationSuccess: { created: boolean } | undefined;
    PasskeyConfirmation: undefined;
  }
}

export default definePlugin({
  id: 'passkeys',
  messages,
  slice: passkeysSlice,
  screens: {
    PasskeyRegistrationStart: PasskeyRegistrationStartScreen,
    PasskeyRegistrationSuccess: PasskeyRegistrationSuccessScreen,
    PasskeyConfirmation: PasskeyConfirmationScreen,
  },
  mainSection: { component: FirstPasskeyButton, group: 'leading' },
  slots: { mainEnd: LastPasskeyButton },
  fieldHints: () => AUTOFILL_HINT,
  entries: { passkeyRegistration: 'PasskeyRegistrationStart' },
  // Never a dialog on arrival: only the autofill attempt, which the browser shows in the input's suggestions.
  screenEffects: { Main: (_ctx, actions, { signal }) => void actions.autofill(signal) },
  setup: (_ctx, actions) => actions.stop,
});
