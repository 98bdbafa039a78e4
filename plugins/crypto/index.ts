import { definePlugin } from '../../shell/plugin-api.js';
import { messages } from './messages.js';
import { CryptoConfirmationScreen } from './screens/CryptoConfirmationScreen.js';
import { CryptoConnectScreen } from './screens/CryptoConnectScreen.js';
import { CryptoErrorScreen } from './screens/CryptoErrorScreen.js';
import { CryptoOtherScreen } from './screens/CryptoOtherScreen.js';
import { CryptoSetupWalletScreen } from './screens/CryptoSetupWalletScreen.js';
import { CryptoSignMessageScreen } from './screens/CryptoSignMessageScreen.js';
import { WalletIcon } from './icons.js';
import { cryptoSlice } from './slice.js';
import { WalletButtons } from './WalletButtons.js';

export type { CryptoMessages } from './messages.js';
export type { CryptoActions, CryptoState } from './slice.js';
export type { WalletId } from './wallets.js';
export type { CryptoAccountMessages } from './account/messages.js';

declare module '../../shell/registries.js' {
  interface ScreenRegistry {
    CryptoConnect: undefined;
    CryptoSignMessage: undefined;
    CryptoOtherScreen: undefined;
    CryptoSetupWallet: undefined;
    CryptoError: undefined;
    CryptoConfirmation: undefined;
  }
  interface AccountSectionRegistry {
    /** The crypto wallets the user signs in with: add one (a challenge started with the session, then signed), remove one. */
    wallets: undefined;
  }
}

export default definePlugin({
  id: 'crypto',
  messages,
  locales: () => import('./locales/index.js'),
  slice: cryptoSlice,
  screens: {
    CryptoConnect: CryptoConnectScreen,
    CryptoSignMessage: CryptoSignMessageScreen,
    CryptoOtherScreen,
    CryptoSetupWallet: CryptoSetupWalletScreen,
    CryptoError: CryptoErrorScreen,
    CryptoConfirmation: CryptoConfirmationScreen,
  },
  mainSection: { component: WalletButtons, group: 'buttons' },
  // The account's wallets (a chunk of its own), with the icons this chunk holds already, so the two share no module.
  accountSections: { wallets: () => import('./account/index.js').then((m) => m.walletsSection({ WalletIcon })) },
  // The wallet's windows are the work of these two screens: it starts when the screen opens and is
  // abandoned (its late answer ignored) when the person leaves it.
  screenEffects: {
    CryptoConnect: (_ctx, actions, { signal }) => void actions.connect(signal),
    CryptoSignMessage: (_ctx, actions, { signal }) => void actions.sign(signal),
  },
  setup: (_ctx, actions) => actions.watch(),
});
