import type { MessageTexts } from '../../shell/plugin-api.js';

/** This plugin's texts: each key with the parameters its text takes. */
export interface CryptoMessages {
  'crypto.continueWith': { wallet: string };
  'crypto.wallet.metamask': undefined;
  'crypto.wallet.phantom': undefined;
  'crypto.wallet.vessel': undefined;
  'crypto.wallet.binance': undefined;
  'crypto.wallet.coinbase': undefined;
  'crypto.wallet.otherEthereum': undefined;
  'crypto.wallet.otherSolana': undefined;
  'crypto.otherWallets': undefined;
  'crypto.setUp': undefined;
  'crypto.wallets': undefined;
  'crypto.other.title': undefined;
  'crypto.setup.title': undefined;
  'crypto.setup.text': undefined;
  'crypto.setup.downloads': undefined;
  'crypto.newTab': undefined;
  'crypto.connect.title': undefined;
  'crypto.connect.text': { wallet: string };
  'crypto.sign.title': undefined;
  'crypto.sign.text': { wallet: string };
  'crypto.waiting': { wallet: string };
  'crypto.stuck': undefined;
  'crypto.error.title': undefined;
  'crypto.error.text': undefined;
  'crypto.error.connect': undefined;
  'crypto.error.sign': undefined;
  'crypto.confirmation.title': undefined;
  'crypto.confirmation.text': undefined;
}

declare module '../../shell/registries.js' {
  interface Messages extends CryptoMessages {}
}

export const messages: MessageTexts<CryptoMessages> = {
  'crypto.continueWith': 'Continue with {wallet}',
  'crypto.wallet.metamask': 'Metamask',
  'crypto.wallet.phantom': 'Phantom',
  'crypto.wallet.vessel': 'Vessel',
  'crypto.wallet.binance': 'Binance',
  'crypto.wallet.coinbase': 'Coinbase',
  'crypto.wallet.otherEthereum': 'Other Ethereum Wallet',
  'crypto.wallet.otherSolana': 'Other Solana Wallet',
  'crypto.otherWallets': 'Continue with other Crypto Wallet',
  'crypto.setUp': 'Set up a new crypto wallet',
  'crypto.wallets': 'Crypto wallets',
  'crypto.other.title': 'Other crypto wallets',
  'crypto.setup.title': 'Set up a new crypto wallet',
  'crypto.setup.text':
    'A crypto wallet lets you sign in without a password or a code. Install any Ethereum or Solana wallet, such as one of these, then come back and continue with it.',
  'crypto.setup.downloads': 'Wallet downloads',
  'crypto.newTab': '(opens in a new tab)',
  'crypto.connect.title': 'Connect your wallet',
  'crypto.connect.text': 'Approve the connection request in {wallet} to continue.',
  'crypto.sign.title': 'Sign the message',
  'crypto.sign.text': 'Sign the message {wallet} shows you. Signing proves the wallet is yours; it costs nothing and sends no transaction.',
  'crypto.waiting': 'Waiting for {wallet}…',
  'crypto.stuck': 'Nothing happening? Use the back arrow to return to the log in screen and try again.',
  'crypto.error.title': 'Looks like there was an error!',
  'crypto.error.text': 'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!',
  'crypto.error.connect': '[Error] Could not connect to wallet',
  'crypto.error.sign': '[Error] Could not sign message',
  'crypto.confirmation.title': 'Success',
  'crypto.confirmation.text': 'Your wallet is verified and you are signed in.',
};
