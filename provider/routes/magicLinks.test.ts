// @vitest-environment node
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTestProvider, MINUTE, TEST_ORIGIN, tokenOf } from '../testkit';
import type { TestProvider } from '../testkit';

let p: TestProvider;
beforeEach(async () => {
  p = await makeTestProvider();
});

const send = (email: string, extra: Record<string, unknown> = {}) => p.post('/magic_links/email/login_or_create', { email, ...extra });

describe('magic links', () => {
  it('signs a new user up: pending until the link is used, then active with a verified email', async () => {
    const sent = await send('New.User@Example.com');
    expect(sent.status).toBe(200);
    expect(Object.keys(sent.json.data).sort()).toEqual(['request_id', 'status_code']);
    const message = await p.lastMessage();
    expect(message).toMatchObject({ channel: 'email', to: 'new.user@example.com', code: null });
    expect(message.link).toMatch(new RegExp(`^${TEST_ORIGIN}/\\?stytch_token_type=magic_links&token=[A-Za-z0-9_-]{43}$`));
    expect((await p.post('/users/search', { email: 'new.user@example.com' })).json.data.userType).toBe('passwordless');

    const auth = await p.post('/magic_links/authenticate', { token: tokenOf(message.link), session_duration_minutes: 30 });
    expect(auth.status).toBe(200);
    const { data } = auth.json;
    expect(data.user.status).toBe('active');
    expect(data.user.emails).toEqual([{ email_id: data.method_id, email: 'new.user@example.com', verified: true }]);
    expect(data.session.authentication_factors).toEqual([
      {
        type: 'magic_link',
        delivery_method: 'email',
        last_authenticated_at: p.now().toISOString(),
        email_factor: { email_id: data.method_id, email_address: 'new.user@example.com' },
      },
    ]);
    expect(data.session_token).toBeTruthy();
    expect(data.session_jwt).toBeTruthy();
  });

  it('is single use', async () => {
    await send('once@example.com');
    const token = tokenOf((await p.lastMessage()).link);
    expect((await p.post('/magic_links/authenticate', { token })).status).toBe(200);
    const again = await p.post('/magic_links/authenticate', { token });
    expect(again.status).toBe(401);
    expect(again.json.error_type).toBe('unable_to_auth_magic_link');
  });

  it('expires (30 minutes by default, or as asked)', async () => {
    await send('late@example.com');
    const token = tokenOf((await p.lastMessage()).link);
    p.advance(31 * MINUTE);
    expect((await p.post('/magic_links/authenticate', { token })).json.error_type).toBe('unable_to_auth_magic_link');

    await send('late@example.com', { login_expiration_minutes: 60, signup_expiration_minutes: 60 });
    const longer = tokenOf((await p.lastMessage()).link);
    p.advance(45 * MINUTE);
    expect((await p.post('/magic_links/authenticate', { token: longer })).status).toBe(200);
  });

  it('answers a wrong token with magic_link_not_found', async () => {
    const wrong = await p.post('/magic_links/authenticate', { token: 'not-a-real-token' });
    expect(wrong.status).toBe(404);
    expect(wrong.json.error_type).toBe('magic_link_not_found');
  });

  it('sends to the registered redirect URL given, keeping its query, login vs signup', async () => {
    p = await makeTestProvider({ config: { redirectUrls: ['https://app.example/login?from=mail', 'https://app.example/welcome?plan=free#top'] } });
    await send('redirect@example.com', {
      login_magic_link_url: 'https://app.example/login?from=mail',
      signup_magic_link_url: 'https://app.example/welcome?plan=free#top',
    });
    const signup = new URL((await p.lastMessage()).link ?? '');
    expect(`${signup.origin}${signup.pathname}`).toBe('https://app.example/welcome');
    expect(signup.searchParams.get('plan')).toBe('free');
    expect(signup.searchParams.get('stytch_token_type')).toBe('magic_links');
    await p.post('/magic_links/authenticate', { token: signup.searchParams.get('token') });
    await send('redirect@example.com', { login_magic_link_url: 'https://app.example/login?from=mail' });
    const login = new URL((await p.lastMessage()).link ?? '');
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('from')).toBe('mail');
  });

  it('refuses bad input', async () => {
    expect((await send('not-an-email')).json.error_type).toBe('invalid_email');
    expect((await send('a@example.com', { login_magic_link_url: 'javascript:alert(1)' })).json.error_type).toBe('invalid_url');
    expect((await send('a@example.com', { login_expiration_minutes: 'soon' })).json.error_message).toBe(
      'login_expiration_minutes must be an integer.',
    );
  });

  describe('PKCE', () => {
    const verifier = 'a'.repeat(64);
    const challenge = createHash('sha256').update(verifier).digest('base64url');

    it('needs the matching verifier when a challenge was sent', async () => {
      await send('pkce@example.com', { code_challenge: challenge });
      const token = tokenOf((await p.lastMessage()).link);
      const missing = await p.post('/magic_links/authenticate', { token });
      expect(missing.status).toBe(400);
      expect(missing.json.error_type).toBe('pkce_mismatch');
      const wrong = await p.post('/magic_links/authenticate', { token, code_verifier: 'b'.repeat(64) });
      expect(wrong.json.error_type).toBe('pkce_mismatch');
      expect((await p.post('/magic_links/authenticate', { token, code_verifier: verifier })).status).toBe(200);
    });

    it('demands a challenge when the project requires PKCE', async () => {
      const strict = await makeTestProvider({ config: { pkceRequiredForEmailMagicLinks: true } });
      const result = await strict.post('/magic_links/email/login_or_create', { email: 'a@example.com' });
      expect(result.status).toBe(400);
      expect(result.json.error_type).toBe('missing_code_challenge');
    });
  });

  it('send/primary only reaches existing users', async () => {
    const unknown = await p.post('/magic_links/email/send/primary', { email: 'ghost@example.com' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error_type).toBe('email_not_found');
    await p.signUp('known@example.com');
    expect((await p.post('/magic_links/email/send/primary', { email: 'known@example.com' })).status).toBe(200);
  });

  it('send/secondary adds an email to the signed-in user and the factor to the same session', async () => {
    const auth = await p.signUp('first@example.com');
    expect((await p.post('/magic_links/email/send/secondary', { email: 'second@example.com' })).json.error_type).toBe('user_unauthenticated');
    const sent = await p.post('/magic_links/email/send/secondary', { email: 'second@example.com' }, auth.session_token);
    expect(sent.status).toBe(200);
    const token = tokenOf((await p.lastMessage()).link);
    const stepUp = (await p.post('/magic_links/authenticate', { token }, auth.session_token)).json.data;
    expect(stepUp.session.session_id).toBe(auth.session.session_id);
    expect(stepUp.session_token).toBe(auth.session_token);
    expect(stepUp.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['password', 'magic_link']);
    expect(stepUp.user.emails.map((e: { email: string }) => e.email)).toEqual(['first@example.com', 'second@example.com']);
  });

  it('floods: the sixth send to one address within a minute gets 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await send('flood@example.com')).status).toBe(200);
    p.advance(20_000);
    const flooded = await send('flood@example.com');
    expect(flooded.status).toBe(429);
    expect(flooded.json.error_type).toBe('too_many_requests');
    expect(flooded.headers.get('retry-after')).toBe('40');
    expect((await send('other@example.com')).status).toBe(200);
    p.advance(41_000);
    expect((await send('flood@example.com')).status).toBe(200);
  });
});
