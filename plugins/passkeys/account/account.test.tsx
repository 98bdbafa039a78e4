import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../core/types.js';
import { installFakeWebAuthn, type FakeWebAuthn } from '../../../test/support/fakeWebAuthn.js';
import { accountHandlers, accountSession, accountUser, signedInClient } from '../../../test/support/account.js';
import { ok, renderWidget, sdk, useApi } from '../../../test/support/widget.js';

const api = useApi();
const text = (element: Element) => element.textContent ?? '';
const section = () => screen.getByRole('region', { name: 'Passkeys' });
const passkey = (id: string, name: string) => ({
  webauthn_registration_id: id,
  name,
  domain: 'localhost',
  user_agent: 'UA',
  authenticator_type: 'platform',
  verified: true,
});

let fake: FakeWebAuthn;
beforeEach(() => {
  fake = installFakeWebAuthn();
});
afterEach(() => fake.restore());

function mount(user: User) {
  const state = { user };
  const onEvent = vi.fn();
  api.server.use(
    ...accountHandlers(state),
    http.put(sdk('/webauthn/update/:id'), async ({ params, request }) => {
      const { name } = (await request.json()) as { name: string };
      state.user = {
        ...state.user,
        webauthn_registrations: state.user.webauthn_registrations.map((r) => (r.webauthn_registration_id === params.id ? { ...r, name } : r)),
      };
      return ok({ webauthn_registration: state.user.webauthn_registrations.find((r) => r.webauthn_registration_id === params.id) });
    }),
  );
  const view = renderWidget({
    entry: 'account',
    client: signedInClient(user, accountSession()),
    config: { products: ['passkeys'], accountOptions: { sections: ['passkeys'] } },
    callbacks: { onEvent },
  });
  return { ...view, state, onEvent };
}

describe('the passkeys section', () => {
  it('is the registration entry’s list: rename in place, and the host hears it', async () => {
    const { user, onEvent } = mount(accountUser({ webauthn_registrations: [passkey('pk-1', 'Laptop')] }));
    await user.click(await screen.findByRole('button', { name: 'Rename Laptop' }));
    const field = screen.getByRole('textbox', { name: 'Passkey name' });
    await user.clear(field);
    await user.type(field, 'Work laptop{Enter}');
    expect(await within(section()).findByText('Work laptop')).toBeTruthy();
    expect(onEvent).toHaveBeenCalledWith({ type: 'ACCOUNT_CHANGE', data: { change: 'passkey_renamed', user_id: 'user-1', id: 'pk-1' } });
  });

  it('deletes after the confirmation, but never the last way to sign in', async () => {
    const { user, onEvent } = mount(accountUser({ emails: [], webauthn_registrations: [passkey('pk-1', 'Laptop'), passkey('pk-2', 'Phone')] }));
    await user.click(await screen.findByRole('button', { name: 'Delete Phone' }));
    await user.click(within(section()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Phone')).toBeNull());
    expect(onEvent).toHaveBeenCalledWith({ type: 'ACCOUNT_CHANGE', data: { change: 'passkey_removed', user_id: 'user-1', id: 'pk-2' } });
    await user.click(screen.getByRole('button', { name: 'Delete Laptop' }));
    expect(text(within(section()).getByRole('alert'))).toBe('This is the only way you can sign in, so it cannot be removed. Add another way first.');
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/users/webauthn_registrations/pk-2']);
  });

  it('sets up another in place: the dialog, then the list with it', async () => {
    const { user, state, onEvent } = mount(accountUser());
    api.server.use(
      http.post(sdk('/webauthn/register/start'), () =>
        ok({
          public_key_credential_creation_options: JSON.stringify({
            rp: { id: 'localhost', name: 'Unit' },
            user: { id: 'dXNlci0x', name: 'ada@example.com', displayName: 'ada@example.com' },
            challenge: 'Y2hhbGxlbmdl',
            pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
            excludeCredentials: [],
          }),
        }),
      ),
      http.post(sdk('/webauthn/register'), () => {
        state.user = { ...state.user, webauthn_registrations: [passkey('pk-new', 'New passkey')] };
        return ok({
          user_id: 'user-1',
          user: state.user,
          session: accountSession(),
          session_token: 'session-token',
          session_jwt: 'session-jwt',
          webauthn_registration_id: 'pk-new',
        });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Set up another' }));
    await waitFor(() => expect(fake.pending()).toHaveLength(1));
    fake.pending()[0]!.succeed();
    expect(await within(section()).findByText('New passkey')).toBeTruthy();
    expect(onEvent).toHaveBeenCalledWith({ type: 'ACCOUNT_CHANGE', data: { change: 'passkey_added', user_id: 'user-1', id: 'pk-new' } });
  });
});
