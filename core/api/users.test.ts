import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NO_SESSION, UsageError } from '../errors.js';
import { fakeCoreClient } from '../../test/support/coreApi.js';
import { fakeUser } from '../../test/support/session.js';
import type { Session, User } from '../types.js';
import { deleteFactor, getUser, updateUser, usersApi, type FactorKind } from './users.js';

const BASE = 'http://localhost:4100';
const TOKEN = 'public-token-test-users';

const makeUser = (over: Partial<User> = {}): User => ({
  ...fakeUser(),
  name: { first_name: 'Ada', middle_name: '', last_name: 'Lovelace' },
  emails: [{ email_id: 'email-1', email: 'ada@example.com', verified: true }],
  untrusted_metadata: { theme: 'dark' },
  ...over,
});
const session: Session = {
  session_id: 'session-test-1',
  user_id: 'user-test-1',
  started_at: '2024-01-01T00:00:00Z',
  last_accessed_at: '2024-01-01T00:00:00Z',
  expires_at: '2099-01-01T00:00:00Z',
  attributes: { ip_address: '', user_agent: '' },
  authentication_factors: [],
  custom_claims: null,
};

interface Seen {
  method: string;
  path: string;
  body: string;
  auth: string | null;
}
const seen: Seen[] = [];
let me: User = makeUser();

const record = async (request: Request) => {
  seen.push({ method: request.method, path: new URL(request.url).pathname, body: await request.text(), auth: request.headers.get('authorization') });
};

const server = setupServer(
  http.get(`${BASE}/sdk/v1/users/me`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: { ...me, request_id: 'request-id-me', status_code: 200 } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  me = makeUser();
});
afterAll(() => server.close());

function fakeClient(signedIn = true) {
  return fakeCoreClient({ base: BASE, token: TOKEN, ...(signedIn && { session, user: makeUser(), secret: 'sess-tok' }) });
}

describe('user.get', () => {
  it('GETs /users/me, strips request_id and status_code and updates the session user', async () => {
    const { client, session: fake } = fakeClient();
    const user = await getUser(client);
    expect(user).toStrictEqual(makeUser());
    expect('request_id' in user).toBe(false);
    expect('status_code' in user).toBe(false);
    expect(fake.updateUser).toHaveBeenCalledTimes(1);
    expect(fake.updateUser).toHaveBeenCalledWith(makeUser());
    expect(fake.updateUser.mock.calls[0]![0]).not.toHaveProperty('request_id');
    expect(seen).toEqual([{ method: 'GET', path: '/sdk/v1/users/me', body: '', auth: `Basic ${btoa(`${TOKEN}:sess-tok`)}` }]);
  });

  it('a failed GET leaves the session user alone', async () => {
    server.use(
      http.get(`${BASE}/sdk/v1/users/me`, () =>
        HttpResponse.json({ status_code: 401, error_type: 'unauthorized_credentials', error_message: 'Unauthorized credentials.' }, { status: 401 }),
      ),
    );
    const { client, session: fake } = fakeClient();
    await expect(getUser(client)).rejects.toMatchObject({ name: 'ApiError', error_type: 'unauthorized_credentials' });
    expect(fake.updateUser).not.toHaveBeenCalled();
  });

  it('usersApi.getSync reads the session manager', () => {
    const { client, session: fake } = fakeClient();
    expect(usersApi(client).getSync()).toStrictEqual(makeUser());
    expect(fake.getUserSync).toHaveBeenCalledTimes(1);
    expect(usersApi(fakeClient(false).client).getSync()).toBeNull();
  });
});

describe('user.update', () => {
  it('PUTs /users/me with untrusted_metadata and takes the user from __user', async () => {
    const updated = makeUser({ untrusted_metadata: { theme: 'light' } });
    server.use(
      http.put(`${BASE}/sdk/v1/users/me`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ data: { __user: updated, request_id: 'r', status_code: 200 } });
      }),
    );
    const { client, session: fake } = fakeClient();
    await expect(updateUser(client, { untrusted_metadata: { theme: 'light' } })).resolves.toStrictEqual(updated);
    expect(seen).toEqual([
      { method: 'PUT', path: '/sdk/v1/users/me', body: '{"untrusted_metadata":{"theme":"light"}}', auth: `Basic ${btoa(`${TOKEN}:sess-tok`)}` },
    ]);
    expect(fake.updateUser).toHaveBeenCalledWith(updated);
  });

  it('PUTs the name parts given, checked to be an object', async () => {
    const updated = makeUser({ name: { first_name: 'Ada', middle_name: '', last_name: 'Lovelace' } });
    server.use(
      http.put(`${BASE}/sdk/v1/users/me`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ data: { __user: updated, request_id: 'r', status_code: 200 } });
      }),
    );
    const { client } = fakeClient();
    await expect(updateUser(client, { name: { first_name: 'Ada', last_name: 'Lovelace' } })).resolves.toStrictEqual(updated);
    expect(seen.map((s) => s.body)).toEqual(['{"name":{"first_name":"Ada","last_name":"Lovelace"}}']);
    const error = await updateUser(client, { name: 'Ada' as unknown as { first_name: string } }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('Invalid call to user.update: name must be an optional object.');
    expect(seen).toHaveLength(1);
  });

  it('without __user in the answer, reloads /users/me', async () => {
    server.use(
      http.put(`${BASE}/sdk/v1/users/me`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ data: { request_id: 'r', status_code: 200 } });
      }),
    );
    me = makeUser({ untrusted_metadata: { reloaded: true } });
    const { client, session: fake } = fakeClient();
    await expect(updateUser(client, { untrusted_metadata: { reloaded: true } })).resolves.toStrictEqual(me);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['PUT /sdk/v1/users/me', 'GET /sdk/v1/users/me']);
    expect(fake.updateUser).toHaveBeenCalledWith(me);
  });

  it('without a session: the NO_SESSION error and no request', async () => {
    const { client } = fakeClient(false);
    await expect(updateUser(client, { untrusted_metadata: {} })).rejects.toMatchObject({
      name: 'NoCurrentSessionError',
      message: 'There is no session currently available. Make sure the user is authenticated with a valid session.',
    });
    expect(seen).toHaveLength(0);
  });

  it('checks untrusted_metadata is an object', async () => {
    const { client } = fakeClient();
    const error = await updateUser(client, { untrusted_metadata: 'x' as unknown as Record<string, unknown> }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe('Invalid call to user.update: untrusted_metadata must be an optional object.');
    expect(seen).toHaveLength(0);
  });
});

