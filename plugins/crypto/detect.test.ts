import { afterEach, describe, expect, it, vi } from 'vitest';
import { findWallets, watchWallets, type Eip1193Provider } from './detect.js';

const eth = (flags: Partial<Eip1193Provider> = {}): Eip1193Provider => ({ request: async () => null, ...flags });
const sol = (isPhantom: boolean) => ({ isPhantom, connect: async () => undefined, signMessage: async () => ({ signature: new Uint8Array(64) }) });
const announcement = (rdns: string, provider = eth(), uuid = rdns) => ({ info: { uuid, name: rdns, rdns }, provider });
const ids = (found: Map<string, unknown>) => [...found.keys()].sort();

describe('findWallets: injected objects and their flags', () => {
  it('finds nothing on a page without wallets', () => {
    expect(ids(findWallets({}, []))).toEqual([]);
  });

  it.each([
    [{ ethereum: eth({ isMetaMask: true }) }, ['metamask']],
    // Coinbase also sets MetaMask's flag; its own flag decides.
    [{ ethereum: eth({ isMetaMask: true, isCoinbaseWallet: true }) }, ['coinbase']],
    [{ ethereum: eth() }, ['otherEthereum']],
    [
      { ethereum: { ...eth(), providers: [eth({ isMetaMask: true }), eth({ isCoinbaseWallet: true }), eth()] } },
      ['coinbase', 'metamask', 'otherEthereum'],
    ],
    [{ BinanceChain: eth() }, ['binance']],
    [{ vessel: { ethereum: eth() } }, ['vessel']],
    [{ solana: sol(true) }, ['phantom']],
    [{ phantom: { solana: sol(true) } }, ['phantom']],
    [{ solana: sol(false) }, ['otherSolana']],
    [{ ethereum: { notAProvider: true }, solana: { connect: 1 } }, []],
  ])('%o → %o', (page, expected) => {
    expect(ids(findWallets(page, []))).toEqual(expected);
  });

  it('keeps the provider of each wallet and the chain it signs with', () => {
    const metamask = eth({ isMetaMask: true });
    const phantom = sol(true);
    const found = findWallets({ ethereum: metamask, solana: phantom }, []);
    expect(found.get('metamask')).toEqual({ chain: 'ethereum', provider: metamask });
    expect(found.get('phantom')).toEqual({ chain: 'solana', provider: phantom });
  });
});

describe('findWallets: EIP-6963 announcements', () => {
  it('names wallets by rdns, and any other announcing wallet as another Ethereum wallet', () => {
    const found = findWallets({}, [
      announcement('io.metamask'),
      announcement('com.coinbase.wallet'),
      announcement('com.binance.wallet'),
      announcement('io.rabby'),
    ]);
    expect(ids(found)).toEqual(['binance', 'coinbase', 'metamask', 'otherEthereum']);
  });

  it("leaves out Phantom's Ethereum provider: its button signs in with Solana", () => {
    expect(ids(findWallets({}, [announcement('app.phantom')]))).toEqual([]);
  });

  it('prefers the announced provider, and does not count an announced provider again through window.ethereum', () => {
    const rabby = eth({ isMetaMask: true });
    const metamask = eth({ isMetaMask: true });
    const found = findWallets({ ethereum: rabby }, [announcement('io.rabby', rabby), announcement('io.metamask', metamask)]);
    expect(ids(found)).toEqual(['metamask', 'otherEthereum']);
    expect(found.get('metamask')?.provider).toBe(metamask);
  });
});

describe('watchWallets', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('asks wallets to announce themselves and hears those that answer, once each, and late ones', () => {
    const answer = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: announcement('io.metamask') }));
    window.addEventListener('eip6963:requestProvider', answer);
    const seen = vi.fn();
    stops.push(watchWallets(window, (found) => seen(ids(found))));
    window.removeEventListener('eip6963:requestProvider', answer);
    expect(seen.mock.calls).toEqual([[[]], [['metamask']]]);
    answer();
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: announcement('io.rabby') }));
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { rdns: 'bad' } } }));
    expect(seen.mock.calls.at(-1)).toEqual([['metamask', 'otherEthereum']]);
    expect(seen).toHaveBeenCalledTimes(3);
  });

  it('stops listening at teardown', () => {
    const seen = vi.fn();
    watchWallets(window, seen)();
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: announcement('io.metamask') }));
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
