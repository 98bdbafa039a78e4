import { definePlugin } from '../../shell/plugin-api.js';
import { messages } from './messages.js';
import { CryptoConfirmationScreen } from './screens/CryptoConfirmationScreen.js';
import { CryptoConnectScreen } from './screens/CryptoConnectScreen.js';
import { CryptoErrorScreen } from './screens/CryptoErrorScreen.js';
import { CryptoOtherScreen } from './screens/CryptoOtherScreen.js';
import { CryptoSetupWalletScreen } from './screens/CryptoSetupWalletScreen.js';
import { CryptoSignMessageScreen } from './screens/CryptoSignMessageScreen.js';
import { cryptoSlice } from './slice.js';
import { WalletButtons } from './WalletButtons.js';

export type { CryptoMessages } from './messages.js';
export type { CryptoActions, CryptoState } from './slice.js';
export type { WalletId } from './wallets.js';

declare module '../../shell/registries.js' {
  interface ScreenRegistry {
    CryptoConnect: undefined;
    CryptoSignMessage: undefined;
    CryptoOtherScreen: undefined;
    CryptoSetupWallet: undefined;
    CryptoError: undefined;
    CryptoConfirmation: undefined;
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
  // The wallet's windows are the work of these two screens: it starts when the screen opens and is
  // abandoned (its late answer ignored) when the person leaves it.
  screenEffects: {
    CryptoConnect: (_ctx, actions, { signal }) => void actions.connect(signal),
    CryptoSignMessage: (_ctx, actions, { signal }) => void actions.sign(signal),
  },
  setup: (_ctx, actions) => actions.watch(),
});
