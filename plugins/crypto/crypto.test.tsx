import { act, screen, waitFor } from '@testing-library/react';
import bs58 from 'bs58';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoreClient } from '../../core/client.js';
import type { AnyPlugin, LoginConfig, ProductId } from '../../shell/plugin-api.js';
import { apiError, jsonHandler, ok, rawBootstrap, renderWidget as renderBare, sdk, useApi, type RenderOptions } from '../../test/support/widget.js';

const api = useApi();
const START = '/crypto_wallets/authenticate/start/primary';
const AUTHENTICATE = '/crypto_wallets/authenticate';
const ETH_ADDRESS = '0x6df2db4fb3da35d241901bd53367770bf03123f1';
const SOL_ADDRESS = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW';
const CHALLENGE = 'Sign in to Unit Project with your wallet.\n\nNonce: 0123abcd';
const SOL_SIGNATURE = new Uint8Array(64).fill(9);

type WalletWindow = Record<string, unknown>;
const page = window as unknown as WalletWindow;
const cleanups: (() => void)[] = [];
const clients: CoreClient[] = [];
afterEach(() => {
  for (const undo of cleanups.splice(0)) undo();
  for (const client of clients.splice(0)) client.dispose();
});

function renderWidget(options: RenderOptions) {
  const view = renderBare(options);
  clients.push(view.client);
  return view;
}

/** Puts an object on `window` (as an extension does) for the length of the test. */
function inject(name: string, value: unknown) {
  page[name] = value;
  cleanups.push(() => delete page[name]);
}

/** A promise the test settles by hand: a wallet window the person has not answered yet. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

/** An EIP-1193 provider: `answers` decides each method's result, a thrown error is the person saying no. */
function fakeEthereum(answers: Partial<Record<string, () => unknown>> = {}, flags: Record<string, boolean> = {}) {
  const defaults: Record<string, () => unknown> = { eth_requestAccounts: () => [ETH_ADDRESS], personal_sign: () => '0xsigned' };
  const request = vi.fn(async ({ method }: { method: string; params?: unknown[] }) => ({ ...defaults, ...answers })[method]!());
  return { request, ...flags };
}

/** EIP-6963: answers every request for providers with this announcement. */
function announce(rdns: string, provider: object) {
  const detail = { info: { uuid: `uuid-${rdns}`, name: rdns, rdns, icon: 'data:image/svg+xml,<svg/>' }, provider };
  const answer = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', answer);
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', answer));
}

function fakeSolana(signMessage = vi.fn(async () => ({ signature: SOL_SIGNATURE }))) {
  return { isPhantom: true, publicKey: null, connect: vi.fn(async () => ({ publicKey: { toString: () => SOL_ADDRESS } })), signMessage };
}

const authResponse = () =>
  ok({
    user_id: 'user-1',
    user: { user_id: 'user-1', crypto_wallets: [] },
    session: { session_id: 'session-1', user_id: 'user-1', expires_at: '2099-01-01T00:00:00Z', authentication_factors: [] },
    session_token: 'session-token',
    session_jwt: 'session-jwt',
  });
const acceptAll = () =>
  api.server.use(
    jsonHandler('post', START, () => ok({ challenge: CHALLENGE })),
    jsonHandler('post', AUTHENTICATE, () => authResponse()),
  );

