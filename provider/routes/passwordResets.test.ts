// @vitest-environment node
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTestProvider, MINUTE, STRONG_PASSWORD, TEST_ORIGIN, tokenOf } from '../testkit';
import type { TestProvider } from '../testkit';

let p: TestProvider;
beforeEach(async () => {
  p = await makeTestProvider();
});

const NEW_PASSWORD = 'meadow-cobalt-81-harbor';

async function startReset(email: string, extra: Record<string, unknown> = {}) {
  const started = await p.post('/passwords/email/reset/start', { email, ...extra });
  expect(started.status).toBe(200);
  return tokenOf((await p.lastMessage()).link);
}

describe('password reset by email', () => {
  it('emails a link to /reset, sets the new password, and ends the old sessions', async () => {
    const old = await p.signUp('reset@example.com');
    await startReset('reset@example.com');
    const message = await p.lastMessage();
    expect(message.link).toMatch(new RegExp(`^${TEST_ORIGIN}/reset\\?stytch_token_type=reset_password&token=`));
    const reset = await p.post('/passwords/email/reset', { token: tokenOf(message.link), password: NEW_PASSWORD, session_duration_minutes: 30 });
    expect(reset.status).toBe(200);
    expect(reset.json.data.session_token).toBeTruthy();
    expect(reset.json.data.user.emails[0].verified).toBe(true);
    expect((await p.post('/sessions/authenticate', {}, old.session_token)).json.error_type).toBe('session_not_found');
    expect((await p.post('/passwords/authenticate', { email: 'reset@example.com', password: STRONG_PASSWORD })).status).toBe(401);
    expect((await p.post('/passwords/authenticate', { email: 'reset@example.com', password: NEW_PASSWORD })).status).toBe(200);
  });

  it('uses the registered redirect URL given', async () => {
    p = await makeTestProvider({ config: { redirectUrls: ['https://app.example/pw?step=2'] } });
    await p.signUp('redirect@example.com');
    await startReset('redirect@example.com', { reset_password_redirect_url: 'https://app.example/pw?step=2' });
    const link = new URL((await p.lastMessage()).link ?? '');
    expect(link.pathname).toBe('/pw');
    expect(link.searchParams.get('step')).toBe('2');
    expect(link.searchParams.get('stytch_token_type')).toBe('reset_password');
  });

  it('keeps the token usable after a weak password, then is single use', async () => {
    await p.signUp('weak@example.com');
    const token = await startReset('weak@example.com');
    expect((await p.post('/passwords/email/reset', { token, password: 'password123' })).json.error_type).toBe('weak_password');
    expect((await p.post('/passwords/email/reset', { token, password: NEW_PASSWORD })).status).toBe(200);
    const again = await p.post('/passwords/email/reset', { token, password: NEW_PASSWORD });
    expect(again.status).toBe(401);
    expect(again.json.error_type).toBe('unable_to_auth_magic_link');
  });

  it("judges the new password as the reset page's strength check does, without the email (SPEC §5)", async () => {
    await p.signUp('marigold.fenwick@example.com');
    const checked = await p.post('/passwords/strength_check', { password: 'marigold.fenwick' });
    expect(checked.json.data.valid_password).toBe(true);
    const reset = await p.post('/passwords/email/reset', { token: await startReset('marigold.fenwick@example.com'), password: 'marigold.fenwick' });
    expect(reset.status).toBe(200);
  });

  it('expires after 30 minutes by default', async () => {
    await p.signUp('late@example.com');
    const token = await startReset('late@example.com');
    p.advance(30 * MINUTE + 1);
    expect((await p.post('/passwords/email/reset', { token, password: NEW_PASSWORD })).status).toBe(401);
  });

  it('refuses wrong tokens and unknown emails', async () => {
    expect((await p.post('/passwords/email/reset', { token: 'nope', password: NEW_PASSWORD })).status).toBe(404);
    const unknown = await p.post('/passwords/email/reset/start', { email: 'ghost@example.com' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error_type).toBe('email_not_found');
  });

  it('verifies PKCE when a challenge was sent', async () => {
    await p.signUp('pkce@example.com');
    const verifier = 'f'.repeat(43);
    const token = await startReset('pkce@example.com', {
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    });
    expect((await p.post('/passwords/email/reset', { token, password: NEW_PASSWORD })).json.error_type).toBe('pkce_mismatch');
    expect((await p.post('/passwords/email/reset', { token, password: NEW_PASSWORD, code_verifier: 'x'.repeat(43) })).json.error_type).toBe(
      'pkce_mismatch',
    );
    expect((await p.post('/passwords/email/reset', { token, password: NEW_PASSWORD, code_verifier: verifier })).status).toBe(200);
  });

  it('floods like any other send', async () => {
    await p.signUp('flood@example.com');
    for (let i = 0; i < 5; i++) await startReset('flood@example.com');
    const flooded = await p.post('/passwords/email/reset/start', { email: 'flood@example.com' });
    expect(flooded.status).toBe(429);
    expect(flooded.headers.get('retry-after')).toBe('60');
  });
});

describe('password reset with the existing password', () => {
  it('needs the right existing password and a strong new one', async () => {
    await p.signUp('existing@example.com');
    const body = { email: 'existing@example.com', existing_password: STRONG_PASSWORD, new_password: NEW_PASSWORD };
    expect((await p.post('/passwords/existing_password/reset', { ...body, existing_password: 'wrong-one-123' })).json.error_type).toBe(
      'unauthorized_credentials',
    );
    expect((await p.post('/passwords/existing_password/reset', { ...body, new_password: 'password123' })).json.error_type).toBe('weak_password');
    expect((await p.post('/passwords/existing_password/reset', body)).status).toBe(200);
    expect((await p.post('/passwords/authenticate', { email: 'existing@example.com', password: NEW_PASSWORD })).status).toBe(200);
  });
});

describe('password reset with a session', () => {
  it('needs an email or phone factor from the last 5 minutes', async () => {
    const byPassword = await p.signUp('session@example.com');
    const tooWeak = await p.post('/passwords/session/reset', { password: NEW_PASSWORD }, byPassword.session_token);
    expect(tooWeak.json.error_type).toBe('session_too_old_to_reset_password');

    const methodId = (await p.post('/otps/email/login_or_create', { email: 'session@example.com' })).json.data.method_id;
    const code = (await p.lastMessage()).code;
    const byCode = (await p.post('/otps/authenticate', { token: code, method_id: methodId })).json.data;
    const reset = await p.post('/passwords/session/reset', { password: NEW_PASSWORD }, byCode.session_token);
    expect(reset.status).toBe(200);
    expect(reset.json.data.session.session_id).toBe(byCode.session.session_id);
    expect((await p.post('/sessions/authenticate', {}, byPassword.session_token)).status).toBe(404);

    p.advance(6 * MINUTE);
    const stale = await p.post('/passwords/session/reset', { password: 'another-strong-pass-77' }, byCode.session_token);
    expect(stale.json.error_type).toBe('session_too_old_to_reset_password');
    expect((await p.post('/passwords/session/reset', { password: NEW_PASSWORD })).json.error_type).toBe('user_unauthenticated');
  });
});
