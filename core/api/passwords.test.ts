import { createHash } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NO_SESSION, UsageError } from '../errors.js';
import { MISSING_PKCE } from '../missingPkce.js';
import { fakeCoreClient } from '../../test/support/coreApi.js';
import type { Session } from '../types.js';
import { passwordAuthenticate, passwordCreate, passwordResetByEmail, passwordResetByEmailStart, passwordStrengthCheck } from './passwords.js';
import { passwordResetByExistingPassword, passwordResetBySession } from './passwordChanges.js';
import { searchUser } from './users.js';

const BASE = 'http://localhost:4100';
const TOKEN = 'public-token-test-pw';
const VERIFIER_KEY = `stytch_sdk_state_${TOKEN}::PKCE_VERIFIER:passwords`;

const session = { session_id: 'session-1', user_id: 'user-1' } as Session;
const auth = { request_id: 'r', status_code: 200, user_id: 'user-1', session, session_token: 'tok', session_jwt: 'jwt' };

const seen: { path: string; body: Record<string, unknown> }[] = [];
let reply: Record<string, unknown> = auth;

const server = setupServer(
  http.post(`${BASE}/sdk/v1/*`, async ({ request }) => {
    seen.push({ path: new URL(request.url).pathname.replace('/sdk/v1', ''), body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json({ data: reply });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  reply = auth;
});
afterAll(() => server.close());

function fakeClient(opts: { pkce?: boolean; signedIn?: boolean } = {}) {
  return fakeCoreClient({
    base: BASE,
    token: TOKEN,
    ...(opts.signedIn && { session }),
    bootstrap: { pkceRequiredForPasswordResets: opts.pkce ?? false },
  });
}

const expectUsage = async (call: Promise<unknown>, message: string) => {
  const error = await call.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UsageError);
  expect((error as Error).message).toBe(message);
  expect(seen).toHaveLength(0);
};

describe('passwords.create and authenticate', () => {
  it('create posts email, password and a default 30-minute session, and stores the session', async () => {
    const { client, session: fake } = fakeClient();
    reply = { ...auth, email_id: 'email-1' };
    const result = await passwordCreate(client, { email: 'ada@example.com', password: 'pw' });
    expect(seen).toEqual([{ path: '/passwords', body: { email: 'ada@example.com', password: 'pw', session_duration_minutes: 30 } }]);
    expect(result.email_id).toBe('email-1');
    expect(fake.storeAuthResponse).toHaveBeenCalledWith(reply);
  });

  it('authenticate passes a given duration and stores the session', async () => {
    const { client, session: fake } = fakeClient();
    await passwordAuthenticate(client, { email: 'ada@example.com', password: 'pw', session_duration_minutes: 60 });
    expect(seen).toEqual([{ path: '/passwords/authenticate', body: { email: 'ada@example.com', password: 'pw', session_duration_minutes: 60 } }]);
    expect(fake.storeAuthResponse).toHaveBeenCalledWith(auth);
  });

  it('a failed login stores nothing', async () => {
    server.use(
      http.post(`${BASE}/sdk/v1/passwords/authenticate`, () =>
        HttpResponse.json({ status_code: 401, error_type: 'unauthorized_credentials', error_message: 'Unauthorized credentials.' }, { status: 401 }),
      ),
    );
    const { client, session: fake } = fakeClient();
    await expect(passwordAuthenticate(client, { email: 'a@b.co', password: 'x' })).rejects.toMatchObject({ error_type: 'unauthorized_credentials' });
    expect(fake.storeAuthResponse).not.toHaveBeenCalled();
  });

  it.each([
    [
      () => passwordCreate(fakeClient().client, { email: 1 as unknown as string, password: 'x' }),
      'Invalid call to passwords.create: email must be a string.',
    ],
    [
      () => passwordCreate(fakeClient().client, { email: 'a@b.co', password: undefined as unknown as string }),
      'Invalid call to passwords.create: password must be a string.',
    ],
    [
      () => passwordAuthenticate(fakeClient().client, { email: 'a@b.co', password: 'x', session_duration_minutes: '5' as unknown as number }),
      'Invalid call to passwords.authenticate: session_duration_minutes must be a number.',
    ],
  ])('checks arguments before any request (%#)', async (call, message) => {
    await expectUsage(call(), message);
  });
});

describe('passwords.resetByEmailStart and resetByEmail', () => {
  it('sends the options and no challenge when PKCE is off', async () => {
    const { client } = fakeClient();
    reply = { request_id: 'r', status_code: 200 };
    await passwordResetByEmailStart(client, {
      email: 'ada@example.com',
      login_redirect_url: 'https://app.test/login',
      reset_password_redirect_url: 'https://app.test/reset',
      reset_password_expiration_minutes: 15,
      reset_password_template_id: 'tpl',
    });
    expect(seen[0]).toEqual({
      path: '/passwords/email/reset/start',
      body: {
        email: 'ada@example.com',
        login_redirect_url: 'https://app.test/login',
        reset_password_redirect_url: 'https://app.test/reset',
        reset_password_expiration_minutes: 15,
        reset_password_template_id: 'tpl',
      },
    });
    expect(localStorage.getItem(VERIFIER_KEY)).toBeNull();
  });

  it('with PKCE required: the challenge goes out, the matching verifier comes back on reset and is then cleared', async () => {
    const { client, session: fake } = fakeClient({ pkce: true });
    await passwordResetByEmailStart(client, { email: 'ada@example.com' });
    const challenge = seen[0]!.body.code_challenge;
    const verifier = localStorage.getItem(VERIFIER_KEY);
    expect(createHash('sha256').update(verifier!).digest('base64url')).toBe(challenge);

    await passwordResetByEmail(client, { token: 'reset-tok', password: 'new-pw' });
    expect(seen[1]).toEqual({
      path: '/passwords/email/reset',
      body: { token: 'reset-tok', password: 'new-pw', session_duration_minutes: 30, code_verifier: verifier },
    });
    expect(localStorage.getItem(VERIFIER_KEY)).toBeNull();
    expect(fake.storeAuthResponse).toHaveBeenCalledWith(auth);
  });

  it('reset sends a verifier held from an earlier page even when PKCE is not required, and none when none is held', async () => {
    const { client } = fakeClient();
    await passwordResetByEmail(client, { token: 't1', password: 'p', session_duration_minutes: 45 });
    expect(seen[0]!.body).toEqual({ token: 't1', password: 'p', session_duration_minutes: 45 });
    localStorage.setItem(VERIFIER_KEY, 'a'.repeat(128));
    await passwordResetByEmail(client, { token: 't2', password: 'p' });
    expect(seen[1]!.body.code_verifier).toBe('a'.repeat(128));
  });

  it('with PKCE required and no verifier on this device, reset fails before the call with the missing-PKCE error', async () => {
    const { client, session: fake } = fakeClient({ pkce: true });
    await expect(passwordResetByEmail(client, { token: 't', password: 'p' })).rejects.toMatchObject({
      name: 'MissingPKCEError',
      message: MISSING_PKCE,
    });
    expect(seen).toHaveLength(0);
    expect(fake.storeAuthResponse).not.toHaveBeenCalled();
  });

  it('a failed reset keeps the verifier for another try', async () => {
    server.use(
      http.post(`${BASE}/sdk/v1/passwords/email/reset`, () =>
        HttpResponse.json({ status_code: 400, error_type: 'weak_password', error_message: 'Weak.' }, { status: 400 }),
      ),
    );
    const { client } = fakeClient();
    localStorage.setItem(VERIFIER_KEY, 'b'.repeat(128));
    await expect(passwordResetByEmail(client, { token: 't', password: 'p' })).rejects.toMatchObject({ error_type: 'weak_password' });
    expect(localStorage.getItem(VERIFIER_KEY)).toBe('b'.repeat(128));
  });

  it('checks arguments first', async () => {
    await expectUsage(
      passwordResetByEmailStart(fakeClient().client, { email: 'a@b.co', reset_password_expiration_minutes: '5' as unknown as number }),
      'Invalid call to passwords.resetByEmailStart: reset_password_expiration_minutes must be an optional number.',
    );
    await expectUsage(
      passwordResetByEmail(fakeClient().client, { token: 5 as unknown as string, password: 'p' }),
      'Invalid call to passwords.resetByEmail: token must be a string.',
    );
  });
});

describe('passwords.resetByExistingPassword and resetBySession', () => {
  it('existing-password reset posts both passwords and stores the session', async () => {
    const { client, session: fake } = fakeClient();
    await passwordResetByExistingPassword(client, { email: 'ada@example.com', existing_password: 'old', new_password: 'new' });
    expect(seen[0]).toEqual({
      path: '/passwords/existing_password/reset',
      body: { email: 'ada@example.com', existing_password: 'old', new_password: 'new', session_duration_minutes: 30 },
    });
    expect(fake.storeAuthResponse).toHaveBeenCalledWith(auth);
  });

  it('session reset needs a session', async () => {
    await expect(passwordResetBySession(fakeClient().client, { password: 'new' })).rejects.toThrow(NO_SESSION);
    expect(seen).toHaveLength(0);
    const { client, session: fake } = fakeClient({ signedIn: true });
    await passwordResetBySession(client, { password: 'new' });
    expect(seen[0]).toEqual({ path: '/passwords/session/reset', body: { password: 'new', session_duration_minutes: 30 } });
    expect(fake.storeAuthResponse).toHaveBeenCalledWith(auth);
  });

  it('checks arguments first', async () => {
    await expectUsage(
      passwordResetByExistingPassword(fakeClient().client, { email: 'a@b.co', existing_password: 1 as unknown as string, new_password: 'n' }),
      'Invalid call to passwords.resetByExistingPassword: existing_password must be a string.',
    );
    await expectUsage(
      passwordResetByExistingPassword(fakeClient().client, { email: 'a@b.co', existing_password: 'o', new_password: null as unknown as string }),
      'Invalid call to passwords.resetByExistingPassword: new_password must be a string.',
    );
    await expectUsage(
      passwordResetBySession(fakeClient({ signedIn: true }).client, { password: [] as unknown as string }),
      'Invalid call to passwords.resetBySession: password must be a string.',
    );
  });
});

describe('passwords.strengthCheck', () => {
  it('sends the email only when given and returns the data', async () => {
    const { client } = fakeClient();
    reply = { request_id: 'r', status_code: 200, valid_password: true, score: 4 };
    await expect(passwordStrengthCheck(client, { password: 'pw', email: 'a@b.co' })).resolves.toMatchObject({ valid_password: true, score: 4 });
    await passwordStrengthCheck(client, { password: 'pw' });
    expect(seen.map((s) => s.body)).toEqual([{ password: 'pw', email: 'a@b.co' }, { password: 'pw' }]);
  });

  it('a cancelled check rejects with an AbortError', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(passwordStrengthCheck(fakeClient().client, { password: 'pw' }, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('checks arguments first', async () => {
    await expectUsage(
      passwordStrengthCheck(fakeClient().client, { password: 'pw', email: 3 as unknown as string }),
      'Invalid call to passwords.strengthCheck: email must be an optional string.',
    );
  });
});

describe('user.search', () => {
  it('posts the email and returns the camelCase userType only', async () => {
    reply = { request_id: 'r', status_code: 200, userType: 'passwordless' };
    await expect(searchUser(fakeClient().client, 'ada@example.com')).resolves.toStrictEqual({ userType: 'passwordless' });
    expect(seen).toEqual([{ path: '/users/search', body: { email: 'ada@example.com' } }]);
  });

  it('checks the email first', async () => {
    await expectUsage(searchUser(fakeClient().client, undefined as unknown as string), 'Invalid call to user.search: email must be a string.');
  });
});