/** The 'Continue with {wallet}' buttons, not the way to other wallets nor the email form's submit. */
const walletButtons = () => screen.queryAllByRole('button', { name: /^Continue with (?!other Crypto Wallet$|email$)/ }).map((b) => b.textContent);
const utf8Hex = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}`;

describe('wallet buttons on Main', () => {
  it('shows no wallet button without a wallet, only the way to set one up', async () => {
    renderWidget({ config: { products: ['crypto'] } });
    expect(await screen.findByRole('button', { name: 'Set up a new crypto wallet' })).toBeTruthy();
    expect(walletButtons()).toEqual([]);
  });

  it('shows each wallet found by EIP-6963 or injected flags, with its own label', async () => {
    announce('io.metamask', fakeEthereum());
    inject('solana', fakeSolana());
    inject('BinanceChain', fakeEthereum());
    renderWidget({ config: { products: ['crypto'] } });
    await screen.findByRole('button', { name: 'Continue with Metamask' });
    expect(walletButtons()).toEqual(['Continue with Metamask', 'Continue with Phantom', 'Continue with Binance']);
  });

  it('shows a wallet that announces itself after the widget mounted', async () => {
    renderWidget({ config: { products: ['crypto'] } });
    await screen.findByRole('button', { name: 'Set up a new crypto wallet' });
    const detail = { info: { uuid: 'late', name: 'Rabby', rdns: 'io.rabby', icon: '' }, provider: fakeEthereum() };
    act(() => void window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })));
    expect(await screen.findByRole('button', { name: 'Continue with Other Ethereum Wallet' })).toBeTruthy();
  });

  describe('6 minus the social providers minus 1', () => {
    /** All seven wallets on the page. */
    function everyWallet() {
      inject('ethereum', {
        ...fakeEthereum(),
        providers: [fakeEthereum({}, { isMetaMask: true }), fakeEthereum({}, { isCoinbaseWallet: true }), fakeEthereum()],
      });
      inject('BinanceChain', fakeEthereum());
      inject('vessel', { ethereum: fakeEthereum() });
      inject('phantom', { solana: fakeSolana() });
      inject('solana', { ...fakeSolana(), isPhantom: false });
    }
    /** Wallet buttons only: 'Continue with Google' and the other social buttons are not counted. */
    const WALLET_LABEL = /^Continue with (Metamask|Phantom|Vessel|Binance|Coinbase|Other Ethereum Wallet|Other Solana Wallet)$/;
    const shownWallets = () => screen.queryAllByRole('button', { name: WALLET_LABEL }).map((b) => b.textContent);
    const socialButtons = () => screen.queryAllByRole('button', { name: /^Continue with (Google|Apple|Microsoft|GitHub|GitLab)$/ });
    const PROVIDERS = ['google', 'apple', 'microsoft', 'github', 'gitlab'] as const;
    const withSocial = (count: number): Partial<LoginConfig> => ({
      products: ['oauth', 'crypto'],
      oauthOptions: { providers: PROVIDERS.slice(0, count).map((type) => ({ type })) },
    });

    it.each([
      [1, 4],
      [2, 3],
      [5, 0],
    ])('with OAuth listed and %i social providers Main shows %i wallet buttons and the rest behind one button', async (social, shown) => {
      everyWallet();
      const { user } = renderWidget({ config: withSocial(social) });
      await screen.findByRole('button', { name: 'Continue with other Crypto Wallet' });
      expect(socialButtons()).toHaveLength(social);
      expect(shownWallets()).toHaveLength(shown);
      await user.click(screen.getByRole('button', { name: 'Continue with other Crypto Wallet' }));
      expect(await screen.findByRole('heading', { name: 'Other crypto wallets' })).toBeTruthy();
      expect(shownWallets()).toHaveLength(7 - shown);
      expect(screen.getByRole('button', { name: 'Set up a new crypto wallet' })).toBeTruthy();
    });

    it('does not count OAuth providers when OAuth is not a listed product', async () => {
      everyWallet();
      renderWidget({ config: { ...withSocial(4), products: ['crypto'] } });
      await screen.findByRole('button', { name: 'Continue with other Crypto Wallet' });
      expect(shownWallets()).toEqual([
        'Continue with Metamask',
        'Continue with Phantom',
        'Continue with Vessel',
        'Continue with Binance',
        'Continue with Coinbase',
      ]);
    });

    it("takes the count from the shell, which sums what the other listed products' sections declare", async () => {
      everyWallet();
      const section = (id: string, count: number) =>
        ({ id, mainSection: { component: () => <p>{id}</p>, group: 'buttons', buttonCount: () => count } }) as unknown as AnyPlugin;
      const { user } = renderWidget({
        config: { products: ['crypto', 'broom' as ProductId, 'wand' as ProductId] },
        plugins: { broom: async () => ({ default: section('broom', 1) }), wand: async () => ({ default: section('wand', 2) }) },
      });
      await screen.findByRole('button', { name: 'Continue with other Crypto Wallet' });
      expect(shownWallets()).toEqual(['Continue with Metamask', 'Continue with Phantom']);
      await user.click(screen.getByRole('button', { name: 'Continue with other Crypto Wallet' }));
      expect(await screen.findByRole('heading', { name: 'Other crypto wallets' })).toBeTruthy();
      expect(shownWallets()).toHaveLength(5);
    });
  });
});

describe('signing in with a wallet', () => {
  it('Ethereum: connects, gets a challenge, has it personal_signed and ends on CryptoConfirmation', async () => {
    acceptAll();
    const wallet = fakeEthereum();
    announce('io.metamask', wallet);
    const onEvent = vi.fn();
    const { user } = renderWidget({ config: { products: ['crypto'], sessionOptions: { sessionDurationMinutes: 45 } }, callbacks: { onEvent } });
    await user.click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(screen.getByText('Your wallet is verified and you are signed in.')).toBeTruthy();
    expect(wallet.request.mock.calls.map(([call]) => call)).toEqual([
      { method: 'eth_requestAccounts' },
      { method: 'personal_sign', params: [utf8Hex(CHALLENGE), ETH_ADDRESS] },
    ]);
    expect(api.calls(START).map((c) => c.body)).toEqual([{ crypto_wallet_address: ETH_ADDRESS, crypto_wallet_type: 'ethereum' }]);
    expect(api.calls(AUTHENTICATE).map((c) => c.body)).toEqual([
      { crypto_wallet_address: ETH_ADDRESS, crypto_wallet_type: 'ethereum', signature: '0xsigned', session_duration_minutes: 45 },
    ]);
    expect(onEvent.mock.calls.filter(([e]) => e.type === 'AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
    expect(document.cookie).toContain('stytch_session=session-token');
  });

  it('shows CryptoConnect, then CryptoSignMessage, while the wallet windows are open', async () => {
    acceptAll();
    const account = pending<string[]>();
    const signature = pending<string>();
    announce('io.metamask', fakeEthereum({ eth_requestAccounts: () => account.promise, personal_sign: () => signature.promise }));
    const { user } = renderWidget({ config: { products: ['crypto'] } });
    await user.click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
    expect(await screen.findByRole('heading', { name: 'Connect your wallet' })).toBeTruthy();
    expect(screen.getByText('Waiting for Metamask…').getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Connect your wallet' })));
    account.resolve([ETH_ADDRESS]);
    expect(await screen.findByRole('heading', { name: 'Sign the message' })).toBeTruthy();
    signature.resolve('0xsigned');
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
  });

  it('sends siwe_params with the page origin when the project requires SIWE', async () => {
    acceptAll();
    api.server.use(http.get(sdk('/projects/bootstrap/:token'), () => ok(rawBootstrap({ siwe_required_for_crypto_wallets: true }))));
    announce('io.metamask', fakeEthereum());
    const { user } = renderWidget({ config: { products: ['crypto'] } });
    await user.click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
    await screen.findByRole('heading', { name: 'Success' });
    expect(api.calls(START)[0]?.body).toEqual({
      crypto_wallet_address: ETH_ADDRESS,
      crypto_wallet_type: 'ethereum',
      siwe_params: { uri: location.origin },
    });
  });

  it('Solana: connect and signMessage, with the signature sent in base58', async () => {
    acceptAll();
    const wallet = fakeSolana();
    inject('solana', wallet);
    const { user } = renderWidget({ config: { products: ['crypto'] } });
    await user.click(await screen.findByRole('button', { name: 'Continue with Phantom' }));
    await screen.findByRole('heading', { name: 'Success' });
    expect(wallet.signMessage).toHaveBeenCalledWith(new TextEncoder().encode(CHALLENGE), 'utf8');
    expect(api.calls(AUTHENTICATE)[0]?.body).toMatchObject({
      crypto_wallet_address: SOL_ADDRESS,
      crypto_wallet_type: 'solana',
      signature: bs58.encode(SOL_SIGNATURE),
    });
  });

  it('one click, one request: a double click connects once', async () => {
    acceptAll();
    const wallet = fakeEthereum();
    announce('io.metamask', wallet);
    const { user } = renderWidget({ config: { products: ['crypto'] } });
    await user.dblClick(await screen.findByRole('button', { name: 'Continue with Metamask' }));
    await screen.findByRole('heading', { name: 'Success' });
    expect(wallet.request.mock.calls.filter(([c]) => c.method === 'eth_requestAccounts')).toHaveLength(1);
    expect(api.calls(START)).toHaveLength(1);
    expect(api.calls(AUTHENTICATE)).toHaveLength(1);
  });
});

describe('failures end on CryptoError', () => {
  const expectCryptoError = async (message: string) => {
    expect(await screen.findByRole('heading', { name: 'Looks like there was an error!' })).toBeTruthy();
    expect(
      screen.getByText('Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!'),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(message);
  };

  it('the person refuses to connect: "[Error] Could not connect to wallet", reported to onError, nothing sent', async () => {
    announce('io.metamask', fakeEthereum({ eth_requestAccounts: () => Promise.reject(rejected()) }));
    const onError = vi.fn();
    const { user } = renderWidget({ config: { products: ['crypto'] }, callbacks: { onError } });
    await user.click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
    await expectCryptoError('[Error] Could not connect to wallet');
    expect(onError).toHaveBeenCalledWith({ message: '[Error] Could not connect to wallet' });
    expect(api.calls(START)).toHaveLength(0);
  });

  it('the person refuses to sign: "[Error] Could not sign message"; back returns to Main with nothing lost', async () => {
    api.server.use(jsonHandler('post', START, () => ok({ challenge: CHALLENGE })));
    const wallet = fakeEthereum({ personal_sign: () => Promise.reject(rejected()) });
    announce('io.metamask', wallet);
    const onError = vi.fn();
    const { user } = renderWidget({ config: { products: ['crypto', 'emailMagicLinks'] }, callbacks: { onError } });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with Metamask' }));
    await expectCryptoError('[Error] Could not sign message');
    expect(onError).toHaveBeenCalledWith({ message: '[Error] Could not sign message' });
    expect(api.calls(AUTHENTICATE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect(walletButtons()).toEqual(['Continue with Metamask']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("the provider refuses the signature: CryptoError, and onError carries the provider's error type", async () => {
    api.server.use(
      jsonHandler('post', START, () => ok({ challenge: CHALLENGE })),
      jsonHandler('post', AUTHENTICATE, () => apiError(401, 'invalid_signature', 'The signature does not match.')),
    );
    announce('io.metamask', fakeEthereum());
    const onError = vi.fn();
    const { user } = renderWidget({ config: { products: ['crypto'] }, callbacks: { onError } });
    await user.click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
    await expectCryptoError('[Error] Could not sign message');
    expect(onError).toHaveBeenCalledWith({ message: '[Error] Could not sign message', type: 'invalid_signature' });
    expect(document.cookie).not.toContain('stytch_session=');
  });

  it('leaving CryptoConnect abandons the flow: a late answer from the wallet asks for no challenge', async () => {
    const account = pending<string[]>();
    announce('io.metamask', fakeEthereum({ eth_requestAccounts: () => account.promise }));
    const { user } = renderWidget({ config: { products: ['crypto'] } });
    await user.click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    await act(async () => account.resolve([ETH_ADDRESS]));
    expect(api.calls(START)).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });
});

describe('CryptoSetupWallet', () => {
  it('lists four wallets, each opening its https download page in a new tab', async () => {
    const { user } = renderWidget({ config: { products: ['crypto'] } });
    await user.click(await screen.findByRole('button', { name: 'Set up a new crypto wallet' }));
    expect(await screen.findByRole('heading', { name: 'Set up a new crypto wallet' })).toBeTruthy();
    const links = screen.getByRole('navigation', { name: 'Wallet downloads' }).querySelectorAll('a');
    expect([...links].map((a) => a.textContent)).toEqual([
      'Metamask (opens in a new tab)',
      'Phantom (opens in a new tab)',
      'Coinbase (opens in a new tab)',
      'Binance (opens in a new tab)',
    ]);
    for (const a of links) {
      expect(a.protocol).toBe('https:');
      expect([a.target, a.rel]).toEqual(['_blank', 'noopener noreferrer']);
    }
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });
});
