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

/** The social buttons Main shows beside the wallets: the host's OAuth providers, when OAuth is a listed product. */
function socialProviderCount(config: { products: readonly string[] }): number {
  if (!config.products.includes('oauth') || !('oauthOptions' in config)) return 0;
  const options: unknown = config.oauthOptions;
  const providers: unknown = typeof options === 'object' && options !== null && 'providers' in options ? options.providers : undefined;
  return Array.isArray(providers) ? providers.length : 0;
}

/** SPEC §2 and §9: Main shows 6 minus the number of social providers, minus 1, wallet buttons (never fewer than none). */
export const mainWalletLimit = (config: { products: readonly string[] }) => Math.max(0, 6 - socialProviderCount(config) - 1);
