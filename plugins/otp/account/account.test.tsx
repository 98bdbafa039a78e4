import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../core/types.js';
import { accountHandlers, accountSession, accountUser, signedInClient } from '../../../test/support/account.js';
import { apiError, ok, renderWidget, sdk, useApi } from '../../../test/support/widget.js';

const api = useApi();
const text = (element: Element) => element.textContent ?? '';

/** The provider's side of a code sent with the session: each send answers a method id, the right code adds the contact. */
function mount(user: User, code = '123456') {
  const state = { user };
  const onEvent = vi.fn();
  api.server.use(
    ...accountHandlers(state),
    http.post(sdk('/otps/:channel/send/secondary'), async ({ request }) => {
      const body = (await request.json()) as { email?: string; phone_number?: string };
      if (body.email === 'taken@example.com')
        return apiError(400, 'duplicate_email', 'A user with the specified email already exists for this project.');
      return ok({ method_id: body.email ? 'email-new' : 'phone-new' });
    }),
    http.post(sdk('/otps/authenticate'), async ({ request }) => {
      const body = (await request.json()) as { token: string; method_id: string };
      if (body.token !== code) return apiError(404, 'otp_code_not_found', 'An otp_code for this method_id could not be found.');
      const added = body.method_id === 'email-new';
      state.user = added
        ? { ...state.user, emails: [...state.user.emails, { email_id: 'email-new', email: 'new@example.com', verified: true }] }
        : { ...state.user, phone_numbers: [...state.user.phone_numbers, { phone_id: 'phone-new', phone_number: '+14155550100', verified: true }] };
      return ok({
        user_id: 'user-1',
        user: state.user,
        session: accountSession(),
        session_token: 'session-token',
        session_jwt: 'session-jwt',
        method_id: body.method_id,
      });
    }),
  );
  const view = renderWidget({
    entry: 'account',
    client: signedInClient(user),
    config: { products: ['otp'], otpOptions: { methods: ['email', 'sms'] }, accountOptions: { sections: ['emails', 'phones'] } },
    callbacks: { onEvent },
  });
  return { ...view, state, onEvent };
}

const section = (name: string) => screen.getByRole('region', { name });
const typeCode = async (user: ReturnType<typeof mount>['user'], code: string) => {
  await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.keyboard(code);
};

