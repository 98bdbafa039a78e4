import { createHash } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UsageError } from '../errors.js';
import { MISSING_PKCE } from '../missingPkce.js';
import { createHeadlessClient } from '../headless.js';
import { fakeUser } from '../../test/support/session.js';
import { fakeCoreClient } from '../../test/support/coreApi.js';
import { oauthAttach } from './oauthAttach.js';
import {
  completeOAuthRedirect,
  createOneTapNonce,
  oauthAuthenticate,
  oauthStartUrl,
  OAuthReturnError,
  oneTapStart,
  oneTapSubmit,
  readOAuthReturn,
  withoutOAuthReturn,
  type OAuthAuthenticateResponse,
} from './oauth.js';

const BASE = 'http://localhost:4100';
const TOKEN = 'public-token-test-oauth';
const VERIFIER_KEY = `stytch_sdk_state_${TOKEN}::PKCE_VERIFIER:oauth`;
const sha256url = (value: string) => createHash('sha256').update(value).digest('base64url');

const authResponse: OAuthAuthenticateResponse = {
  request_id: 'request-id-oauth',
  status_code: 200,
  user_id: 'user-test-1',
  user: fakeUser(),
  session: {
    session_id: 'session-test-1',
    user_id: 'user-test-1',
    started_at: '2024-01-01T00:00:00Z',
    last_accessed_at: '2024-01-01T00:00:00Z',
    expires_at: '2099-01-01T00:30:00Z',
    attributes: { ip_address: '', user_agent: '' },
    authentication_factors: [],
    custom_claims: null,
  },
  session_token: 'sess-tok',
  session_jwt: 'sess-jwt',
  oauth_user_registration_id: 'oauth-reg-1',
  provider_subject: 'sub-1',
  provider_type: 'GitHub',
  provider_values: { access_token: 'at', refresh_token: '', id_token: '', expires_at: null, scopes: ['read:user'] },
};

const seen: { path: string; body: Record<string, unknown> }[] = [];
const record = async (request: Request) =>
  seen.push({ path: new URL(request.url).pathname, body: (await request.json()) as Record<string, unknown> });
const server = setupServer(
  http.post(`${BASE}/sdk/v1/oauth/authenticate`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: authResponse });
  }),
  http.post(`${BASE}/sdk/v1/oauth/google/onetap/start`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: { google_client_id: 'gclient', request_id: 'r', status_code: 200 } });
  }),
  http.get(`${BASE}/sdk/v1/projects/bootstrap/:token`, () => HttpResponse.json({ data: { pkce_required_for_oauth: true, cname_domain: null } })),
  http.post(`${BASE}/sdk/v1/events`, () => HttpResponse.json({ data: {} })),
  http.post(`${BASE}/sdk/v1/oauth/google/onetap`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: { redirect_url: 'http://localhost:3000/?stytch_token_type=oauth&token=t', request_id: 'r', status_code: 200 } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  history.replaceState(null, '', '/');
});
afterAll(() => server.close());

const client = (bootstrap: { pkceRequiredForOAuth?: boolean; cnameDomain?: string | null } = {}) =>
  fakeCoreClient({ base: BASE, token: TOKEN, bootstrap });

