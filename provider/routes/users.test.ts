// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTestProvider } from '../testkit';
import type { TestProvider } from '../testkit';

let p: TestProvider;
beforeEach(async () => {
  p = await makeTestProvider();
});

describe('users', () => {
  it('search tells new, password and passwordless users apart (camelCase userType)', async () => {
    const type = async (email: string) => (await p.post('/users/search', { email })).json.data;
    expect(await type('fresh@example.com')).toMatchObject({ userType: 'new' });
    await p.signUp('pw@example.com');
    expect((await type('PW@example.com')).userType).toBe('password');
    await p.post('/otps/email/login_or_create', { email: 'code@example.com' });
    expect((await type('code@example.com')).userType).toBe('passwordless');
    expect((await type('code@example.com')).user_type).toBeUndefined();
  });

  it('me returns the user fields at the top level of data', async () => {
    const auth = await p.signUp('me@example.com');
    const me = await p.call('GET', '/sdk/v1/users/me', { secret: auth.session_token });
    expect(me.status).toBe(200);
    expect(me.json.data).toEqual({
      ...auth.user,
      request_id: expect.any(String),
      status_code: 200,
    });
    expect(Object.keys(auth.user).sort()).toEqual(
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
    expect(auth.user.password).toEqual({ password_id: expect.stringMatching(/^password-test-/), requires_reset: false });
  });

  it('me needs a session', async () => {
    const anonymous = await p.call('GET', '/sdk/v1/users/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error_type).toBe('user_unauthenticated');
  });

  it('PUT me merges untrusted_metadata, plain or wrapped in __user, and null removes a key', async () => {
    const auth = await p.signUp('meta@example.com');
    const put = (body: unknown) => p.call('PUT', '/sdk/v1/users/me', { secret: auth.session_token, body });
    expect((await put({ untrusted_metadata: { theme: 'dark', lang: 'en' } })).json.data.user.untrusted_metadata).toEqual({
      theme: 'dark',
      lang: 'en',
    });
    const wrapped = await put({ __user: { untrusted_metadata: { lang: null, beta: true } } });
    expect(wrapped.status).toBe(200);
    expect(wrapped.json.data.user.untrusted_metadata).toEqual({ theme: 'dark', beta: true });
    expect((await put({ untrusted_metadata: 'dark' })).json.error_message).toBe('untrusted_metadata must be an object.');
    expect((await put({})).status).toBe(400);
    const me = await p.call('GET', '/sdk/v1/users/me', { secret: auth.session_token });
    expect(me.json.data.untrusted_metadata).toEqual({ theme: 'dark', beta: true });
  });

  it('PUT me sets the name parts given, keeps the others, and answers the user under __user too', async () => {
    const auth = await p.signUp('named@example.com');
    const put = (body: unknown) => p.call('PUT', '/sdk/v1/users/me', { secret: auth.session_token, body });
    const named = await put({ name: { first_name: ' Ada ', last_name: 'Lovelace' } });
    expect(named.status).toBe(200);
    expect(named.json.data.__user.name).toEqual({ first_name: 'Ada', middle_name: '', last_name: 'Lovelace' });
    expect(named.json.data.user).toEqual(named.json.data.__user);
    const wrapped = await put({ __user: { name: { middle_name: 'King' } } });
    expect(wrapped.json.data.user.name).toEqual({ first_name: 'Ada', middle_name: 'King', last_name: 'Lovelace' });
  });

  it('PUT me refuses a bad name whole, with a JSON error, and changes nothing', async () => {
    const auth = await p.signUp('unnamed@example.com');
    const put = (body: unknown) => p.call('PUT', '/sdk/v1/users/me', { secret: auth.session_token, body });
    for (const [name, message] of [
      [{ first_name: 7 }, 'name.first_name must be a string.'],
      [{ nickname: 'x' }, 'name.nickname is not a name part: use first_name, middle_name or last_name.'],
      [{ last_name: 'a\u0000b' }, 'name.last_name must not contain control characters.'],
      [{ first_name: 'x'.repeat(1025) }, 'name.first_name must be at most 1024 characters.'],
    ] as const) {
      const refused = await put({ name, untrusted_metadata: { changed: true } });
      expect(refused.status).toBe(400);
      expect(refused.json.error_message).toBe(message);
    }
    const me = await p.call('GET', '/sdk/v1/users/me', { secret: auth.session_token });
    expect(me.json.data.name).toEqual({ first_name: '', middle_name: '', last_name: '' });
    expect(me.json.data.untrusted_metadata).toEqual({});
  });

  it('DELETE removes the user’s own factors only', async () => {
    const auth = await p.signUp('factors@example.com');
    const sent = await p.post('/otps/sms/send/secondary', { phone_number: '+15555550142' }, auth.session_token);
    const phoneId = sent.json.data.method_id;
    await p.post('/otps/authenticate', { token: (await p.lastMessage()).code, method_id: phoneId }, auth.session_token);
    const stranger = await p.signUp('stranger@example.com');
    const theirs = await p.call('DELETE', `/sdk/v1/users/phone_numbers/${phoneId}`, { secret: stranger.session_token });
    expect(theirs.status).toBe(404);
    expect(theirs.json.error_type).toBe('phone_number_not_found');

    const removed = await p.call('DELETE', `/sdk/v1/users/phone_numbers/${phoneId}`, { secret: auth.session_token });
    expect(removed.status).toBe(200);
    expect(removed.json.data.user.phone_numbers).toEqual([]);
    const emailId = auth.user.emails[0].email_id;
    const email = await p.call('DELETE', `/sdk/v1/users/emails/${emailId}`, { secret: auth.session_token });
    expect(email.json.data.user.emails).toEqual([]);
    for (const segment of ['totps', 'crypto_wallets', 'oauth', 'webauthn_registrations', 'biometric_registrations']) {
      const missing = await p.call('DELETE', `/sdk/v1/users/${segment}/nothing-here`, { secret: auth.session_token });
      expect(missing.status).toBe(404);
    }
    expect((await p.call('DELETE', '/sdk/v1/users/pets/1', { secret: auth.session_token })).json.error_type).toBe('route_not_found');
    expect((await p.call('DELETE', `/sdk/v1/users/emails/${emailId}`)).status).toBe(401);
  });
});
