// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { hotp, totpCounter } from '../auth/totp';
import { makeTestProvider, STRONG_PASSWORD } from '../testkit';
import type { TestProvider } from '../testkit';

let p: TestProvider;
let token: string;
beforeEach(async () => {
  p = await makeTestProvider();
  token = (await p.signUp('totp@example.com')).session_token;
});

const create = async () => (await p.post('/totps', { expiration_minutes: 30 }, token)).json.data;
const codeNow = (secret: string) => hotp(secret, totpCounter(p.now()));

describe('TOTP routes', () => {
  it('creates a secret, an otpauth URL and 10 recovery codes', async () => {
    const totp = await create();
    expect(totp.totp_id).toMatch(/^totp-test-/);
    expect(totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totp.otpauth_url).toContain(`secret=${totp.secret}`);
    expect(totp.recovery_codes).toHaveLength(10);
    expect(new Set(totp.recovery_codes).size).toBe(10);
    expect(totp.user.totps).toEqual([{ totp_id: totp.totp_id, verified: false }]);
    expect((await p.post('/totps', {})).json.error_type).toBe('user_unauthenticated');
  });

  it('authenticates a real RFC 6238 code, verifies the TOTP and adds the factor to the session', async () => {
    const totp = await create();
    const auth = await p.post('/totps/authenticate', { totp_code: codeNow(totp.secret) }, token);
    expect(auth.status).toBe(200);
    expect(auth.json.data.totp_id).toBe(totp.totp_id);
    expect(auth.json.data.session_token).toBe(token);
    expect(auth.json.data.user.totps).toEqual([{ totp_id: totp.totp_id, verified: true }]);
    expect(auth.json.data.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['password', 'totp']);
    expect((await p.post('/totps', {}, token)).json.error_type).toBe('active_totp_exists');
  });

  it('refuses a wrong code and a replayed one', async () => {
    const totp = await create();
    const code = codeNow(totp.secret);
    const wrong = await p.post('/totps/authenticate', { totp_code: String((Number(code) + 1) % 1e6).padStart(6, '0') }, token);
    expect(wrong.status).toBe(404);
    expect(wrong.json.error_type).toBe('totp_code_not_found');
    expect((await p.post('/totps/authenticate', { totp_code: code }, token)).status).toBe(200);
    expect((await p.post('/totps/authenticate', { totp_code: code }, token)).json.error_type).toBe('totp_code_not_found');
    p.advance(30_000);
    expect((await p.post('/totps/authenticate', { totp_code: codeNow(totp.secret) }, token)).status).toBe(200);
  });

  it('lists unused recovery codes and recovers with each once', async () => {
    const totp = await create();
    expect((await p.post('/totps/recover', { recovery_code: totp.recovery_codes[0] }, token)).status).toBe(404);
    await p.post('/totps/authenticate', { totp_code: codeNow(totp.secret) }, token);
    const listed = await p.post('/totps/recovery_codes', undefined, token);
    expect(listed.json.data.totps).toEqual([{ totp_id: totp.totp_id, verified: true, recovery_codes: totp.recovery_codes }]);
    const recovered = await p.post('/totps/recover', { recovery_code: totp.recovery_codes[0] }, token);
    expect(recovered.status).toBe(200);
    expect(recovered.json.data.session.authentication_factors.at(-1)).toMatchObject({ type: 'recovery_code' });
    const reused = await p.post('/totps/recover', { recovery_code: totp.recovery_codes[0] }, token);
    expect(reused.json.error_type).toBe('recovery_code_not_found');
    expect((await p.post('/totps/recovery_codes', {}, token)).json.data.totps[0].recovery_codes).toHaveLength(9);
  });

  it('forgets an unverified TOTP after its expiration', async () => {
    const totp = (await p.post('/totps', { expiration_minutes: 5 }, token)).json.data;
    p.advance(6 * 60_000);
    expect((await p.post('/totps/authenticate', { totp_code: codeNow(totp.secret) }, token)).json.error_type).toBe('totp_not_found');
  });

  it('can be deleted through users', async () => {
    const totp = await create();
    const removed = await p.call('DELETE', `/sdk/v1/users/totps/${totp.totp_id}`, { secret: token });
    expect(removed.json.data.user.totps).toEqual([]);
  });
});

