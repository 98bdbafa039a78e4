import { definePlugin } from '../../shell/plugin-api.js';
import { messages } from './messages.js';
import type { SecondFactor } from './options.js';
import { MfaDoneScreen } from './screens/MfaDoneScreen.js';
import { MfaPhoneScreen } from './screens/MfaPhoneScreen.js';
import { MfaRecoveredScreen } from './screens/MfaRecoveredScreen.js';
import { MfaRecoverScreen } from './screens/MfaRecoverScreen.js';
import { MfaRecoveryCodesScreen } from './screens/MfaRecoveryCodesScreen.js';
import { MfaSetUpChoiceScreen } from './screens/MfaSetUpChoiceScreen.js';
import { MfaSmsScreen } from './screens/MfaSmsScreen.js';
import { MfaStepUpScreen } from './screens/MfaStepUpScreen.js';
import { MfaTotpScreen } from './screens/MfaTotpScreen.js';
import { MfaTotpSetupScreen } from './screens/MfaTotpSetupScreen.js';
import { mfaSlice } from './slice.js';

// The package's types carry the slice's ProductRegistry entry and the config block with the plugin.
export type {} from './slice.js';
export type { MfaOptions, SecondFactor } from './options.js';
export type { MfaMessages } from './messages.js';

declare module '../../shell/registries.js' {
  interface ScreenRegistry {
    /** The authenticator app's code. */
    MfaTotp: undefined;
    /** A code by text message to `phoneNumber`; `sent` when the setup has just sent it. */
    MfaSms: { phoneNumber: string; sent?: boolean };
    MfaRecover: undefined;
    /** After a recovery code: how many are left (null when the provider did not say). */
    MfaRecovered: { left: number | null };
    /** Which second factor to set up, when the host allows both. */
    MfaSetUpChoice: undefined;
    /** An authenticator app's setup; `replace` removes the visitor's current one first. */
    MfaTotpSetup: { replace: boolean };
    MfaRecoveryCodes: undefined;
    /** The phone number for text messages as the second factor. */
    MfaPhone: undefined;
    /** The step-up entry's first screen. */
    MfaStepUp: undefined;
    /** The step-up entry's end. */
    MfaDone: undefined;
  }
}

const FACTORS: Record<SecondFactor, true> = { totp: true, sms: true };

export default definePlugin({
  id: 'mfa',
  messages,
  locales: () => import('./locales/index.js'),
  // A page's config is JSON no compiler saw: its values are checked, not its declared types.
  validate(config, { t }) {
    const options: unknown = config.mfaOptions;
    if (options === undefined) return undefined;
    const { factors, required } = (typeof options === 'object' && options !== null ? options : {}) as Record<string, unknown>;
    if (factors !== undefined) {
      if (!Array.isArray(factors) || factors.length === 0) return t('mfa.config.factors');
      const unknown: unknown = factors.find((f) => typeof f !== 'string' || !Object.hasOwn(FACTORS, f));
      if (unknown !== undefined) return t('mfa.config.unknownFactor', { factor: String(unknown) });
    }
    return required === undefined || typeof required === 'boolean' ? undefined : t('mfa.config.required');
  },
  slice: mfaSlice,
  screens: {
    MfaTotp: MfaTotpScreen,
    MfaSms: MfaSmsScreen,
    MfaRecover: MfaRecoverScreen,
    MfaRecovered: MfaRecoveredScreen,
    MfaSetUpChoice: MfaSetUpChoiceScreen,
    MfaTotpSetup: MfaTotpSetupScreen,
    MfaRecoveryCodes: MfaRecoveryCodesScreen,
    MfaPhone: MfaPhoneScreen,
    MfaStepUp: MfaStepUpScreen,
    MfaDone: MfaDoneScreen,
  },
  entries: { stepUp: 'MfaStepUp' },
  // After the first factor and before any other product's follow-up: the login is not complete until this proceeds.
  holdLogin: (_ctx, actions, proceed) => actions.hold(proceed),
  provides: (_ctx, actions) => ({ stepUp: actions.askStepUp, enrolSecondFactor: actions.askEnrolment }),
  screenEffects: {
    // A reload between the two factors: the session is there, its second factor not yet.
    Main: (_ctx, actions) => actions.resume(),
    MfaStepUp: (ctx, actions) => void actions.startStepUpEntry().catch((error: unknown) => ctx.setError(error)),
    MfaSms: (ctx, actions, { params }) => {
      if (!params.sent) void actions.sendSms(params.phoneNumber).catch((error: unknown) => ctx.setError(error));
    },
    MfaTotpSetup: (ctx, actions, { params }) => void actions.prepareSetup(params.replace).catch((error: unknown) => ctx.setError(error)),
  },
});
