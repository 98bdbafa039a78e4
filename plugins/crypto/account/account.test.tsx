import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../core/types.js';
import { accountHandlers, accountSession, accountUser, signedInClient } from '../../../test/support/account.js';
import { apiError, ok, renderWidget, sdk, useApi } from '../../../test/support/widget.js';
import { shortAddress } from './WalletsSection.js';

const api = useApi();
const text = (element: Element) => element.textContent ?? '';
const section = () => screen.getByRole('region', { name: 'Wallets' });
const ADDRESS = '0x6df2db4fb3da35d241901bd53367770bf03123f1';
const page = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete page.ethereum;
});

/** A MetaMask-like wallet on the page: `sign` is what personal_sign does (a thrown error is the person saying no). */
function wallet(sign: () => unknown = () => '0xsigned') {
  page.ethereum = {
    isMetaMask: true,
    request: vi.fn(async ({ method }: { method: string }) => (method === 'eth_requestAccounts' ? [ADDRESS] : sign())),
  };
}

function mount(user: User, taken = false) {
  const state = { user };
  const onEvent = vi.fn();
  api.server.use(
    ...accountHandlers(state),
    http.post(sdk('/crypto_wallets/authenticate/start/secondary'), () => ok({ challenge: 'Sign in to Unit.\n\nNonce: 1' })),
    http.post(sdk('/crypto_wallets/authenticate'), () => {
      if (taken) return apiError(400, 'duplicate_crypto_wallet', 'Another user already has this crypto wallet.');
      state.user = {
        ...state.user,
        crypto_wallets: [{ crypto_wallet_id: 'wallet-1', crypto_wallet_address: ADDRESS, crypto_wallet_type: 'ethereum', verified: true }],
      };
      return ok({ user_id: 'user-1', user: state.user, session: accountSession(), session_token: 'session-token', session_jwt: 'session-jwt' });
    }),
  );
  const view = renderWidget({
    entry: 'account',
    client: signedInClient(user),
    config: { products: ['crypto'], accountOptions: { sections: ['wallets'] } },
    callbacks: { onEvent },
  });
  return { ...view, state, onEvent };
}

describe('the wallets section of crypto wallets', () => {
  it('adds the wallet found in the browser: a challenge started with the session, signed, then listed', async () => {
    wallet();
    const { user, onEvent } = mount(accountUser());
    await user.click(await screen.findByRole('button', { name: 'Add Metamask' }));
    expect(await within(section()).findByText(shortAddress(ADDRESS))).toBeTruthy();
    expect(within(section()).getByText('Ethereum wallet')).toBeTruthy();
    expect(api.calls('/crypto_wallets/authenticate/start/secondary').map((c) => c.body)).toEqual([
      { crypto_wallet_address: ADDRESS, crypto_wallet_type: 'ethereum' },
    ]);
    expect(api.calls('/crypto_wallets/authenticate').map((c) => (c.body as { signature: string }).signature)).toEqual(['0xsigned']);
    expect(onEvent).toHaveBeenCalledWith({ type: 'ACCOUNT_CHANGE', data: { change: 'wallet_added', user_id: 'user-1', id: 'wallet-1' } });
  });

  it('a refused signature adds nothing and says so; no check is asked of the provider', async () => {
    wallet(() => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    });
    const { user, state } = mount(accountUser());
    await user.click(await screen.findByRole('button', { name: 'Add Metamask' }));
    expect(text(await within(section()).findByRole('alert'))).toBe('Metamask did not sign the message, so the wallet was not added. Try again.');
    expect(api.calls('/crypto_wallets/authenticate')).toHaveLength(0);
    expect(state.user.crypto_wallets).toEqual([]);
  });

  it('says when the wallet is another account’s', async () => {
    wallet();
    const { user } = mount(accountUser(), true);
    await user.click(await screen.findByRole('button', { name: 'Add Metamask' }));
    expect(text(await within(section()).findByRole('alert'))).toBe('This wallet belongs to another account.');
  });

  it('without a wallet in the browser, says how to get one', async () => {
    mount(accountUser());
    expect(await screen.findByText('No wallet was found in this browser. Install one, then come back to add it.')).toBeTruthy();
  });

  it('removes a wallet after the confirmation', async () => {
    const withWallet = accountUser({
      crypto_wallets: [{ crypto_wallet_id: 'wallet-1', crypto_wallet_address: ADDRESS, crypto_wallet_type: 'ethereum', verified: true }],
    });
    const { user, onEvent } = mount(withWallet);
    await user.click(await screen.findByRole('button', { name: `Remove ${shortAddress(ADDRESS)}` }));
    await user.click(within(section()).getByRole('button', { name: 'Remove' }));
    expect(await within(section()).findByText('No wallet yet.')).toBeTruthy();
    expect(onEvent).toHaveBeenCalledWith({ type: 'ACCOUNT_CHANGE', data: { change: 'wallet_removed', user_id: 'user-1', id: 'wallet-1' } });
  });
});
