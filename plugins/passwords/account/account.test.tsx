import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../core/types.js';
import { accountHandlers, accountSession, accountUser, signedInClient } from '../../../test/support/account.js';
import { strength } from '../../../test/support/passwords.js';
import { apiError, ok, renderWidget, sdk, useApi } from '../../../test/support/widget.js';

const api = useApi();
const text = (element: Element) => element.textContent ?? '';
const section = () => screen.getByRole('region', { name: 'Password' });
const withPassword = () => accountUser({ password: { password_id: 'password-1', requires_reset: false } });

function mount(user: User, minutesAgo = 1, products: string[] = ['passwords']) {
  const state = { user };
  const onEvent = vi.fn();
  const answer = () => {
    state.user = { ...state.user, password: { password_id: 'password-1', requires_reset: false } };
    return ok({ user_id: 'user-1', user: state.user, session: accountSession(), session_token: 'session-token', session_jwt: 'session-jwt' });
  };
  api.server.use(
    ...accountHandlers(state),
    http.post(sdk('/passwords/strength_check'), async ({ request }) => {
      const { password } = (await request.json()) as { password: string };
      return ok(password.length < 12 ? strength({ valid_password: false, score: 1 }) : strength());
    }),
    http.post(sdk('/passwords/session/reset'), answer),
    http.post(sdk('/passwords/existing_password/reset'), async ({ request }) => {
      const { existing_password } = (await request.json()) as { existing_password: string };
      return existing_password === 'old password 1' ? answer() : apiError(401, 'unauthorized_credentials', 'Unauthorized credentials.');
    }),
  );
  const view = renderWidget({
    entry: 'account',
    client: signedInClient(user, accountSession([{ delivery_method: 'email', minutesAgo }])),
    config: { products: products as never, otpOptions: { methods: ['email'] }, accountOptions: { sections: ['password'] } },
    callbacks: { onEvent },
  });
  return { ...view, state, onEvent };
}

describe('the password section', () => {
  it('sets a first password from a recent session, after the meter calls it valid', async () => {
    const { user, onEvent } = mount(accountUser());
    const field = await screen.findByLabelText('New password', { selector: 'input' });
    const set = within(section()).getByRole('button', { name: 'Set password' });
    await user.type(field, 'short');
    await waitFor(() => expect(api.calls('/passwords/strength_check').length).toBeGreaterThan(0));
    expect(set).toHaveProperty('disabled', true);
    await user.clear(field);
    await user.type(field, 'a long and good passphrase');
    await waitFor(() => expect(set).toHaveProperty('disabled', false));
    await user.click(set);
    expect(await screen.findByText('Your password is set.')).toBeTruthy();
    expect(api.calls('/passwords/session/reset').map((c) => c.body)).toEqual([
      { password: 'a long and good passphrase', session_duration_minutes: 30 },
    ]);
    expect(onEvent).toHaveBeenCalledWith({ type: 'ACCOUNT_CHANGE', data: { change: 'password_set', user_id: 'user-1' } });
  });

  it('asks for a recent sign-in first when the session proved no email or phone in the last 5 minutes', async () => {
    const { user } = mount(accountUser(), 30, ['passwords', 'otp']);
    expect(
      await within(await screen.findByRole('region', { name: 'Password' })).findByText(/this change needs a sign-in from the last 5 minutes/),
    ).toBeTruthy();
    expect(screen.queryByLabelText('New password', { selector: 'input' })).toBeNull();
    api.server.use(http.post(sdk('/otps/email/login_or_create'), () => ok({ method_id: 'email-1' })));
    await user.click(within(section()).getByRole('button', { name: 'Email a code to ada@example.com' }));
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
  });

  it('changes the password with the current one; a wrong current one changes nothing', async () => {
    const { user, onEvent } = mount(withPassword());
    await user.type(await screen.findByLabelText('Current password', { selector: 'input' }), 'not it');
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'a long and good passphrase');
    const change = within(section()).getByRole('button', { name: 'Change password' });
    await waitFor(() => expect(change).toHaveProperty('disabled', false));
    await user.click(change);
    expect(text(await within(section()).findByRole('alert'))).toBe('The current password is not right. Nothing was changed.');
    expect(onEvent).not.toHaveBeenCalled();
    const current = screen.getByLabelText('Current password', { selector: 'input' });
    await user.clear(current);
    await user.type(current, 'old password 1');
    await user.click(change);
    expect(await screen.findByText('Your password is changed.')).toBeTruthy();
    expect(onEvent).toHaveBeenCalledWith({ type: 'ACCOUNT_CHANGE', data: { change: 'password_changed', user_id: 'user-1' } });
  });

  it('says a password needs an email when the account has none', async () => {
    mount(accountUser({ emails: [], phone_numbers: [{ phone_id: 'phone-1', phone_number: '+14155550100', verified: true }] }));
    expect(await screen.findByText('A password signs in with an email address: add one to your account first.')).toBeTruthy();
  });
});
