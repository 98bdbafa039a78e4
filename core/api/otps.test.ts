import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, UsageError } from '../errors.js';
import { fakeCoreClient } from '../../test/support/coreApi.js';
import type { Session } from '../types.js';
import { otpAuthenticate, otpEmailLoginOrCreate, otpEmailSend, otpPhoneLoginOrCreate, otpPhoneSend } from './otps.js';

const BASE = 'http://localhost:4100';
const TOKEN = 'public-token-test-otp';

const seen: { path: string; body: Record<string, unknown> }[] = [];
const record = async (request: Request) => {
  seen.push({ path: new URL(request.url).pathname.replace('/sdk/v1', ''), body: (await request.json()) as Record<string, unknown> });
};

const authData = { request_id: 'r-auth', status_code: 200, user_id: 'user-1', session_token: 'tok', session_jwt: 'jwt', method_id: 'phone-1' };

const server = setupServer(
  http.post(`${BASE}/sdk/v1/otps/:channel/login_or_create`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: { request_id: 'r-1', status_code: 200, method_id: 'method-1' } });
  }),
  http.post(`${BASE}/sdk/v1/otps/:channel/send/:which`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: { request_id: 'r-2', status_code: 200, method_id: 'method-2' } });
  }),
  http.post(`${BASE}/sdk/v1/otps/authenticate`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: authData });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

/** Real transport through msw; the session manager is a stub that only says whether someone is signed in. */
function fakeClient(signedIn = false) {
  return fakeCoreClient({ base: BASE, token: TOKEN, ...(signedIn && { session: { session_id: 's-1' } as Session }) });
}

describe('otps login_or_create', () => {
  it.each(['sms', 'whatsapp'] as const)('%s: posts the E.164 number with a 5-minute default expiry and returns the method id', async (channel) => {
    const { client } = fakeClient();
    await expect(otpPhoneLoginOrCreate(client, channel, '+12025550123')).resolves.toMatchObject({ method_id: 'method-1' });
    expect(seen).toEqual([{ path: `/otps/${channel}/login_or_create`, body: { phone_number: '+12025550123', expiration_minutes: 5 } }]);
  });

  it('email: sends the configured expiry and template ids', async () => {
    const { client } = fakeClient();
    await otpEmailLoginOrCreate(client, 'ada@example.com', { expiration_minutes: 10, login_template_id: 'in', signup_template_id: 'up' });
    expect(seen).toEqual([
      {
        path: '/otps/email/login_or_create',
        body: { email: 'ada@example.com', expiration_minutes: 10, login_template_id: 'in', signup_template_id: 'up' },
      },
    ]);
  });

  it.each([
    [
      () => otpPhoneLoginOrCreate(fakeClient().client, 'sms', 15550123 as unknown as string),
      'Invalid call to otps.sms.loginOrCreate: phone_number must be a string.',
    ],
    [
      () => otpPhoneLoginOrCreate(fakeClient().client, 'whatsapp', '+1', { expiration_minutes: '5' as unknown as number }),
      'Invalid call to otps.whatsapp.loginOrCreate: expiration_minutes must be a number.',
    ],
    [
      () => otpEmailLoginOrCreate(fakeClient().client, undefined as unknown as string),
      'Invalid call to otps.email.loginOrCreate: email must be a string.',
    ],
    [
      () => otpEmailLoginOrCreate(fakeClient().client, 'a@b.co', { login_template_id: 3 as unknown as string }),
      'Invalid call to otps.email.loginOrCreate: login_template_id must be an optional string.',
    ],
  ])('refuses bad arguments before any request (%#)', async (call, message) => {
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe(message);
    expect(seen).toHaveLength(0);
  });
});

describe('otps send', () => {
  it('uses /send/primary without a session and /send/secondary with one', async () => {
    await otpPhoneSend(fakeClient(false).client, 'sms', '+447400123456');
    await otpPhoneSend(fakeClient(true).client, 'whatsapp', '+447400123456', { expiration_minutes: 2 });
    await otpEmailSend(fakeClient(false).client, 'ada@example.com');
    await otpEmailSend(fakeClient(true).client, 'ada@example.com');
    expect(seen.map((s) => s.path)).toEqual([
      '/otps/sms/send/primary',
      '/otps/whatsapp/send/secondary',
      '/otps/email/send/primary',
      '/otps/email/send/secondary',
    ]);
    expect(seen[1]?.body).toEqual({ phone_number: '+447400123456', expiration_minutes: 2 });
  });

  it('checks its arguments under the send call name', async () => {
    await expect(otpEmailSend(fakeClient().client, 42 as unknown as string)).rejects.toThrow(
      'Invalid call to otps.email.send: email must be a string.',
    );
    await expect(otpPhoneSend(fakeClient().client, 'sms', '+1', { enable_autofill: 'y' as unknown as boolean })).rejects.toThrow(
      'Invalid call to otps.sms.send: enable_autofill must be an optional boolean.',
    );
  });
});

describe('otps.authenticate', () => {
  it('posts code and method id with a 30-minute default session and stores the session', async () => {
    const { client, session } = fakeClient();
    const response = await otpAuthenticate(client, '123456', 'phone-1');
    expect(response.method_id).toBe('phone-1');
    expect(seen).toEqual([{ path: '/otps/authenticate', body: { token: '123456', method_id: 'phone-1', session_duration_minutes: 30 } }]);
    expect(session.storeAuthResponse).toHaveBeenCalledWith(authData);
  });

  it('passes a given session duration', async () => {
    await otpAuthenticate(fakeClient().client, '123456', 'phone-1', { session_duration_minutes: 90 });
    expect(seen[0]?.body.session_duration_minutes).toBe(90);
  });

  it('stores nothing when the code is refused', async () => {
    server.use(
      http.post(`${BASE}/sdk/v1/otps/authenticate`, () =>
        HttpResponse.json({ status_code: 404, error_type: 'otp_code_not_found', error_message: 'not found', request_id: 'r' }, { status: 404 }),
      ),
    );
    const { client, session } = fakeClient();
    await expect(otpAuthenticate(client, '000000', 'phone-1')).rejects.toBeInstanceOf(ApiError);
    expect(session.storeAuthResponse).not.toHaveBeenCalled();
  });

  it.each([
    [123456, 'phone-1', undefined, 'token must be a string.'],
    ['123456', undefined, undefined, 'method_id must be a string.'],
    ['123456', 'phone-1', '30', 'session_duration_minutes must be a number.'],
  ])('refuses token %o / method %o / minutes %o before any request', async (token, methodId, minutes, message) => {
    const { client } = fakeClient();
    await expect(
      otpAuthenticate(client, token as string, methodId as string, { session_duration_minutes: minutes as number | undefined }),
    ).rejects.toThrow(`Invalid call to otps.authenticate: ${message}`);
    expect(seen).toHaveLength(0);
  });
});
