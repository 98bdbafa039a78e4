import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OAuthReturnError } from './api/oauth.js';
import { createCoreClient, type CoreClient } from './client.js';
import { ApiError } from './errors.js';
import { completeRedirect, readRedirect } from './redirect.js';
import { fakeUser } from '../test/support/session.js';

const BASE = 'http://localhost:4100';
const TOKEN = 'public-token-test-redirect';
const session = { session_id: 'session-1', user_id: 'user-test-1', expires_at: '2099-01-01T00:30:00Z' };
const login = {
  request_id: 'r',
  status_code: 200,
  user_id: 'user-test-1',
  user: fakeUser(),
  session,
  session_token: 'sess-tok',
  session_jwt: 'sess-jwt',
};

const calls: { path: string; token: unknown }[] = [];
const server = setupServer(
  http.post(`${BASE}/sdk/v1/magic_links/authenticate`, async ({ request }) => {
    const { token } = (await request.json()) as { token: string };
    calls.push({ path: '/magic_links/authenticate', token });
    if (token === 'spent')
      return HttpResponse.json(
        { status_code: 401, error_type: 'unable_to_auth_magic_link', error_message: 'used', request_id: 'r' },
        { status: 401 },
      );
    return HttpResponse.json({ data: { ...login, method_id: 'email-1' } });
  }),
  http.post(`${BASE}/sdk/v1/oauth/authenticate`, async ({ request }) => {
    calls.push({ path: '/oauth/authenticate', token: ((await request.json()) as { token: string }).token });
    return HttpResponse.json({ data: { ...login, provider_subject: 's', provider_type: 'GitHub', provider_values: {} } });
  }),
  http.get(`${BASE}/sdk/v1/projects/bootstrap/:token`, () => HttpResponse.json({ data: {} })),
  http.post(`${BASE}/sdk/v1/events`, () => HttpResponse.json({ data: {} })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let clients: CoreClient[] = [];
const client = () => {
  const c = createCoreClient(TOKEN, { baseUrl: BASE });
  clients.push(c);
  return c;
};
beforeEach(() => {
  calls.length = 0;
  history.replaceState(null, '', '/');
});
afterEach(() => {
  for (const c of clients) c.dispose();
  clients = [];
});

describe('readRedirect', () => {
  it('knows the four token types and a social sign-in error, nothing else', () => {
    expect(readRedirect('https://a.example/?stytch_token_type=magic_links&token=t')).toEqual({ type: 'magic_links', token: 't' });
    expect(readRedirect('https://a.example/?stytch_token_type=login&token=t')).toEqual({ type: 'login', token: 't' });
    expect(readRedirect('https://a.example/?stytch_token_type=reset_password&token=t')).toEqual({ type: 'reset_password', token: 't' });
    expect(readRedirect('https://a.example/?stytch_token_type=oauth&error=access_denied')).toEqual({
      type: 'oauth',
      error: 'access_denied',
      description: '',
    });
    expect(readRedirect('https://a.example/?stytch_token_type=magic_links&error=x')).toBeUndefined();
    expect(readRedirect('https://a.example/?stytch_token_type=sso&token=t')).toBeUndefined();
    expect(readRedirect('https://a.example/?token=t')).toBeUndefined();
  });
});

describe('completeRedirect', () => {
  it('authenticates a magic link once however often it is called, and takes it out of the address', async () => {
    history.replaceState(null, '', '/welcome?next=%2Fhome&stytch_token_type=magic_links&token=link-1#top');
    const c = client();
    const first = completeRedirect(c);
    const second = completeRedirect(c);
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/welcome?next=%2Fhome#top');
    expect(second).toBe(first);
    const result = await first;
    expect(result).toMatchObject({ type: 'magic_links', response: { method_id: 'email-1', session_token: 'sess-tok' } });
    await expect(completeRedirect(c)).resolves.toBe(result);
    expect(calls).toEqual([{ path: '/magic_links/authenticate', token: 'link-1' }]);
    expect(c.session.getSync()?.session_id).toBe('session-1');
  });

  it("a reset email's passwordless link signs in as a magic link; a social sign-in goes to oauth/authenticate", async () => {
    history.replaceState(null, '', '/?stytch_token_type=login&token=login-1');
    await expect(completeRedirect(client())).resolves.toMatchObject({ type: 'login', response: { session_token: 'sess-tok' } });
    history.replaceState(null, '', '/?stytch_token_type=oauth&token=oauth-1');
    await expect(completeRedirect(client())).resolves.toMatchObject({ type: 'oauth', response: { provider_type: 'GitHub' } });
    expect(calls).toEqual([
      { path: '/magic_links/authenticate', token: 'login-1' },
      { path: '/oauth/authenticate', token: 'oauth-1' },
    ]);
  });

  it('hands a reset link its token without a request', async () => {
    history.replaceState(null, '', '/reset?stytch_token_type=reset_password&token=reset-1');
    await expect(completeRedirect(client())).resolves.toEqual({ type: 'reset_password', token: 'reset-1' });
    expect(location.search).toBe('');
    expect(calls).toEqual([]);
  });

  it("rejects with the provider's error or the social sign-in's, the same rejection to every call", async () => {
    history.replaceState(null, '', '/?stytch_token_type=magic_links&token=spent');
    const c = client();
    const error = await completeRedirect(c).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(await completeRedirect(c).catch((e: unknown) => e)).toBe(error);
    history.replaceState(null, '', '/?stytch_token_type=oauth&error=access_denied&error_description=Cancelled');
    await expect(completeRedirect(client())).rejects.toEqual(new OAuthReturnError('access_denied', 'Cancelled'));
    expect(calls).toHaveLength(1);
  });

  it('resolves undefined on a page opened without a redirect, and leaves other parameters alone', async () => {
    history.replaceState(null, '', '/?token=mine&stytch_token_type=sso');
    await expect(completeRedirect(client())).resolves.toBeUndefined();
    expect(location.search).toBe('?token=mine&stytch_token_type=sso');
    expect(calls).toEqual([]);
  });

  it('a later, different redirect in the address is completed too', async () => {
    const c = client();
    history.replaceState(null, '', '/?stytch_token_type=magic_links&token=link-a');
    await completeRedirect(c);
    history.replaceState(null, '', '/?stytch_token_type=magic_links&token=link-b');
    await completeRedirect(c);
    expect(calls.map((call) => call.token)).toEqual(['link-a', 'link-b']);
  });
});
