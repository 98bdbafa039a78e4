import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stateKey } from '../../core/storage.js';
import { authData } from '../../test/support/passwords.js';
import { TOKEN, jsonHandler, ok, renderWidget, useApi } from '../../test/support/widget.js';

const api = useApi();

/**
 * Another tab of this browser, as this tab's session manager hears it: the cookies (shared by the tabs) and the stored
 * state change, then the storage event arrives.
 */
const otherTab = {
  logIn() {
    const { user, session, session_token, session_jwt } = authData();
    act(() => {
      document.cookie = `stytch_session=${session_token}; path=/`;
      document.cookie = `stytch_session_jwt=${session_jwt}; path=/`;
      localStorage.setItem(stateKey(TOKEN), JSON.stringify({ user, session }));
      window.dispatchEvent(new StorageEvent('storage', { key: stateKey(TOKEN) }));
    });
  },
  logOut() {
    act(() => {
      document.cookie = 'stytch_session=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
      document.cookie = 'stytch_session_jwt=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
      localStorage.removeItem(stateKey(TOKEN));
      window.dispatchEvent(new StorageEvent('storage', { key: stateKey(TOKEN) }));
    });
  },
};

// The session the other tab made is refreshed against the provider like any other.
beforeEach(() => api.server.use(jsonHandler('post', '/sessions/authenticate', () => ok(authData()))));
afterEach(() => otherTab.logOut());

const WAITS = [
  {
    wait: 'Check your email (magic link)',
    config: { products: ['emailMagicLinks'] as const },
    handler: () => jsonHandler('post', '/magic_links/email/login_or_create', () => ok()),
    heading: 'Check your email',
  },
  {
    wait: 'Enter passcode (email OTP)',
    config: { products: ['otp'] as const, otpOptions: { methods: ['email' as const] } },
    handler: () => jsonHandler('post', '/otps/email/login_or_create', () => ok({ method_id: 'email-1' })),
    heading: 'Enter passcode',
  },
  {
    wait: 'Check your email (password reset)',
    config: { products: ['passwords'] as const },
    handler: () => [
      jsonHandler('post', '/users/search', () => ok({ userType: 'password' })),
      jsonHandler('post', '/passwords/email/reset/start', () => ok()),
    ],
    heading: 'Check your email',
  },
];

async function waitingOn({ config, handler, heading }: (typeof WAITS)[number], onEvent: (event: unknown) => void) {
  api.server.use(...[handler()].flat());
  const view = renderWidget({ config: config as never, callbacks: { onEvent } });
  await view.user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'ada@example.com');
  await view.user.click(screen.getByRole('button', { name: 'Continue with email' }));
  if (config.products[0] === 'passwords') {
    await view.user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
  }
  await screen.findByRole('heading', { name: heading });
  return view;
}

describe('the login entry follows the session other tabs change', () => {
  it.each(WAITS)('on $wait, a login in another tab finishes the login here; a logout elsewhere returns to the form', async (wait) => {
    const onEvent = vi.fn();
    await waitingOn(wait, onEvent);
    otherTab.logIn();
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(screen.getByText('You are logged in. You finished logging in in another tab.')).toBeTruthy();
    expect(onEvent.mock.calls.filter(([event]) => (event as { type: string }).type === 'AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);

    otherTab.logOut();
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect((screen.getByLabelText('Email', { selector: 'input' }) as HTMLInputElement).value).toBe('ada@example.com');
  });

  it("a session stored by this tab's own call is left to the flow that made it", async () => {
    const view = await waitingOn(WAITS[0]!, vi.fn());
    act(() => view.client.session.storeAuthResponse(authData() as never));
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
  });

  it('Main stays the login form when another tab logs in', async () => {
    renderWidget({ config: { products: ['emailMagicLinks'] } });
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    otherTab.logIn();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });

  it("a success screen of this tab's own login returns to the form when the session ends", async () => {
    api.server.use(
      jsonHandler('post', '/otps/email/login_or_create', () => ok({ method_id: 'email-1' })),
      jsonHandler('post', '/otps/authenticate', () => ok({ ...authData(), method_id: 'email-1' })),
    );
    const view = await waitingOn(WAITS[1]!, vi.fn());
    await view.user.keyboard('123456');
    await screen.findByRole('heading', { name: 'Success' });
    expect(screen.getByText('Your passcode has been successfully verified.')).toBeTruthy();
    otherTab.logOut();
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });
});
