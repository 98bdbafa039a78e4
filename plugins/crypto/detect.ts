import type { WalletId } from './wallets.js';

/** An EIP-1193 provider, as much of it as the widget uses. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  isMetaMask?: boolean;
  isCoinbaseWallet?: boolean;
  /** Set when several extensions share `window.ethereum`. */
  providers?: Eip1193Provider[];
}

interface PublicKeyLike {
  toString(): string;
}

/** A Phantom-style Solana provider. */
export interface SolanaProvider {
  isPhantom?: boolean;
  publicKey?: PublicKeyLike | null;
  connect(): Promise<{ publicKey?: PublicKeyLike } | undefined | void>;
  signMessage(message: Uint8Array, display?: 'utf8'): Promise<{ signature: Uint8Array }>;
}

export type WalletHandle = { chain: 'ethereum'; provider: Eip1193Provider } | { chain: 'solana'; provider: SolanaProvider };

/** EIP-6963's announcement detail. */
interface Announcement {
  info: { uuid: string; name: string; rdns: string };
  provider: Eip1193Provider;
}

/** What wallet extensions put on the page. */
interface WalletWindow {
  ethereum?: Eip1193Provider;
  BinanceChain?: Eip1193Provider;
  vessel?: { ethereum?: Eip1193Provider };
  solana?: SolanaProvider;
  phantom?: { solana?: SolanaProvider };
}

/**
 * Reverse-DNS ids of announcing wallets. Phantom also announces an Ethereum provider; its button signs in with
 * Solana, so that announcement is left out rather than shown as another Ethereum wallet.
 */
const BY_RDNS: Record<string, WalletId | null> = {
  'io.metamask': 'metamask',
  'io.metamask.flask': 'metamask',
  'com.coinbase.wallet': 'coinbase',
  'com.binance.wallet': 'binance',
  'app.phantom': null,
};

const isProvider = (value: unknown): value is Eip1193Provider =>
  typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function';

const isSolana = (value: unknown): value is SolanaProvider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SolanaProvider).connect === 'function' &&
  typeof (value as SolanaProvider).signMessage === 'function';

/** Which injected-flag wallet an `ethereum` provider is; extensions that copy MetaMask's flag also set their own. */
const injectedKind = (provider: Eip1193Provider): WalletId =>
  provider.isCoinbaseWallet ? 'coinbase' : provider.isMetaMask ? 'metamask' : 'otherEthereum';

/**
 * The wallets on the page, announced ones first (EIP-6963 names the extension for sure), then the injected
 * objects and their flags for wallets that do not announce. Each id keeps the first provider found for it.
 */
export function findWallets(page: object, announced: readonly Announcement[]): Map<WalletId, WalletHandle> {
  const win = page as WalletWindow;
  const found = new Map<WalletId, WalletHandle>();
  const ethereum = (id: WalletId | null | undefined, provider: unknown) => {
    if (id && isProvider(provider) && !found.has(id)) found.set(id, { chain: 'ethereum', provider });
  };
  for (const { info, provider } of announced) ethereum(info.rdns in BY_RDNS ? BY_RDNS[info.rdns] : 'otherEthereum', provider);

  const seen = new Set<unknown>(announced.map((a) => a.provider));
  const injected = win.ethereum?.providers ?? (win.ethereum ? [win.ethereum] : []);
  for (const provider of injected) if (!seen.has(provider)) ethereum(injectedKind(provider), provider);
  ethereum('binance', win.BinanceChain);
  ethereum('vessel', win.vessel?.ethereum);

  const phantom = [win.phantom?.solana, win.solana].find((p) => isSolana(p) && p.isPhantom);
  if (isSolana(phantom)) found.set('phantom', { chain: 'solana', provider: phantom });
  if (isSolana(win.solana) && !win.solana.isPhantom) found.set('otherSolana', { chain: 'solana', provider: win.solana });
  return found;
}

const isAnnouncement = (detail: unknown): detail is Announcement => {
  const info = (detail as Announcement | null)?.info;
  return typeof info?.uuid === 'string' && typeof info.rdns === 'string' && isProvider((detail as Announcement).provider);
};

/**
 * Watches the page for wallets: asks EIP-6963 wallets to announce themselves, hears late ones, and re-reads the
 * injected objects when MetaMask says it has initialised. Calls `onChange` with everything found each time.
 */
export function watchWallets(page: Window, onChange: (found: Map<WalletId, WalletHandle>) => void): () => void {
  const announced: Announcement[] = [];
  const update = () => onChange(findWallets(page, announced));
  const onAnnounce = (event: Event) => {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    if (!isAnnouncement(detail) || announced.some((a) => a.info.uuid === detail.info.uuid)) return;
    announced.push(detail);
    update();
  };
  page.addEventListener('eip6963:announceProvider', onAnnounce);
  page.addEventListener('ethereum#initialized', update);
  update();
  page.dispatchEvent(new Event('eip6963:requestProvider'));
  return () => {
    page.removeEventListener('eip6963:announceProvider', onAnnounce);
    page.removeEventListener('ethereum#initialized', update);
  };
}
