import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NO_SESSION, UsageError } from '../errors.js';
import { fakeUser } from '../../test/support/session.js';
import type { Session } from '../types.js';
import { fakeCoreClient } from '../../test/support/coreApi.js';
import { totpAuthenticate, totpCreate, totpRecover, totpRecoveryCodes } from './totps.js';

const BASE = 'http://localhost:4100';
const TOKEN = 'public-token-test-totps';

const session = { session_id: 'session-1', user_id: 'user-1' } as Session;
const auth = {
  request_id: 'r',
  status_code: 200,
  user_id: 'user-1',
  user: fakeUser(),
  session,
  session_token: 'tok',
  session_jwt: 'jwt',
  totp_id: 'totp-1',
};
const created = {
  request_id: 'r',
  status_code: 200,
  totp_id: 'totp-1',
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Project:ada?secret=JBSWY3DPEHPK3PXP',
  qr_code: '',
  recovery_codes: ['aaaa-bbbb-cccc'],
  user_id: 'user-1',
  user: fakeUser(),
};

const seen: { method: string; path: string; body: unknown; auth: string | null }[] = [];
let reply: Record<string, unknown> = auth;
const server = setupServer(
  http.post(`${BASE}/sdk/v1/*`, async ({ request }) => {
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/sdk/v1', ''),
      body: await request.json(),
      auth: request.headers.get('authorization'),
    });
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

const signedIn = () => fakeCoreClient({ base: BASE, token: TOKEN, session, secret: 'sess-tok' });
const signedOut = () => fakeCoreClient({ base: BASE, token: TOKEN });
const basic = (secret: string) => `Basic ${Buffer.from(`${TOKEN}:${secret}`).toString('base64')}`;

async function usage(call: Promise<unknown>, message: string) {
  const error = await call.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UsageError);
  expect((error as Error).message).toBe(message);
  expect(seen).toHaveLength(0);
}

describe('totps', () => {
  it('create posts expiration_minutes with the session secret and keeps the returned user', async () => {
    reply = created;
    const { client, session: fake } = signedIn();
    await expect(totpCreate(client, { expiration_minutes: 10 })).resolves.toEqual(created);
    expect(seen).toEqual([{ method: 'POST', path: '/totps', body: { expiration_minutes: 10 }, auth: basic('sess-tok') }]);
    expect(fake.updateUser).toHaveBeenCalledWith(created.user);
  });

  it('authenticate sends totp_code with a 30-minute default session and stores the session', async () => {
    const { client, session: fake } = signedIn();
    await expect(totpAuthenticate(client, { totp_code: '123456' })).resolves.toEqual(auth);
    await totpAuthenticate(client, { totp_code: '654321', session_duration_minutes: 60 });
    expect(seen.map((s) => [s.path, s.body])).toEqual([
      ['/totps/authenticate', { totp_code: '123456', session_duration_minutes: 30 }],
      ['/totps/authenticate', { totp_code: '654321', session_duration_minutes: 60 }],
    ]);
    expect(fake.storeAuthResponse).toHaveBeenCalledWith(auth);
  });

  it('recoveryCodes posts an empty body and returns the codes', async () => {
    reply = { request_id: 'r', status_code: 200, user_id: 'user-1', totps: [{ totp_id: 'totp-1', verified: true, recovery_codes: ['c1'] }] };
    const { client } = signedIn();
    await expect(totpRecoveryCodes(client)).resolves.toMatchObject({ totps: [{ totp_id: 'totp-1', verified: true, recovery_codes: ['c1'] }] });
    expect(seen).toEqual([{ method: 'POST', path: '/totps/recovery_codes', body: {}, auth: basic('sess-tok') }]);
  });

  it('recover sends recovery_code and stores the session', async () => {
    const { client, session: fake } = signedIn();
    await totpRecover(client, { recovery_code: 'aaaa-bbbb-cccc' });
    expect(seen[0]).toMatchObject({ path: '/totps/recover', body: { recovery_code: 'aaaa-bbbb-cccc', session_duration_minutes: 30 } });
    expect(fake.storeAuthResponse).toHaveBeenCalledWith(auth);
  });

  it('a refused code stores nothing', async () => {
    server.use(
      http.post(`${BASE}/sdk/v1/totps/authenticate`, () =>
        HttpResponse.json(
          { status_code: 404, error_type: 'totp_code_not_found', error_message: 'The TOTP code is wrong.', request_id: 'r' },
          { status: 404 },
        ),
      ),
    );
    const { client, session: fake } = signedIn();
    await expect(totpAuthenticate(client, { totp_code: '000000' })).rejects.toMatchObject({ name: 'ApiError', error_type: 'totp_code_not_found' });
    expect(fake.storeAuthResponse).not.toHaveBeenCalled();
  });

  it('checks the SPEC §5 arguments before any request', async () => {
    const { client } = signedIn();
    await usage(
      totpCreate(client, { expiration_minutes: '5' as unknown as number }),
      'Invalid call to totps.create: expiration_minutes must be a number.',
    );
    await usage(totpCreate(client, {} as { expiration_minutes: number }), 'Invalid call to totps.create: expiration_minutes must be a number.');
    await usage(
      totpAuthenticate(client, { totp_code: 123456 as unknown as string }),
      'Invalid call to totps.authenticate: totp_code must be a string.',
    );
    await usage(
      totpAuthenticate(client, { totp_code: '123456', session_duration_minutes: '30' as unknown as number }),
      'Invalid call to totps.authenticate: session_duration_minutes must be a number.',
    );
    await usage(
      totpRecover(client, { recovery_code: undefined as unknown as string }),
      'Invalid call to totps.recover: recovery_code must be a string.',
    );
  });

  it('without a session every call fails with the no-session error and sends nothing', async () => {
    const { client } = signedOut();
    for (const call of [
      totpCreate(client, { expiration_minutes: 5 }),
      totpAuthenticate(client, { totp_code: '123456' }),
      totpRecoveryCodes(client),
      totpRecover(client, { recovery_code: 'c' }),
    ]) {
      await expect(call).rejects.toMatchObject({ name: 'NoCurrentSessionError', message: NO_SESSION });
    }
    expect(seen).toHaveLength(0);
  });
});
