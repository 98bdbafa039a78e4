import type { CryptoWalletType } from '../../core/api/cryptoWallets.js';

/** SPEC §2 wallets, in the order their buttons show. */
export const WALLET_IDS = ['metamask', 'phantom', 'vessel', 'binance', 'coinbase', 'otherEthereum', 'otherSolana'] as const;
export type WalletId = (typeof WALLET_IDS)[number];

/** The chain each wallet signs in with (Vessel and Binance are EVM wallets). */
export const WALLET_TYPE: Record<WalletId, CryptoWalletType> = {
  metamask: 'ethereum',
  phantom: 'solana',
  vessel: 'ethereum',
  binance: 'ethereum',
  coinbase: 'ethereum',
  otherEthereum: 'ethereum',
  otherSolana: 'solana',
};

/** CryptoSetupWallet's four examples and where each is installed from. */
export const DOWNLOADS: { wallet: WalletId; href: string }[] = [
  { wallet: 'metamask', href: 'https://metamask.io/download/' },
  { wallet: 'phantom', href: 'https://phantom.com/download' },
  { wallet: 'coinbase', href: 'https://www.coinbase.com/wallet/downloads' },
  { wallet: 'binance', href: 'https://www.binance.com/en/web3wallet' },
];

/**
 * SPEC §2 and §9: Main shows 6 minus the number of social providers, minus 1, wallet buttons (never fewer than none).
 * The social buttons are what the other listed products' sections put on Main, as the shell counts them.
 */
export const mainWalletLimit = (buttonsBeside: number) => Math.max(0, 6 - buttonsBeside - 1);
