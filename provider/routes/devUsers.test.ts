// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTestProvider, STRONG_PASSWORD } from '../testkit';
import type { TestProvider } from '../testkit';

let p: TestProvider;
beforeEach(async () => {
  p = await makeTestProvider();
  await p.signUp('flagged@example.com');
});

describe('dev: require a password reset', () => {
  it('makes the next password login answer reset_password until the password is reset', async () => {
    const flagged = await p.call('POST', '/_dev/users/require_password_reset', { body: { email: 'Flagged@example.com' } });
    expect(flagged.status).toBe(200);
    const login = await p.post('/passwords/authenticate', { email: 'flagged@example.com', password: STRONG_PASSWORD, session_duration_minutes: 30 });
    expect(login.status).toBe(400);
    expect(login.json.error_type).toBe('reset_password');
  });

  it('answers 404 for an unknown email and 400 for a malformed body', async () => {
    const unknown = await p.call('POST', '/_dev/users/require_password_reset', { body: { email: 'nobody@example.com' } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error_type).toBe('user_not_found');
    const malformed = await p.call('POST', '/_dev/users/require_password_reset', { raw: '{"email":' });
    expect(malformed.status).toBe(400);
  });
});
