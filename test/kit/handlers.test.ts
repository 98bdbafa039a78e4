// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { latchHandlers, latchUrl } from './handlers.js';

const baseUrl = 'http://kit.test';
const token = 'public-token-test-kit';
const server = setupServer(...latchHandlers({ baseUrl, otpCode: '123123', bootstrap: { project_name: 'Kit Project' } }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A call as the widget makes it: Basic auth of the public token and the secret (the session token once signed in). */
async function call(method: 'GET' | 'POST', path: string, body?: unknown, secret = token) {
  const response = await fetch(latchUrl(path, baseUrl), {
    method,
    headers: { authorization: `Basic ${btoa(`${token}:${secret}`)}`, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

describe('latchHandlers', () => {
  it('answers bootstrap in the success envelope, with the overrides over a dev project', async () => {
    const { status, json } = await call('GET', `/projects/bootstrap/${token}`);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      status_code: 200,
      project_name: 'Kit Project',
      captcha_settings: { enabled: false },
      password_config: null,
      cname_domain: null,
    });
    expect(json.data.request_id).toEqual(expect.any(String));
  });

  it('logs in by code only with the configured code, for the method id it sent, once', async () => {
    const sent = await call('POST', '/otps/sms/login_or_create', { phone_number: '+12025550123', expiration_minutes: 5 });
    const method_id = sent.json.data.method_id as string;
    const wrong = await call('POST', '/otps/authenticate', { token: '000000', method_id, session_duration_minutes: 30 });
    expect(wrong).toMatchObject({ status: 404, json: { status_code: 404, error_type: 'otp_code_not_found' } });
    expect(wrong.json.error_message).toEqual(expect.any(String));
    const right = await call('POST', '/otps/authenticate', { token: '123123', method_id, session_duration_minutes: 30 });
    expect(right.status).toBe(200);
    expect(right.json.data.method_id).toBe(method_id);
    expect(right.json.data.user.phone_numbers).toEqual([{ phone_id: method_id, phone_number: '+12025550123', verified: true }]);
    expect(right.json.data.session.authentication_factors[0]).toMatchObject({
      delivery_method: 'sms',
      phone_number_factor: { phone_number: '+12025550123' },
    });
    expect((await call('POST', '/otps/authenticate', { token: '123123', method_id })).status).toBe(404);
  });

  it('gives a full AuthResponse that a session token then authenticates, until it is revoked', async () => {
    const login = await call('POST', '/magic_links/authenticate', { token: 'any-link-token', session_duration_minutes: 45 });
    const data = login.json.data;
    expect(Object.keys(data.user).sort()).toEqual(
      [
        'biometric_registrations',
        'created_at',
        'crypto_wallets',
        'emails',
        'name',
        'password',
        'phone_numbers',
        'providers',
        'status',
        'totps',
        'trusted_metadata',
        'untrusted_metadata',
        'user_id',
        'webauthn_registrations',
      ].sort(),
    );
    expect(data.session_token).toEqual(expect.stringMatching(/\S/));
    expect(data.session_jwt.split('.')).toHaveLength(3);
    expect(data.method_id).toBe(data.user.emails[0].email_id);
    expect(Date.parse(data.session.expires_at) - Date.parse(data.session.started_at)).toBe(45 * 60_000);

    expect((await call('POST', '/sessions/authenticate', {})).status).toBe(404);
    const again = await call('POST', '/sessions/authenticate', {}, data.session_token);
    expect(again.json.data.session.session_id).toBe(data.session.session_id);
    expect((await call('GET', '/users/me', undefined, data.session_token)).json.data.user_id).toBe(data.user_id);

    expect((await call('POST', '/sessions/revoke', undefined, data.session_token)).status).toBe(200);
    expect((await call('POST', '/sessions/authenticate', {}, data.session_token)).json).toMatchObject({ error_type: 'session_not_found' });
    expect((await call('GET', '/users/me', undefined, data.session_token)).status).toBe(404);
  });

  it('refuses a magic link without a token', async () => {
    expect((await call('POST', '/magic_links/authenticate', {})).status).toBe(400);
  });

  it('says every email is new unless told otherwise, and creates a password account with its email id', async () => {
    expect((await call('POST', '/users/search', { email: 'a@example.com' })).json.data.userType).toBe('new');
    const created = await call('POST', '/passwords', { email: 'a@example.com', password: 'x', session_duration_minutes: 30 });
    expect(created.json.data.email_id).toBe(created.json.data.user.emails[0].email_id);
    expect(created.json.data.user.emails[0].email).toBe('a@example.com');
  });
});