describe('deleting factors', () => {
  const methods: [keyof ReturnType<typeof usersApi>, FactorKind][] = [
    ['deleteEmail', 'emails'],
    ['deletePhoneNumber', 'phone_numbers'],
    ['deleteTOTP', 'totps'],
    ['deleteCryptoWallet', 'crypto_wallets'],
    ['deleteOAuthRegistration', 'oauth'],
    ['deleteWebauthnRegistration', 'webauthn_registrations'],
    ['deleteBiometricRegistration', 'biometric_registrations'],
  ];

  it.each(methods)('%s sends DELETE /users/%s/{id} and stores the returned user', async (method, kind) => {
    const after = makeUser({ emails: [] });
    server.use(
      http.delete(`${BASE}/sdk/v1/users/:kind/:id`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ data: { __user: after, request_id: 'r', status_code: 200 } });
      }),
    );
    const { client, session: fake } = fakeClient();
    const api = usersApi(client);
    const result = await (api[method] as (id: string) => Promise<User>)('factor-id-1');
    expect(seen).toEqual([{ method: 'DELETE', path: `/sdk/v1/users/${kind}/factor-id-1`, body: '', auth: `Basic ${btoa(`${TOKEN}:sess-tok`)}` }]);
    expect(result).toStrictEqual(after);
    expect(fake.updateUser).toHaveBeenCalledWith(after);
  });

  it('the SPEC §7 delete paths are exactly these', () => {
    expect(methods.map(([, kind]) => `/users/${kind}/{id}`)).toEqual([
      '/users/emails/{id}',
      '/users/phone_numbers/{id}',
      '/users/totps/{id}',
      '/users/crypto_wallets/{id}',
      '/users/oauth/{id}',
      '/users/webauthn_registrations/{id}',
      '/users/biometric_registrations/{id}',
    ]);
  });

  it('escapes the id into one path segment', async () => {
    server.use(
      http.delete(`${BASE}/sdk/v1/users/*`, async ({ request }) => {
        seen.push({ method: request.method, path: new URL(request.url).pathname, body: '', auth: null });
        return HttpResponse.json({ data: { __user: makeUser(), request_id: 'r', status_code: 200 } });
      }),
    );
    const { client } = fakeClient();
    await deleteFactor(client, 'emails', 'a/b?c');
    expect(seen[0]!.path).toBe('/sdk/v1/users/emails/a%2Fb%3Fc');
  });

  it('without __user in the answer, reloads /users/me', async () => {
    server.use(
      http.delete(`${BASE}/sdk/v1/users/:kind/:id`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ data: { request_id: 'r', status_code: 200 } });
      }),
    );
    me = makeUser({ totps: [] });
    const { client, session: fake } = fakeClient();
    await expect(usersApi(client).deleteTOTP('totp-1')).resolves.toStrictEqual(me);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['DELETE /sdk/v1/users/totps/totp-1', 'GET /sdk/v1/users/me']);
    expect(fake.updateUser).toHaveBeenCalledWith(me);
  });

  it.each(methods)('%s without a session: the NO_SESSION error text and no request', async (method) => {
    const { client } = fakeClient(false);
    const error = await (usersApi(client)[method] as (id: string) => Promise<User>)('id-1').catch((e: unknown) => e);
    expect((error as Error).message).toBe(NO_SESSION);
    expect(NO_SESSION).toBe('There is no session currently available. Make sure the user is authenticated with a valid session.');
    expect(seen).toHaveLength(0);
  });

  it('a non-string id is a UsageError', async () => {
    const { client } = fakeClient();
    await expect(deleteFactor(client, 'emails', 7 as unknown as string)).rejects.toThrow('Invalid call to user.delete emails: id must be a string.');
    expect(seen).toHaveLength(0);
  });
});
