import type { MessageTexts } from '../../../shell/plugin-api.js';

/** The texts of the account's wallets: the crypto wallets the visitor signs in with. */
export interface CryptoAccountMessages {
  'crypto.account.title': undefined;
  'crypto.account.empty': undefined;
  'crypto.account.add': { wallet: string };
  'crypto.account.none': undefined;
  'crypto.account.added': undefined;
  'crypto.account.removed': undefined;
  'crypto.account.removeWarning': undefined;
  'crypto.account.connectFailed': { wallet: string };
  'crypto.account.signFailed': { wallet: string };
  'crypto.account.taken': undefined;
  'crypto.account.chain': { chain: string };
}

declare module '../../../shell/registries.js' {
  interface Messages extends CryptoAccountMessages {}
}

export const messages: MessageTexts<CryptoAccountMessages> = {
  'crypto.account.title': 'Wallets',
  'crypto.account.empty': 'No wallet yet.',
  'crypto.account.add': 'Add {wallet}',
  'crypto.account.none': 'No wallet was found in this browser. Install one, then come back to add it.',
  'crypto.account.added': 'Wallet added.',
  'crypto.account.removed': 'Wallet removed.',
  'crypto.account.removeWarning': 'Once removed, this wallet can no longer be used to sign in.',
  'crypto.account.connectFailed': '{wallet} did not connect, so no wallet was added. Try again.',
  'crypto.account.signFailed': '{wallet} did not sign the message, so the wallet was not added. Try again.',
  'crypto.account.taken': 'This wallet belongs to another account.',
  'crypto.account.chain': '{chain} wallet',
};