describe('oauth start URL', () => {
  it('carries the public token, scopes space-separated, provider_* params and redirect URLs; no challenge without PKCE', async () => {
    const { client: c } = client();
    localStorage.setItem(VERIFIER_KEY, 'stale');
    const url = new URL(
      await oauthStartUrl(c, 'github', {
        custom_scopes: ['repo', 'gist'],
        provider_params: { prompt: 'select_account' },
        login_redirect_url: 'https://app.example/login',
        signup_redirect_url: 'https://app.example/signup',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${BASE}/v1/public/oauth/github/start`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      public_token: TOKEN,
      custom_scopes: 'repo gist',
      provider_prompt: 'select_account',
      login_redirect_url: 'https://app.example/login',
      signup_redirect_url: 'https://app.example/signup',
    });
    // A verifier from an earlier PKCE flow must not be sent with this one's token.
    expect(localStorage.getItem(VERIFIER_KEY)).toBeNull();
  });

  it('adds a fresh challenge whose verifier is kept when the project requires PKCE', async () => {
    const { client: c } = client({ pkceRequiredForOAuth: true });
    const first = new URL(await oauthStartUrl(c, 'google')).searchParams.get('code_challenge');
    const verifier = localStorage.getItem(VERIFIER_KEY)!;
    expect(first).toBe(sha256url(verifier));
    const second = new URL(await oauthStartUrl(c, 'google')).searchParams.get('code_challenge');
    expect(second).not.toBe(first);
    expect(second).toBe(sha256url(localStorage.getItem(VERIFIER_KEY)!));
  });

  it('uses https on the CNAME domain when the project has one', async () => {
    const { client: c } = client({ cnameDomain: 'auth.example.com' });
    expect(await oauthStartUrl(c, 'apple')).toBe(`https://auth.example.com/v1/public/oauth/apple/start?public_token=${TOKEN}`);
  });

  it.each([
    [{ custom_scopes: 'repo' }, 'Invalid call to oauth.start: custom_scopes must be an optional array of strings.'],
    [{ provider_params: 'x' }, 'Invalid call to oauth.start: provider_params must be an optional object.'],
    [{ login_redirect_url: 1 }, 'Invalid call to oauth.start: login_redirect_url must be an optional string.'],
  ])('checks %j before anything happens', async (options, message) => {
    const { client: c } = client({ pkceRequiredForOAuth: true });
    const error = await oauthStartUrl(c, 'github', options as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe(message);
    expect(localStorage.getItem(VERIFIER_KEY)).toBeNull();
  });
});

describe('oauth.authenticate', () => {
  it('sends the token, the session length and the verifier, stores the session and forgets the verifier', async () => {
    const { client: c, session } = client();
    localStorage.setItem(VERIFIER_KEY, 'v'.repeat(128));
    await expect(oauthAuthenticate(c, 'tok-1', { session_duration_minutes: 60 })).resolves.toEqual(authResponse);
    expect(seen).toEqual([
      { path: '/sdk/v1/oauth/authenticate', body: { token: 'tok-1', session_duration_minutes: 60, code_verifier: 'v'.repeat(128) } },
    ]);
    expect(session.storeAuthResponse).toHaveBeenCalledWith(authResponse);
    expect(localStorage.getItem(VERIFIER_KEY)).toBeNull();
    // Used once: the next authenticate has none to send.
    await oauthAuthenticate(c, 'tok-2');
    expect(seen[1]!.body).toEqual({ token: 'tok-2', session_duration_minutes: 30 });
  });

  it('fails before the call with the missing-PKCE error when PKCE is required and no verifier is held', async () => {
    const { client: c, session } = client({ pkceRequiredForOAuth: true });
    await expect(oauthAuthenticate(c, 'tok')).rejects.toMatchObject({ name: 'MissingPKCEError', message: MISSING_PKCE });
    expect(seen).toHaveLength(0);
    expect(session.storeAuthResponse).not.toHaveBeenCalled();
    localStorage.setItem(VERIFIER_KEY, 'x'.repeat(128));
    await oauthAuthenticate(c, 'tok');
    expect(seen[0]!.body.code_verifier).toBe('x'.repeat(128));
  });

  it('keeps the verifier and stores nothing when the provider refuses', async () => {
    server.use(
      http.post(`${BASE}/sdk/v1/oauth/authenticate`, () =>
        HttpResponse.json({ status_code: 400, error_type: 'pkce_mismatch', error_message: 'mismatch', request_id: 'r' }, { status: 400 }),
      ),
    );
    const { client: c, session } = client();
    localStorage.setItem(VERIFIER_KEY, 'w'.repeat(128));
    await expect(oauthAuthenticate(c, 'tok')).rejects.toMatchObject({ name: 'ApiError', error_type: 'pkce_mismatch' });
    expect(session.storeAuthResponse).not.toHaveBeenCalled();
    expect(localStorage.getItem(VERIFIER_KEY)).toBe('w'.repeat(128));
  });

  it('checks its arguments first', async () => {
    const { client: c } = client();
    await expect(oauthAuthenticate(c, 7 as unknown as string)).rejects.toThrow('Invalid call to oauth.authenticate: token must be a string.');
    await expect(oauthAuthenticate(c, 't', { session_duration_minutes: '30' as unknown as number })).rejects.toThrow(
      'Invalid call to oauth.authenticate: session_duration_minutes must be a number.',
    );
    expect(seen).toHaveLength(0);
  });
});

describe('the return URL', () => {
  it('reads a token, an error, or nothing', () => {
    expect(readOAuthReturn('https://a.example/cb?stytch_token_type=oauth&token=abc')).toEqual({ token: 'abc' });
    expect(readOAuthReturn('https://a.example/cb?stytch_token_type=oauth&error=access_denied&error_description=No')).toEqual({
      error: 'access_denied',
      description: 'No',
    });
    expect(readOAuthReturn('https://a.example/cb?stytch_token_type=magic_links&token=abc')).toBeUndefined();
    expect(readOAuthReturn('https://a.example/cb?token=abc')).toBeUndefined();
    expect(withoutOAuthReturn('https://a.example/cb?a=1&stytch_token_type=oauth&token=abc#x')).toBe('https://a.example/cb?a=1#x');
  });

  it('completeOAuthRedirect authenticates the token in the address and takes it out of the address bar', async () => {
    history.replaceState(null, '', '/callback?next=%2Fhome&stytch_token_type=oauth&token=tok-9');
    const { client: c } = client();
    await expect(completeOAuthRedirect(c, { session_duration_minutes: 45 })).resolves.toEqual(authResponse);
    expect(`${location.pathname}${location.search}`).toBe('/callback?next=%2Fhome');
    expect(seen).toEqual([{ path: '/sdk/v1/oauth/authenticate', body: { token: 'tok-9', session_duration_minutes: 45 } }]);
  });

  it('completeOAuthRedirect rejects with the provider’s error, and resolves undefined on any other page', async () => {
    const { client: c } = client();
    await expect(completeOAuthRedirect(c)).resolves.toBeUndefined();
    history.replaceState(null, '', '/callback?stytch_token_type=oauth&error=access_denied&error_description=Cancelled');
    const error = await completeOAuthRedirect(c).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthReturnError);
    expect(error).toMatchObject({ error: 'access_denied', description: 'Cancelled', message: 'Cancelled' });
    expect(location.search).toBe('');
    expect(seen).toHaveLength(0);
  });
});

describe('connecting a provider to the signed-in user', () => {
  it('asks for an attach token, which the start URL then carries', async () => {
    server.use(
      http.post(`${BASE}/sdk/v1/oauth/attach`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ data: { oauth_attach_token: 'attach-1', request_id: 'r', status_code: 200 } });
      }),
    );
    const { client: c } = client();
    const { oauth_attach_token } = await oauthAttach(c, 'github');
    expect(seen).toEqual([{ path: '/sdk/v1/oauth/attach', body: { provider: 'github' } }]);
    const url = new URL(await oauthStartUrl(c, 'github', { oauth_attach_token }));
    expect(url.searchParams.get('oauth_attach_token')).toBe('attach-1');
    await expect(oauthAttach(c, 7 as never)).rejects.toBeInstanceOf(UsageError);
  });
});

