/**
 * The example host test of docs/testing-kit.md: a host's own page, with the real widget in it, against the test kit's
 * msw handlers. Nothing of the widget is mocked; only the network is.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { latchError, latchHandlers, latchUrl } from 'latch/testing';
import { createLatchClient, type LatchClient } from 'latch/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AccountPage } from './AccountPage.js';

const baseUrl = 'http://auth.host.test';
const server = setupServer(...latchHandlers({ baseUrl, otpCode: '424242' }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let client: LatchClient;
afterEach(() => client.dispose());

async function logIn(code: string) {
  client = createLatchClient('public-token-test-host-app', { baseUrl });
  const user = userEvent.setup();
  render(<AccountPage client={client} />);
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'grace@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue with email' }));
  await screen.findByRole('heading', { name: 'Enter passcode' });
  await user.keyboard(code);
  return user;
}

describe('a host page with the login widget', () => {
  it('signs in by email code, shows who is signed in and logs out', async () => {
    const user = await logIn('424242');
    expect(await screen.findByText('Signed in as grace@example.com')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(client.session.getSync()).toBeNull();
  });

  it('shows the widget’s error for a wrong code and stays signed out', async () => {
    await logIn('111111');
    expect(await screen.findByText('Invalid passcode, please try again.')).toBeTruthy();
    expect(client.session.getSync()).toBeNull();
  });

  it('lets a test override one call, here a provider that is down', async () => {
    server.use(
      http.post(latchUrl('/otps/email/login_or_create', baseUrl), () =>
        latchError(503, 'service_unavailable', 'The service is down for maintenance.'),
      ),
    );
    client = createLatchClient('public-token-test-host-app', { baseUrl });
    const user = userEvent.setup();
    render(<AccountPage client={client} />);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The service is down for maintenance.'));
  });
});
