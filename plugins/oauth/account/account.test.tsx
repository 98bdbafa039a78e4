import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../core/types.js';
import { accountHandlers, accountSession, accountUser, signedInClient } from '../../../test/support/account.js';
import { ok, renderWidget, sdk, TOKEN, useApi } from '../../../test/support/widget.js';

const api = useApi();
const text = (element: Element) => element.textContent ?? '';
const section = () => screen.getByRole('region', { name: 'Connected accounts' });
const github = { oauth_user_registration_id: 'oauth-gh', provider_subject: 'gh-1', provider_type: 'GitHub', profile_picture_url: '', locale: '' };

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  assign.mockRestore();
  history.replaceState(null, '', '/');
});

function mount(user: User) {
  const state = { user };
  const onEvent = vi.fn();
  api.server.use(
    ...accountHandlers(state),
    http.post(sdk('/oauth/attach'), () => ok({ oauth_attach_token: 'attach-1' })),
    http.post(sdk('/oauth/authenticate'), () => {
      state.user = { ...state.user, providers: [...state.user.providers, github] };
      return ok({
        user_id: 'user-1',
        user: state.user,
        session: accountSession(),
        session_token: 'session-token',
        session_jwt: 'session-jwt',
        oauth_user_registration_id: 'oauth-gh',
        provider_subject: 'gh-1',
        provider_type: 'GitHub',
        provider_values: {},
      });
    }),
  );
  const view = renderWidget({
    entry: 'account',
    client: signedInClient(user),
    config: {
      products: ['oauth'],
      oauthOptions: { providers: [{ type: 'google' }, { type: 'github', custom_scopes: ['read:user'] }] },
      accountOptions: { sections: ['connectedAccounts'], returnUrl: 'https://app.example/account' },
    },
    callbacks: { onEvent },
  });
  return { ...view, state, onEvent };
}

describe('the connected-accounts section of OAuth', () => {
  it('connects a provider: an attach token with the session, then its start, coming back to the account page', async () => {
    const { user } = mount(accountUser());
    await user.click(await screen.findByRole('button', { name: 'Connect GitHub' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(api.calls('/oauth/attach').map((c) => c.body)).toEqual([{ provider: 'github' }]);
    const url = new URL(String(assign.mock.calls[0]![0]));
    expect(url.pathname).toBe('/v1/public/oauth/github/start');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      public_token: TOKEN,
      custom_scopes: 'read:user',
      login_redirect_url: 'https://app.example/account',
      oauth_attach_token: 'attach-1',
    });
  });

  it('back from the provider, authenticates the return with the session and lists the account, once', async () => {
    history.replaceState(null, '', '/account?stytch_token_type=oauth&token=oauth-token');
    const { onEvent } = mount(accountUser());
    await within(await screen.findByRole('region', { name: 'Connected accounts' })).findByText('GitHub');
    expect(api.calls('/oauth/authenticate').map((c) => (c.body as { token: string }).token)).toEqual(['oauth-token']);
    expect(location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Connect GitHub' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Connect Google' })).toBeTruthy();
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith({ type: 'ACCOUNT_CHANGE', data: { change: 'provider_connected', user_id: 'user-1', id: 'oauth-gh' } }),
    );
  });

  it('says why a return brought no account: another user has it, or the visitor cancelled', async () => {
    history.replaceState(null, '', '/account?stytch_token_type=oauth&error=duplicate_oauth_user_registration&error_description=x');
    mount(accountUser());
    expect(text(await within(await screen.findByRole('region', { name: 'Connected accounts' })).findByRole('alert'))).toBe(
      'That account is already connected to another user, so it was not connected here.',
    );
    expect(api.calls('/oauth/authenticate')).toHaveLength(0);
  });

  it('disconnects a provider after the confirmation, and tells the host', async () => {
    const { user, onEvent } = mount(accountUser({ providers: [github] }));
    await user.click(await screen.findByRole('button', { name: 'Remove GitHub' }));
    await user.click(within(section()).getByRole('button', { name: 'Remove' }));
    expect(await within(section()).findByText('No account connected yet.')).toBeTruthy();
    expect(onEvent).toHaveBeenCalledWith({ type: 'ACCOUNT_CHANGE', data: { change: 'provider_disconnected', user_id: 'user-1', id: 'oauth-gh' } });
  });

  it('never disconnects the last way to sign in: it says why and sends nothing', async () => {
    const { user } = mount(accountUser({ emails: [], providers: [github] }));
    await user.click(await screen.findByRole('button', { name: 'Remove GitHub' }));
    expect(text(within(section()).getByRole('alert'))).toBe('This is the only way you can sign in, so it cannot be removed. Add another way first.');
    expect(api.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });
});
