import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createCoreClient, type CoreClient } from '../../core/client.js';
import { createLatchClient } from '../client.js';
import { API, jsonHandler, ok, renderWidget, TOKEN, useApi } from '../../test/support/widget.js';

const api = useApi();
const clients: CoreClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
});

const newClient = () => {
  const client = createCoreClient(TOKEN, { baseUrl: API });
  clients.push(client);
  return client;
};
const emailInput = async () => (await screen.findByLabelText('Email')) as HTMLInputElement;

describe('the login form draft across a remount (issue 17)', () => {
  it('brings back the email typed, for the same client only', async () => {
    const client = newClient();
    const first = renderWidget({ client });
    await first.user.type(await emailInput(), 'ada@example.com');
    first.unmount();

    renderWidget({ client });
    expect((await emailInput()).value).toBe('ada@example.com');
  });

  it('starts empty for another client, and after a completed login', async () => {
    const client = newClient();
    const first = renderWidget({ client, config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    api.server.use(
      jsonHandler('post', '/otps/email/login_or_create', () => ok({ method_id: 'email-1' })),
      jsonHandler('post', '/otps/authenticate', () =>
        ok({
          user_id: 'user-1',
          session_token: 'st',
          session_jwt: 'jwt',
          session: { session_id: 's', user_id: 'user-1', expires_at: '2099-01-01T00:00:00Z' },
          user: { user_id: 'user-1' },
        }),
      ),
    );
    await first.user.type(await emailInput(), 'grace@example.com');
    first.unmount();
    const other = renderWidget({ client: newClient(), config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    expect((await emailInput()).value).toBe('');
    other.unmount();

    const again = renderWidget({ client, config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    expect((await emailInput()).value).toBe('grace@example.com');
    await again.user.click(screen.getByRole('button', { name: 'Continue with email' }));
    await again.user.type(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    await screen.findByRole('heading', { name: 'Success' });
    again.unmount();
    renderWidget({ client, config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    expect((await emailInput()).value).toBe('');
  });

  it("is forgotten by the client's dispose(), and the client still signs in after it (one client for a whole test file)", async () => {
    const latch = createLatchClient(TOKEN, { baseUrl: API });
    const config = { products: ['otp'], otpOptions: { methods: ['email'] } } as const;
    const first = renderWidget({ client: latch.core, config });
    await first.user.type(await emailInput(), 'grace@example.com');
    first.unmount();
    latch.dispose();

    api.server.use(
      jsonHandler('post', '/otps/email/login_or_create', () => ok({ method_id: 'email-1' })),
      jsonHandler('post', '/otps/authenticate', () =>
        ok({
          user_id: 'user-1',
          session_token: 'st',
          session_jwt: 'jwt',
          session: { session_id: 's', user_id: 'user-1', expires_at: '2099-01-01T00:00:00Z' },
          user: { user_id: 'user-1' },
        }),
      ),
    );
    const next = renderWidget({ client: latch.core, config });
    expect((await emailInput()).value).toBe('');
    await next.user.type(await emailInput(), 'ada@example.com');
    await next.user.click(screen.getByRole('button', { name: 'Continue with email' }));
    await next.user.type(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    await screen.findByRole('heading', { name: 'Success' });
    expect(latch.session.getSync()?.session_id).toBe('s');
  });
});
