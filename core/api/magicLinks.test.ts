import { createHash } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../errors.js';
import { MISSING_PKCE } from '../missingPkce.js';
import { fakeCoreClient } from '../../test/support/coreApi.js';
import { fakeUser } from '../../test/support/session.js';
import { pkceKey } from '../storage.js';
import type { AuthResponse, Session, User } from '../types.js';
import { magicLinkAuthenticate } from './magicLinkAuthenticate.js';
import { magicLinkSend } from './magicLinkSend.js';
import { magicLinkLoginOrCreate } from './magicLinks.js';
import { DEFAULT_SESSION_MINUTES } from '../args.js';

const BASE = 'http://localhost:4100';
const TOKEN = 'public-token-test-ml';

const user: User = { ...fakeUser(), emails: [{ email_id: 'email-1', email: 'sandbox@example.com', verified: true }] };
const session: Session = {
  session_id: 'session-test-1',
  user_id: 'user-test-1',
  started_at: '2024-01-01T00:00:00Z',
  last_accessed_at: '2024-01-01T00:00:00Z',
  expires_at: '2099-01-01T00:30:00Z',
  attributes: { ip_address: '', user_agent: '' },
  authentication_factors: [],
  custom_claims: null,
};
const authResponse: AuthResponse & { method_id: string } = {
  request_id: 'request-id-auth',
  status_code: 200,
  user_id: 'user-test-1',
  user,
  session,
  session_token: 'sess-tok',
  session_jwt: 'sess-jwt',
  method_id: 'email-1',
};

interface Seen {
  method: string;
  path: string;
  body: Record<string, unknown>;
}
const seen: Seen[] = [];

