// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTestProvider, STRONG_PASSWORD } from '../testkit';
import type { TestProvider } from '../testkit';

let p: TestProvider;
beforeEach(async () => {
  p = await makeTestProvider();
});

const LUDS = { type: 'luds' as const, ludsComplexity: 3, ludsMinimumCount: 10 };

describe('passwords/strength_check', () => {
  it('returns the CONTRACT §5 fields for the zxcvbn policy', async () => {
    const weak = await p.post('/passwords/strength_check', { password: 'password123' });
    expect(weak.json.data).toEqual({
      valid_password: false,
      score: 0,
      breached_password: true,
      breach_detection_on_create: true,
      strength_policy: 'zxcvbn',
      feedback: {
        suggestions: expect.any(Array),
        warning: expect.stringMatching(/.+/),
        luds_requirements: {
          has_digit: true,
          has_lower_case: true,
          has_upper_case: false,
          has_symbol: false,
          missing_characters: 0,
          missing_complexity: 0,
        },
      },
      request_id: expect.any(String),
      status_code: 200,
    });
    const strong = (await p.post('/passwords/strength_check', { password: STRONG_PASSWORD, email: 'a@example.com' })).json.data;
    expect(strong).toMatchObject({ valid_password: true, breached_password: false, feedback: { warning: '' } });
    expect(strong.score).toBeGreaterThanOrEqual(3);
  });

  it('counts missing characters and character types under LUDS', async () => {
    const luds = await makeTestProvider({ config: { passwordPolicy: LUDS } });
    const check = async (password: string) => (await luds.post('/passwords/strength_check', { password })).json.data;
    expect((await check('abc')).feedback.luds_requirements).toEqual({
      has_digit: false,
      has_lower_case: true,
      has_upper_case: false,
      has_symbol: false,
      missing_characters: 7,
      missing_complexity: 2,
    });
    expect(await check('abcdefghiJ1')).toMatchObject({ valid_password: true, strength_policy: 'luds' });
    expect(await check('Password1!x')).toMatchObject({ valid_password: true });
    // Meets LUDS yet is a leaked password.
    const breached = await makeTestProvider({ config: { passwordPolicy: { ...LUDS, ludsMinimumCount: 8 } } });
    const leaked = (await breached.post('/passwords/strength_check', { password: 'Password1' })).json.data;
    expect(leaked).toMatchObject({ valid_password: false, breached_password: true });
    expect(leaked.feedback.luds_requirements).toMatchObject({ missing_characters: 0, missing_complexity: 0 });
  });

  it('answers invalid_email for a malformed email', async () => {
    expect((await p.post('/passwords/strength_check', { password: 'x', email: 'bad' })).json.error_type).toBe('invalid_email');
  });
});

describe('passwords create and authenticate', () => {
  it('creates a user with a hashed password and a session', async () => {
    const created = await p.post('/passwords', { email: 'Create@Example.com', password: STRONG_PASSWORD, session_duration_minutes: 30 });
    expect(created.status).toBe(200);
    const { data } = created.json;
    expect(data.email_id).toBe(data.user.emails[0].email_id);
    expect(data.user.emails[0].email).toBe('create@example.com');
    expect(data.session.authentication_factors[0]).toMatchObject({ type: 'password', delivery_method: 'knowledge' });
    const [row] = p.deps.store.db.all<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(row?.password_hash).not.toContain(STRONG_PASSWORD);
  });

  it('refuses weak passwords and existing emails', async () => {
    const weak = await p.post('/passwords', { email: 'weak@example.com', password: 'password123' });
    expect(weak.status).toBe(400);
    expect(weak.json.error_type).toBe('weak_password');
    await p.signUp('taken@example.com');
    const duplicate = await p.post('/passwords', { email: 'taken@example.com', password: STRONG_PASSWORD });
    expect(duplicate.json.error_type).toBe('duplicate_email');
    await p.post('/magic_links/email/login_or_create', { email: 'passwordless@example.com' });
    expect((await p.post('/passwords', { email: 'passwordless@example.com', password: STRONG_PASSWORD })).json.error_type).toBe('duplicate_email');
  });

  it('logs in with the right password, refuses the wrong one and unknown emails alike', async () => {
    await p.signUp('login@example.com');
    const good = await p.post('/passwords/authenticate', { email: 'login@example.com', password: STRONG_PASSWORD });
    expect(good.status).toBe(200);
    expect(good.json.data.session_token).toBeTruthy();
    for (const body of [
      { email: 'login@example.com', password: 'wrong-password-123' },
      { email: 'nobody@example.com', password: STRONG_PASSWORD },
    ]) {
      const bad = await p.post('/passwords/authenticate', body);
      expect(bad.status).toBe(401);
      expect(bad.json.error_type).toBe('unauthorized_credentials');
      expect(bad.json.error_message).toBe('Unauthorized credentials.');
    }
  });

  it('answers reset_password when the password must be reset', async () => {
    await p.signUp('reset-me@example.com');
    p.deps.store.db.run('UPDATE users SET password_requires_reset = 1');
    const result = await p.post('/passwords/authenticate', { email: 'reset-me@example.com', password: STRONG_PASSWORD });
    expect(result.status).toBe(400);
    expect(result.json.error_type).toBe('reset_password');
  });

  it('answers reset_password for a breached password once breach detection is on', async () => {
    const lax = await makeTestProvider({ config: { passwordPolicy: { ...LUDS, ludsMinimumCount: 8 }, breachDetectionOnCreate: false } });
    await lax.signUp('leaky@example.com', 'Password1');
    const strict = await makeTestProvider({ store: lax.deps.store, config: { passwordPolicy: { ...LUDS, ludsMinimumCount: 8 } } });
    const result = await strict.post('/passwords/authenticate', { email: 'leaky@example.com', password: 'Password1' });
    expect(result.json.error_type).toBe('reset_password');
  });
});

