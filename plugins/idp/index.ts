import { definePlugin } from '../../shell/plugin-api.js';
import { messages } from './messages.js';
import { IDPConsentScreen } from './screens/IDPConsentScreen.js';
import { idpSlice } from './slice.js';
import { SignInPrompt } from './views/SignInPrompt.js';

export type { IdpMessages } from './messages.js';
export type { IdpState, IdpView } from './slice.js';

declare module '../../shell/registries.js' {
  interface ScreenRegistry {
    /** The identity-provider entry point: OAuth / OIDC consent, or an RP-initiated logout, from the page's query string. */
    IDPConsent: undefined;
  }
}

/** Not a login product: it serves the identity-provider entry point, and the host's login products sign the user in. */
export default definePlugin({
  id: 'idp',
  messages,
  locales: () => import('./locales/index.js'),
  slice: idpSlice,
  screens: { IDPConsent: IDPConsentScreen },
  mainSection: { group: 'leading', component: SignInPrompt },
  entries: { identityProvider: 'IDPConsent' },
  screenEffects: {
    IDPConsent: (_ctx, actions, { signal }) => void actions.open(signal),
  },
  // After a login on this entry, back to the consent with the same request (it is read from the address again).
  onLoginComplete(ctx) {
    if (ctx.entry !== 'identityProvider') return false;
    ctx.navigate('IDPConsent');
    return true;
  },
});