describe('the emails and phones sections of one-time passcodes', () => {
  it('adds an email with a code sent with the session, then lists it and tells the host', async () => {
    const { user, onEvent } = mount(accountUser());
    await user.type(await screen.findByRole('textbox', { name: 'New email address' }), 'new@example.com');
    await user.click(within(section('Email addresses')).getByRole('button', { name: 'Send a code' }));
    expect(api.calls('/otps/email/send/secondary').map((c) => c.body)).toEqual([{ email: 'new@example.com', expiration_minutes: 5 }]);
    expect(text(within(section('Email addresses')).getByText(/Enter the code we sent to/))).toBe(
      'Enter the code we sent to new@example.com to add it to your account.',
    );
    await typeCode(user, '123456');
    await within(section('Email addresses')).findByText('new@example.com');
    expect(await screen.findByText('Email address added.')).toBeTruthy();
    expect(onEvent).toHaveBeenCalledWith({ type: 'ACCOUNT_CHANGE', data: { change: 'email_added', user_id: 'user-1', id: 'email-new' } });
  });

  it('a wrong code adds nothing and says so; the boxes start again', async () => {
    const { user, state } = mount(accountUser());
    await user.type(await screen.findByRole('textbox', { name: 'New email address' }), 'new@example.com');
    await user.click(within(section('Email addresses')).getByRole('button', { name: 'Send a code' }));
    await typeCode(user, '999999');
    expect(text(await within(section('Email addresses')).findByRole('alert'))).toContain('Invalid passcode, please try again.');
    expect(state.user.emails).toHaveLength(1);
    expect(api.calls('/otps/authenticate')).toHaveLength(1);
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Digit 1 of 6' }) as HTMLInputElement).value).toBe(''));
  });

  it('refuses an address already on the account or malformed before any request, and one another account has after', async () => {
    const { user } = mount(accountUser());
    const field = await screen.findByRole('textbox', { name: 'New email address' });
    const send = within(section('Email addresses')).getByRole('button', { name: 'Send a code' });
    await user.type(field, 'ADA@example.com');
    await user.click(send);
    expect(text(within(section('Email addresses')).getByRole('alert'))).toBe('This email address is already on your account.');
    await user.clear(field);
    await user.type(field, 'not an address');
    await user.click(send);
    expect(text(within(section('Email addresses')).getByRole('alert'))).toBe('Enter an email address such as name@example.com.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('/otps/email/send/secondary')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'taken@example.com');
    await user.click(send);
    expect(text(await within(section('Email addresses')).findByRole('alert'))).toBe('This email address belongs to another account.');
  });

  it('adds a phone typed with spaces, sent in E.164 by text message', async () => {
    const { user, onEvent } = mount(accountUser());
    await user.type(await screen.findByRole('textbox', { name: 'New phone number' }), '+1 (415) 555-0100');
    await user.click(within(section('Phone numbers')).getByRole('button', { name: 'Send a code' }));
    await waitFor(() =>
      expect(api.calls('/otps/sms/send/secondary').map((c) => c.body)).toEqual([{ phone_number: '+14155550100', expiration_minutes: 5 }]),
    );
    await typeCode(user, '123456');
    await within(section('Phone numbers')).findByText('+14155550100');
    expect(onEvent).toHaveBeenCalledWith({ type: 'ACCOUNT_CHANGE', data: { change: 'phone_added', user_id: 'user-1', id: 'phone-new' } });
  });

  it('adds a national number in the region picked, and refuses one that is no number there before any request', async () => {
    const { user } = mount(accountUser());
    const field = await screen.findByRole('textbox', { name: 'New phone number' });
    const send = within(section('Phone numbers')).getByRole('button', { name: 'Send a code' });
    await user.type(field, '555 01');
    await user.click(send);
    expect(text(await within(section('Phone numbers')).findByRole('alert'))).toBe('Invalid phone number, please try again.');
    expect(api.calls('/otps/sms/send/secondary')).toHaveLength(0);
    await screen.findByRole('option', { name: /France/ });
    await user.selectOptions(within(section('Phone numbers')).getByRole('combobox', { name: 'Country or region' }), 'FR');
    await user.clear(field);
    await user.type(field, '06 12 34 56 78');
    await user.click(send);
    await waitFor(() =>
      expect(api.calls('/otps/sms/send/secondary').map((c) => c.body)).toEqual([{ phone_number: '+33612345678', expiration_minutes: 5 }]),
    );
  });

  it('Cancel (or Escape) leaves the code and goes back to the address, focused', async () => {
    const { user } = mount(accountUser());
    await user.type(await screen.findByRole('textbox', { name: 'New phone number' }), '+14155550100');
    await user.click(within(section('Phone numbers')).getByRole('button', { name: 'Send a code' }));
    await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'New phone number' })));
  });

  it('removes an email after the confirmation, unless it is the last way in, which it refuses before any request', async () => {
    const two = accountUser({ emails: [...accountUser().emails, { email_id: 'email-2', email: 'second@example.com', verified: true }] });
    const { user, onEvent } = mount(two);
    await user.click(await screen.findByRole('button', { name: 'Remove second@example.com' }));
    expect(text(within(section('Email addresses')).getByRole('alert'))).toBe('Once removed, this address can no longer be used to sign in.');
    const confirm = within(section('Email addresses')).getByRole('button', { name: 'Remove' });
    expect(document.activeElement).toBe(confirm);
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByText('second@example.com')).toBeNull());
    expect(onEvent).toHaveBeenCalledWith({ type: 'ACCOUNT_CHANGE', data: { change: 'email_removed', user_id: 'user-1', id: 'email-2' } });
    await user.click(screen.getByRole('button', { name: 'Remove ada@example.com' }));
    expect(text(within(section('Email addresses')).getByRole('alert'))).toBe(
      'This is the only way you can sign in, so it cannot be removed. Add another way first.',
    );
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/users/emails/email-2']);
  });

  it('a network failure while removing leaves the list as the provider has it; one request per click', async () => {
    const two = accountUser({ emails: [...accountUser().emails, { email_id: 'email-2', email: 'second@example.com', verified: true }] });
    const { user } = mount(two);
    api.server.use(http.delete(sdk('/users/emails/:id'), async () => (await delay(30), Response.error())));
    await user.click(await screen.findByRole('button', { name: 'Remove second@example.com' }));
    await user.dblClick(within(section('Email addresses')).getByRole('button', { name: 'Remove' }));
    expect(await within(section('Email addresses')).findByText('Unable to contact our servers.')).toBeTruthy();
    expect(screen.getByText('second@example.com')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });
});