describe('wrong passwords are throttled per account and per client (finding 5)', () => {
  const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
  /** passwords/authenticate from one client address. */
  async function login(email: string, password: string, ip = '203.0.113.7') {
    const response = await p.app.request(
      '/sdk/v1/passwords/authenticate',
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Basic ${Buffer.from(`${p.publicToken}:${p.publicToken}`).toString('base64')}`,
        },
        body: JSON.stringify({ email, password }),
      },
      from(ip),
    );
    return { status: response.status, retryAfter: response.headers.get('retry-after'), json: await response.json() };
  }

  it('after 5 wrong passwords for an account, even the right one answers 429, from any client, until the window passes', async () => {
    await p.signUp('target@example.com');
    for (let i = 0; i < 5; i++) expect((await login('target@example.com', `guess-number-${i}`, `198.51.100.${i}`)).status).toBe(401);
    const blocked = await login('target@example.com', STRONG_PASSWORD, '198.51.100.99');
    expect(blocked.status).toBe(429);
    expect(blocked.json.error_type).toBe('too_many_requests');
    expect(blocked.retryAfter).toBe(String(15 * 60));
    p.advance(5 * 60_000);
    expect((await login('target@example.com', STRONG_PASSWORD)).retryAfter).toBe(String(10 * 60));
    p.advance(10 * 60_000);
    expect((await login('target@example.com', STRONG_PASSWORD)).status).toBe(200);
  });

  it('one client spraying guesses over many accounts is stopped after 20 wrong attempts', async () => {
    for (let account = 0; account < 5; account++) {
      for (let i = 0; i < 4; i++) expect((await login(`user${account}@example.com`, `guess-${i}`)).status).toBe(401);
    }
    const sprayed = await login('user9@example.com', 'guess-0');
    expect(sprayed.status).toBe(429);
    expect((await login('user9@example.com', 'guess-0', '192.0.2.1')).status).toBe(401);
  });

  it('existing_password/reset is the same password check and shares the limit', async () => {
    await p.signUp('existing@example.com');
    const reset = (existing: string) =>
      p.post('/passwords/existing_password/reset', {
        email: 'existing@example.com',
        existing_password: existing,
        new_password: 'meadow-cobalt-81-harbor',
      });
    for (let i = 0; i < 3; i++) expect((await reset(`guess-${i}`)).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login('existing@example.com', `other-guess-${i}`)).status).toBe(401);
    expect((await reset(STRONG_PASSWORD)).status).toBe(429);
  });

  it('a burst of guesses at once gets no more than the limit checked, and the right password inside it answers 429', async () => {
    await p.signUp('burst@example.com');
    const guesses = Array.from({ length: 60 }, (_, i) => (i === 59 ? STRONG_PASSWORD : `burst-guess-${i}`));
    const answers = await Promise.all(guesses.map((guess, i) => login('burst@example.com', guess, `198.51.100.${i}`)));
    expect(answers.filter((a) => a.status !== 429).length).toBeLessThanOrEqual(5);
    expect(answers[59]?.status).toBe(429);
    const reset = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((guess) =>
        p.post('/passwords/existing_password/reset', {
          email: 'burst@example.com',
          existing_password: guess,
          new_password: 'meadow-cobalt-81-harbor',
        }),
      ),
    );
    expect(reset.every((a) => a.status === 429)).toBe(true);
  });

  it('a burst at a fresh account checks at most 5, whatever mix of login and existing_password/reset it is', async () => {
    await p.signUp('mixed@example.com');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? login('mixed@example.com', `mixed-guess-${i}`, `198.51.100.${i}`)
          : p.post('/passwords/existing_password/reset', {
              email: 'mixed@example.com',
              existing_password: `mixed-${i}`,
              new_password: 'meadow-cobalt-81-harbor',
            }),
      ),
    );
    expect(answers.filter((a) => a.status !== 429).length).toBeLessThanOrEqual(5);
  });

  it('a right password does not spend the client’s allowance', async () => {
    await p.signUp('regular@example.com');
    for (let i = 0; i < 25; i++) expect((await login('regular@example.com', STRONG_PASSWORD)).status).toBe(200);
  });

  it('a right password clears the account’s count', async () => {
    await p.signUp('typo@example.com');
    for (let i = 0; i < 4; i++) await login('typo@example.com', `typo-${i}`);
    expect((await login('typo@example.com', STRONG_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('typo@example.com', `typo-${i}`)).status).toBe(401);
    expect((await login('typo@example.com', STRONG_PASSWORD)).status).toBe(200);
  });
});

describe('strength_check is bounded (finding 7)', () => {
  it('judges only the first 32 characters, so a long input costs no more than a short one', async () => {
    const check = async (password: string) => (await p.post('/passwords/strength_check', { password })).json.data;
    const weakStart = 'a'.repeat(32);
    const long = await check(weakStart + 'Xq7#pL2@vN9$kR4!mT6&wZ1%'.repeat(9));
    expect(long.status_code).toBe(200);
    expect({ score: long.score, valid: long.valid_password }).toEqual({ score: (await check(weakStart)).score, valid: false });
    // Beyond the judged part, the characters still count for LUDS.
    expect(long.feedback.luds_requirements).toMatchObject({ has_digit: true, has_upper_case: true, has_symbol: true });
  });
});
