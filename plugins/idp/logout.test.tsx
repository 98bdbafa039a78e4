import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanUp, mountIdp, openAt, recordNavigations, settle } from '../../test/support/idp.js';
import { apiError, jsonHandler, ok, useApi } from '../../test/support/widget.js';

const api = useApi();
afterEach(cleanUp);

const LOGOUT = { client_id: 'client-1', post_logout_redirect_uri: 'https://rp.example.com/bye', id_token_hint: 'hint-token', state: 'state-1' };
const BACK = 'https://rp.example.com/bye?state=state-1';

function logoutAnswers(consentRequired: boolean, redirectUri = BACK) {
  api.server.use(
    jsonHandler('post', '/oauth/logout/start', () => ok({ consent_required: consentRequired, redirect_uri: redirectUri })),
    jsonHandler('post', '/sessions/revoke', () => ok()),
  );
}

const sessionCookie = () => document.cookie.includes('stytch_session=');

describe('IDPConsent: an RP-initiated logout', () => {
  it.each(['client_id', 'post_logout_redirect_uri'])('names a missing %s', async (name) => {
    openAt('/idp/logout', { ...LOGOUT, [name]: '' });
    mountIdp(api);
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Required parameter is missing: ${name}. Please reach out to the application developer.`,
    );
    expect(api.calls('/oauth/logout/start')).toEqual([]);
  });

  it('logs out and goes back at once when no consent is needed', async () => {
    openAt('/idp/logout', LOGOUT);
    logoutAnswers(false);
    const navigations = recordNavigations();
    mountIdp(api);
    await waitFor(() => expect(navigations).toHaveBeenCalledWith(BACK));
    expect(api.calls('/oauth/logout/start').map((c) => c.body)).toEqual([LOGOUT]);
    expect(api.calls('/sessions/revoke')).toHaveLength(1);
    expect(sessionCookie()).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Log out?' })).toBeNull();
  });

  it("asks 'Log out?'; Yes revokes the session, then goes back", async () => {
    openAt('/idp/logout', LOGOUT);
    logoutAnswers(true);
    const navigations = recordNavigations();
    mountIdp(api);
    await screen.findByRole('heading', { name: 'Log out?' });
    expect(screen.getByText('The application asked to log you out of Unit Project.')).toBeTruthy();
    await settle();
    expect(api.calls('/sessions/revoke')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(navigations).toHaveBeenCalledWith(BACK));
    expect(navigations).toHaveBeenCalledTimes(1);
    expect(api.calls('/sessions/revoke')).toHaveLength(1);
    expect(sessionCookie()).toBe(false);
  });

  it('Yes still clears the session and goes back when the revoke fails', async () => {
    openAt('/idp/logout', LOGOUT);
    logoutAnswers(true);
    api.server.use(jsonHandler('post', '/sessions/revoke', () => apiError(500, 'internal_server_error', 'Down.')));
    const navigations = recordNavigations();
    mountIdp(api);
    await screen.findByRole('heading', { name: 'Log out?' });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(navigations).toHaveBeenCalledWith(BACK));
    expect(sessionCookie()).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("No keeps the session and says so: 'You have not been logged out. You may close this page.'", async () => {
    openAt('/idp/logout', LOGOUT);
    logoutAnswers(true);
    const navigations = recordNavigations();
    mountIdp(api);
    await screen.findByRole('heading', { name: 'Log out?' });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect((await screen.findByText('You have not been logged out. You may close this page.')).getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Still logged in'));
    expect(api.calls('/sessions/revoke')).toHaveLength(0);
    expect(navigations).not.toHaveBeenCalled();
    expect(sessionCookie()).toBe(true);
  });

  it('refuses to follow an address that is not http(s)', async () => {
    openAt('/idp/logout', LOGOUT);
    logoutAnswers(false, 'javascript:alert(1)');
    const navigations = recordNavigations();
    const onError = vi.fn();
    mountIdp(api, { callbacks: { onError } });
    expect((await screen.findByRole('alert')).textContent).toBe('The application gave an address to return to that cannot be opened.');
    expect(onError).toHaveBeenCalledWith({ message: 'The application gave an address to return to that cannot be opened.' });
    expect(navigations).not.toHaveBeenCalled();
    expect(api.calls('/sessions/revoke')).toHaveLength(0);
    expect(sessionCookie()).toBe(true);
  });

  it("shows the provider's error for a refused logout request", async () => {
    openAt('/idp/logout', LOGOUT);
    api.server.use(
      jsonHandler('post', '/oauth/logout/start', () => apiError(400, 'invalid_id_token_hint', 'The id_token_hint was issued to another client.')),
    );
    const navigations = recordNavigations();
    mountIdp(api);
    expect((await screen.findByRole('alert')).textContent).toContain('The id_token_hint was issued to another client.');
    expect(navigations).not.toHaveBeenCalled();
    expect(api.calls('/sessions/revoke')).toHaveLength(0);
  });

  it('needs a session too: without one it offers the login products', async () => {
    openAt('/idp/logout', LOGOUT);
    mountIdp(api, { signedIn: false });
    expect((await screen.findByText(/No active session detected/)).closest('[role=status]')?.textContent).toBe(
      'No active session detected. Please log in to continue.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(api.calls('/oauth/logout/start')).toEqual([]);
  });
});