const server = setupServer(
  http.post(`${BASE}/sdk/v1/magic_links/email/login_or_create`, async ({ request }) => {
    seen.push({ method: request.method, path: new URL(request.url).pathname, body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json({ data: { request_id: 'request-id-loc', status_code: 200 } });
  }),
  http.post(`${BASE}/sdk/v1/magic_links/email/send/:which`, async ({ request }) => {
    seen.push({ method: request.method, path: new URL(request.url).pathname, body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json({ data: { request_id: 'request-id-send', status_code: 200 } });
  }),
  http.post(`${BASE}/sdk/v1/magic_links/authenticate`, async ({ request }) => {
    seen.push({ method: request.method, path: new URL(request.url).pathname, body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json({ data: authResponse });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

/** A hand-built CoreClient: real transport (through msw) and PKCE store, fake session, bootstrap and events. */
function fakeClient(opts: { pkce?: boolean; signedIn?: boolean } = {}) {
  return fakeCoreClient({
    base: BASE,
    token: TOKEN,
    ...(opts.signedIn && { session, user, secret: 'sess-tok' }),
    bootstrap: { pkceRequiredForEmailMagicLinks: opts.pkce ?? false },
  });
}

const sha256url = (value: string) => createHash('sha256').update(value).digest('base64url');
const VERIFIER_KEY = 'stytch_sdk_state_public-token-test-ml::PKCE_VERIFIER:magic_links';

describe('magicLinks.email.loginOrCreate', () => {
  it('posts the email and options to /magic_links/email/login_or_create without a challenge when PKCE is off', async () => {
    const { client, store } = fakeClient({ pkce: false });
    const result = await magicLinkLoginOrCreate(client, 'sandbox@example.com', {
      login_magic_link_url: 'https://app.example.com/authenticate',
      signup_magic_link_url: 'https://app.example.com/signup',
      login_expiration_minutes: 30,
      signup_expiration_minutes: 45,
      login_template_id: 'tpl-login',
      signup_template_id: 'tpl-signup',
      locale: 'es',
    });
    expect(result).toEqual({ request_id: 'request-id-loc', status_code: 200 });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/sdk/v1/magic_links/email/login_or_create',
        body: {
          email: 'sandbox@example.com',
          login_magic_link_url: 'https://app.example.com/authenticate',
          signup_magic_link_url: 'https://app.example.com/signup',
          login_expiration_minutes: 30,
          signup_expiration_minutes: 45,
          login_template_id: 'tpl-login',
          signup_template_id: 'tpl-signup',
          locale: 'es',
        },
      },
    ]);
    expect('code_challenge' in seen[0]!.body).toBe(false);
    expect(store.get(pkceKey(TOKEN, 'magic_links'))).toBeNull();
    expect(client.bootstrap.get).toHaveBeenCalled();
  });

  it('sends code_challenge when bootstrap requires PKCE and stores the matching verifier', async () => {
    const { client } = fakeClient({ pkce: true });
    await magicLinkLoginOrCreate(client, 'sandbox@example.com');
    const challenge = seen[0]!.body.code_challenge;
    expect(typeof challenge).toBe('string');
    expect(Object.keys(seen[0]!.body).sort()).toEqual(['code_challenge', 'email']);
    const stored = localStorage.getItem(VERIFIER_KEY);
    expect(stored).toMatch(/^[0-9a-f]{128}$/);
    expect(sha256url(stored!)).toBe(challenge);
  });

  it('the verifier sent by authenticate hashes to the challenge sent by loginOrCreate, and is then cleared', async () => {
    const { client, session: fake } = fakeClient({ pkce: true });
    await magicLinkLoginOrCreate(client, 'sandbox@example.com');
    const response = await magicLinkAuthenticate(client, 'ml-token-1');
    const [loc, auth] = seen;
    expect(auth!.path).toBe('/sdk/v1/magic_links/authenticate');
    expect(auth!.body).toEqual({ token: 'ml-token-1', session_duration_minutes: 30, code_verifier: expect.stringMatching(/^[0-9a-f]{128}$/) });
    expect(sha256url(auth!.body.code_verifier as string)).toBe(loc!.body.code_challenge);
    expect(localStorage.getItem(VERIFIER_KEY)).toBeNull();
    expect(client.pkce.verifier('magic_links')).toBeUndefined();
    expect(response).toEqual(authResponse);
    expect(fake.storeAuthResponse).toHaveBeenCalledTimes(1);
    expect(fake.storeAuthResponse).toHaveBeenCalledWith(authResponse);

    // Used once: with PKCE required, the next authenticate has no verifier left and fails before the call.
    await expect(magicLinkAuthenticate(client, 'ml-token-2')).rejects.toMatchObject({ name: 'MissingPKCEError' });
    expect(seen).toHaveLength(2);
  });

  it.each([
    [{ email: 42 }, 'Invalid call to magicLinks.email.loginOrCreate: email must be a string.'],
    [
      { email: 'a@b.co', login_expiration_minutes: '30' },
      'Invalid call to magicLinks.email.loginOrCreate: login_expiration_minutes must be an optional number.',
    ],
    [
      { email: 'a@b.co', signup_magic_link_url: 5 },
      'Invalid call to magicLinks.email.loginOrCreate: signup_magic_link_url must be an optional string.',
    ],
    [{ email: 'a@b.co', login_template_id: null }, 'Invalid call to magicLinks.email.loginOrCreate: login_template_id must be an optional string.'],
  ])('rejects bad arguments %o with a UsageError before any request', async ({ email, ...options }, message) => {
    const { client } = fakeClient({ pkce: true });
    const error = await magicLinkLoginOrCreate(client, email as string, options as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe(message);
    expect(seen).toHaveLength(0);
    expect(client.bootstrap.get).not.toHaveBeenCalled();
    expect(localStorage.getItem(VERIFIER_KEY)).toBeNull();
  });
});

describe('magicLinks.email.send', () => {
  it('uses /send/primary without a session', async () => {
    const { client, session: fake } = fakeClient();
    await expect(magicLinkSend(client, 'sandbox@example.com', { login_expiration_minutes: 10 })).resolves.toEqual({
      request_id: 'request-id-send',
      status_code: 200,
    });
    expect(fake.getSync).toHaveBeenCalled();
    expect(seen).toEqual([
      { method: 'POST', path: '/sdk/v1/magic_links/email/send/primary', body: { email: 'sandbox@example.com', login_expiration_minutes: 10 } },
    ]);
  });

  it('uses /send/secondary with a session', async () => {
    const { client } = fakeClient({ signedIn: true });
    await magicLinkSend(client, 'second@example.com');
    expect(seen).toEqual([{ method: 'POST', path: '/sdk/v1/magic_links/email/send/secondary', body: { email: 'second@example.com' } }]);
  });

  it('sends a challenge when PKCE is required', async () => {
    const { client } = fakeClient({ pkce: true });
    await magicLinkSend(client, 'sandbox@example.com');
    expect(sha256url(localStorage.getItem(VERIFIER_KEY)!)).toBe(seen[0]!.body.code_challenge);
  });

  it('checks its arguments first', async () => {
    const { client } = fakeClient();
    await expect(magicLinkSend(client, undefined as unknown as string)).rejects.toThrow(
      'Invalid call to magicLinks.email.send: email must be a string.',
    );
    expect(seen).toHaveLength(0);
  });
});

describe('magicLinks.authenticate', () => {
  it('defaults session_duration_minutes to 30 and sends no verifier when none is held', async () => {
    expect(DEFAULT_SESSION_MINUTES).toBe(30);
    const { client, session: fake } = fakeClient();
    await magicLinkAuthenticate(client, 'ml-token-1');
    expect(seen).toEqual([{ method: 'POST', path: '/sdk/v1/magic_links/authenticate', body: { token: 'ml-token-1', session_duration_minutes: 30 } }]);
    expect(fake.storeAuthResponse).toHaveBeenCalledWith(authResponse);
  });

  it('passes a given session_duration_minutes', async () => {
    const { client } = fakeClient();
    await magicLinkAuthenticate(client, 'ml-token-1', { session_duration_minutes: 60 });
    expect(seen[0]!.body.session_duration_minutes).toBe(60);
  });

  it('sends a verifier held from an earlier page load', async () => {
    const { client } = fakeClient();
    localStorage.setItem(VERIFIER_KEY, 'f'.repeat(128));
    await magicLinkAuthenticate(client, 'ml-token-1');
    expect(seen[0]!.body.code_verifier).toBe('f'.repeat(128));
    expect(localStorage.getItem(VERIFIER_KEY)).toBeNull();
  });

  it('fails before the call with the missing-PKCE error when the project requires PKCE and this device holds no verifier', async () => {
    const { client, session: fake } = fakeClient({ pkce: true });
    const error = await magicLinkAuthenticate(client, 'ml-token-1').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'MissingPKCEError', message: MISSING_PKCE });
    expect(MISSING_PKCE).toContain('complete the flow on the same device');
    expect(seen).toHaveLength(0);
    expect(fake.storeAuthResponse).not.toHaveBeenCalled();
  });

  it('does not store a session or clear the verifier when the call fails', async () => {
    server.use(
      http.post(`${BASE}/sdk/v1/magic_links/authenticate`, () =>
        HttpResponse.json(
          { status_code: 401, error_type: 'unable_to_auth_magic_link', error_message: 'Magic link could not be authenticated.', request_id: 'r' },
          { status: 401 },
        ),
      ),
    );
    const { client, session: fake } = fakeClient();
    localStorage.setItem(VERIFIER_KEY, 'a'.repeat(128));
    await expect(magicLinkAuthenticate(client, 'bad')).rejects.toMatchObject({ name: 'ApiError', error_type: 'unable_to_auth_magic_link' });
    expect(fake.storeAuthResponse).not.toHaveBeenCalled();
    expect(localStorage.getItem(VERIFIER_KEY)).toBe('a'.repeat(128));
  });

  it.each([
    [42, undefined, 'Invalid call to magicLinks.authenticate: token must be a string.'],
    [undefined, undefined, 'Invalid call to magicLinks.authenticate: token must be a string.'],
    ['tok', '30', 'Invalid call to magicLinks.authenticate: session_duration_minutes must be a number.'],
    ['tok', NaN, 'Invalid call to magicLinks.authenticate: session_duration_minutes must be a number.'],
  ])('token %o / minutes %o: UsageError before any request', async (token, minutes, message) => {
    const { client, session: fake } = fakeClient();
    const error = await magicLinkAuthenticate(client, token as string, { session_duration_minutes: minutes as number | undefined }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe(message);
    expect(seen).toHaveLength(0);
    expect(fake.storeAuthResponse).not.toHaveBeenCalled();
  });
});