describe('Google One Tap calls', () => {
  it('start asks for the project’s Google client', async () => {
    const { client: c } = client();
    await expect(oneTapStart(c)).resolves.toEqual({ google_client_id: 'gclient' });
    expect(seen).toEqual([{ path: '/sdk/v1/oauth/google/onetap/start', body: {} }]);
  });

  it('submit sends the ID token, its nonce and the redirect URLs, with a challenge only under PKCE', async () => {
    const { client: plain } = client();
    await expect(oneTapSubmit(plain, 'jwt-1', { nonce: 'n-1', login_redirect_url: 'https://a.example/l' })).resolves.toEqual({
      redirect_url: 'http://localhost:3000/?stytch_token_type=oauth&token=t',
    });
    expect(seen[0]!.body).toEqual({ id_token: 'jwt-1', nonce: 'n-1', login_redirect_url: 'https://a.example/l' });
    const { client: pkce } = client({ pkceRequiredForOAuth: true });
    await oneTapSubmit(pkce, 'jwt-2', { nonce: 'n-2' });
    expect(seen[1]!.body.code_challenge).toBe(sha256url(localStorage.getItem(VERIFIER_KEY)!));
  });
});

describe('the One Tap nonce', () => {
  it('is fresh each time, and what Google gets is its SHA-256, so the token does not carry the value the provider needs', async () => {
    const { client: c } = client();
    const first = await createOneTapNonce(c);
    const second = await createOneTapNonce(c);
    expect(first.nonce).toMatch(/^[0-9a-f]{128}$/);
    expect(first.googleNonce).toBe(sha256url(first.nonce));
    expect(second.nonce).not.toBe(first.nonce);
  });

  it('is required by submit', async () => {
    const { client: c } = client();
    await expect(oneTapSubmit(c, 'jwt', {} as never)).rejects.toThrow('Invalid call to oauth.googleOneTap.submit: nonce must be a string.');
    expect(seen).toHaveLength(0);
  });
});

describe('the headless client', () => {
  it('has a start for each of the nineteen providers that leaves the page for its start URL', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const headless = createHeadlessClient(TOKEN, { baseUrl: BASE });
    try {
      expect(Object.keys(headless.oauth)).toHaveLength(19 + 3);
      await headless.oauth.twitch.start({ custom_scopes: ['user:read:email'] });
      const url = new URL(String(assign.mock.calls[0]![0]));
      expect(url.pathname).toBe('/v1/public/oauth/twitch/start');
      expect(url.searchParams.get('custom_scopes')).toBe('user:read:email');
      expect(url.searchParams.get('code_challenge')).toBe(sha256url(localStorage.getItem(VERIFIER_KEY)!));
    } finally {
      assign.mockRestore();
      headless.dispose();
    }
  });
});
