// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTestProvider } from '../testkit';
import type { TestProvider } from '../testkit';

let p: TestProvider;
beforeEach(async () => {
  p = await makeTestProvider();
});

describe('no /sdk/v1 answer may be cached (they carry tokens, users and codes)', () => {
  it('auth answers, users/me and sessions/authenticate say Cache-Control: no-store', async () => {
    const signUp = await p.post('/passwords', { email: 'cache@example.com', password: 'lantern-quarry-57-orbit' });
    const token = signUp.json.data.session_token;
    const answers = {
      'passwords (sign-up)': signUp,
      'passwords/authenticate': await p.post('/passwords/authenticate', { email: 'cache@example.com', password: 'lantern-quarry-57-orbit' }),
      'users/me': await p.call('GET', '/sdk/v1/users/me', { secret: token }),
      'sessions/authenticate': await p.post('/sessions/authenticate', {}, token),
      'otps/email/login_or_create': await p.post('/otps/email/login_or_create', { email: 'cache@example.com' }),
      bootstrap: await p.call('GET', `/sdk/v1/projects/bootstrap/${p.publicToken}`, { noAuth: true }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect({ name, status: answer.status, cache: answer.headers.get('cache-control') }).toEqual({ name, status: 200, cache: 'no-store' });
    }
  });

  it('errors say it too: a bad secret, a malformed header, an unknown route, a wrong password', async () => {
    const answers = [
      await p.call('GET', '/sdk/v1/users/me', { secret: 'not-a-session' }),
      await p.call('GET', '/sdk/v1/users/me', { headers: { Authorization: 'Bearer x' }, noAuth: true }),
      await p.post('/no/such/route', {}),
      await p.post('/passwords/authenticate', { email: 'nobody@example.com', password: 'wrong-password-1' }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 401, 404, 401]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
