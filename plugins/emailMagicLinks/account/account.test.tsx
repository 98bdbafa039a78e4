import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../core/types.js';
import { accountHandlers, accountSession, accountUser, signedInClient } from '../../../test/support/account.js';
import { apiError, ok, renderWidget, sdk, useApi } from '../../../test/support/widget.js';

const api = useApi();
const text = (element: Element) => element.textContent ?? '';
const section = () => screen.getByRole('region', { name: 'Email addresses' });

function mount(user: User) {
  const state = { user };
  const onEvent = vi.fn();
  api.server.use(
    ...accountHandlers(state),
    http.post(sdk('/magic_links/email/send/secondary'), async ({ request }) => {
      const body = (await request.json()) as { email: string };
      return body.email === 'taken@example.com'
        ? apiError(400, 'duplicate_email', 'A user with the specified email already exists for this project.')
        : ok();
    }),
    http.post(sdk('/magic_links/authenticate'), () => {
      state.user = { ...state.user, emails: [...state.user.emails, { email_id: 'email-new', email: 'new@example.com', verified: true }] };
      return ok({
        user_id: 'user-1',
        user: state.user,
        session: accountSession(),
        session_token: 'session-token',
        session_jwt: 'session-jwt',
        method_id: 'email-new',
      });
    }),
  );
  const view = renderWidget({
    entry: 'account',
    client: signedInClient(user),
    config: { products: ['emailMagicLinks'], accountOptions: { sections: ['emails'], returnUrl: 'https://app.example/account' } },
    callbacks: { onEvent },
  });
  return { ...view, state, onEvent };
}

afterEach(() => history.replaceState(null, '', '/'));

describe('the emails section of email magic links', () => {
  it('sends a link that comes back to the account page, with the session (send/secondary)', async () => {
    const { user } = mount(accountUser());
    await user.type(await screen.findByRole('textbox', { name: 'New email address' }), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a link' }));
    expect(text(await within(section()).findByRole('status'))).toBe(
      'We sent a link to new@example.com. Open it in this browser to add the address to your account.',
    );
    expect(api.calls('/magic_links/email/send/secondary').map((c) => c.body)).toEqual([
      {
        email: 'new@example.com',
        login_expiration_minutes: 30,
        signup_expiration_minutes: 30,
        login_magic_link_url: 'https://app.example/account',
        signup_magic_link_url: 'https://app.example/account',
      },
    ]);
  });

  it('opened from the link, adds the address: the token is spent once and leaves the address bar', async () => {
    history.replaceState(null, '', '/account?stytch_token_type=magic_links&token=link-token&tab=1');
    const { onEvent } = mount(accountUser());
    await within(await screen.findByRole('region', { name: 'Email addresses' })).findByText('new@example.com');
    expect(api.calls('/magic_links/authenticate').map((c) => c.body)).toEqual([{ token: 'link-token', session_duration_minutes: 30 }]);
    expect(location.search).toBe('?tab=1');
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith({ type: 'ACCOUNT_CHANGE', data: { change: 'email_added', user_id: 'user-1', id: 'email-new' } }),
    );
  });

  it('says when an address belongs to another account, and sends nothing for one already on this one', async () => {
    const { user } = mount(accountUser());
    const field = await screen.findByRole('textbox', { name: 'New email address' });
    await user.type(field, 'ada@EXAMPLE.com');
    await user.click(screen.getByRole('button', { name: 'Send a link' }));
    expect(text(within(section()).getByRole('alert'))).toBe('This email address is already on your account.');
    expect(api.calls('/magic_links/email/send/secondary')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a link' }));
    expect(text(await within(section()).findByRole('alert'))).toBe('This email address belongs to another account.');
  });
});