/** A user with a verified TOTP, and a second session of theirs made with the password only. */
async function enrolled() {
  const totp = await create();
  await p.post('/totps/authenticate', { totp_code: codeNow(totp.secret) }, token);
  const passwordOnly = (await p.post('/passwords/authenticate', { email: 'totp@example.com', password: STRONG_PASSWORD })).json.data
    .session_token as string;
  return { totp, passwordOnly };
}

const expectInsufficient = (result: { status: number; json: any }) => {
  expect(result.status).toBe(403);
  expect(result.json.error_type).toBe('insufficient_factors');
};

describe('a user with a second factor (finding 4)', () => {
  it('a password-only session can neither read the recovery codes nor delete the TOTP or another factor', async () => {
    const { totp, passwordOnly } = await enrolled();
    expectInsufficient(await p.post('/totps/recovery_codes', {}, passwordOnly));
    expectInsufficient(await p.call('DELETE', `/sdk/v1/users/totps/${totp.totp_id}`, { secret: passwordOnly }));
    const emailId = totp.user.emails[0].email_id;
    expectInsufficient(await p.call('DELETE', `/sdk/v1/users/emails/${emailId}`, { secret: passwordOnly }));
    expect((await p.call('GET', '/sdk/v1/users/me', { secret: passwordOnly })).json.data.totps).toEqual([{ totp_id: totp.totp_id, verified: true }]);
  });

  it('the same session may once it has proven the TOTP, or a recovery code', async () => {
    const { totp, passwordOnly } = await enrolled();
    p.advance(30_000);
    await p.post('/totps/authenticate', { totp_code: codeNow(totp.secret) }, passwordOnly);
    expect((await p.post('/totps/recovery_codes', {}, passwordOnly)).status).toBe(200);

    const other = (await p.post('/passwords/authenticate', { email: 'totp@example.com', password: STRONG_PASSWORD })).json.data.session_token;
    // A recovery code is itself the second factor: it is what someone who lost the authenticator app has.
    expect((await p.post('/totps/recover', { recovery_code: totp.recovery_codes[1] }, other)).status).toBe(200);
    expect((await p.call('DELETE', `/sdk/v1/users/totps/${totp.totp_id}`, { secret: other })).status).toBe(200);
  });

  it('a user without a verified TOTP needs nothing more', async () => {
    const totp = await create();
    expect((await p.post('/totps/recovery_codes', {}, token)).status).toBe(200);
    expect((await p.call('DELETE', `/sdk/v1/users/totps/${totp.totp_id}`, { secret: token })).status).toBe(200);
  });
});

describe('wrong TOTP codes are throttled (finding 5)', () => {
  const wrongCode = (secret: string) => String((Number(codeNow(secret)) + 500_000) % 1e6).padStart(6, '0');

  it('after 5 wrong codes for a user, even the right one answers 429 with Retry-After until the window passes', async () => {
    const totp = await create();
    for (let i = 0; i < 5; i++) expect((await p.post('/totps/authenticate', { totp_code: wrongCode(totp.secret) }, token)).status).toBe(404);
    const blocked = await p.post('/totps/authenticate', { totp_code: codeNow(totp.secret) }, token);
    expect(blocked.status).toBe(429);
    expect(blocked.json.error_type).toBe('too_many_requests');
    expect(Number(blocked.headers.get('retry-after'))).toBe(15 * 60);
    p.advance(15 * 60_000);
    expect((await p.post('/totps/authenticate', { totp_code: codeNow(totp.secret) }, token)).status).toBe(200);
  });

  it('the limit is per user: a new session of the same user does not reset it', async () => {
    const totp = await create();
    for (let i = 0; i < 5; i++) await p.post('/totps/authenticate', { totp_code: wrongCode(totp.secret) }, token);
    const fresh = (await p.post('/passwords/authenticate', { email: 'totp@example.com', password: STRONG_PASSWORD })).json.data.session_token;
    expect((await p.post('/totps/authenticate', { totp_code: codeNow(totp.secret) }, fresh)).status).toBe(429);
  });

  it('wrong recovery codes count too', async () => {
    const { totp, passwordOnly } = await enrolled();
    for (let i = 0; i < 5; i++) expect((await p.post('/totps/recover', { recovery_code: `0000-0000-000${i}` }, passwordOnly)).status).toBe(404);
    expect((await p.post('/totps/recover', { recovery_code: totp.recovery_codes[0] }, passwordOnly)).status).toBe(429);
  });
});
