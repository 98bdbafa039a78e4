// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeTestProvider, STRONG_PASSWORD, TEST_ORIGIN } from '../testkit';

/**
 * The link carries a live token, so where it points decides who can sign in with it: only the project's registered
 * redirect URLs are accepted, compared character for character, on every call that takes one.
 */
const ATTACKS = [
  'http://localhost:4100@evil.example/',
  'https://evil.example/',
  'http://localhost.evil.example:4100/',
  `${TEST_ORIGIN}/reset/../evil`,
  `${TEST_ORIGIN}//evil.example/`,
  `${TEST_ORIGIN}/?next=https://evil.example/`,
  TEST_ORIGIN.toUpperCase() + '/',
];

describe('redirect URLs', () => {
  it('refuses every URL the project did not register, the userinfo trick included, and sends nothing', async () => {
    const p = await makeTestProvider();
    await p.signUp('victim@example.com');
    const calls = [
      (url: string) => p.post('/magic_links/email/login_or_create', { email: 'victim@example.com', login_magic_link_url: url }),
      (url: string) => p.post('/magic_links/email/login_or_create', { email: 'new@example.com', signup_magic_link_url: url }),
      (url: string) => p.post('/magic_links/email/send/primary', { email: 'victim@example.com', login_magic_link_url: url }),
      (url: string) => p.post('/passwords/email/reset/start', { email: 'victim@example.com', reset_password_redirect_url: url }),
      (url: string) => p.post('/passwords/email/reset/start', { email: 'victim@example.com', login_redirect_url: url }),
    ];
    for (const call of calls) {
      for (const url of ATTACKS) {
        const refused = await call(url);
        expect(refused.status, url).toBe(400);
        expect(refused.json.error_type, url).toBe('no_match_for_provided_magic_link_url');
        expect(refused.json.error_message).toMatch(/is not one of this project's redirect URLs/);
      }
    }
    expect(await p.messages()).toEqual([]);
  });

  it('accepts the demo pages by default, and the login page is where links go without one', async () => {
    const p = await makeTestProvider();
    await p.signUp('demo@example.com');
    const login = await p.post('/magic_links/email/login_or_create', { email: 'demo@example.com', login_magic_link_url: `${TEST_ORIGIN}/` });
    expect(login.status).toBe(200);
    expect((await p.lastMessage()).link).toMatch(new RegExp(`^${TEST_ORIGIN}/\\?stytch_token_type=magic_links&token=`));
    const reset = await p.post('/passwords/email/reset/start', { email: 'demo@example.com', reset_password_redirect_url: `${TEST_ORIGIN}/reset` });
    expect(reset.status).toBe(200);
    expect((await p.lastMessage()).link).toMatch(new RegExp(`^${TEST_ORIGIN}/reset\\?stytch_token_type=reset_password&token=`));
  });

  it('matches a registered URL exactly: query included, nothing added or left out', async () => {
    const p = await makeTestProvider({ config: { redirectUrls: ['https://app.example/login?from=mail'] } });
    await p.signUp('exact@example.com', STRONG_PASSWORD);
    const send = (url: string) => p.post('/magic_links/email/login_or_create', { email: 'exact@example.com', login_magic_link_url: url });
    expect((await send('https://app.example/login?from=mail')).status).toBe(200);
    for (const near of [
      'https://app.example/login',
      'https://app.example/login?from=mail&x=1',
      'https://app.example/login?from=mail#x',
      'https://APP.example/login?from=mail',
      `${TEST_ORIGIN}/`,
    ]) {
      expect((await send(near)).json.error_type, near).toBe('no_match_for_provided_magic_link_url');
    }
  });

  it('still answers a malformed URL with invalid_url', async () => {
    const p = await makeTestProvider();
    const result = await p.post('/magic_links/email/login_or_create', { email: 'a@example.com', login_magic_link_url: 'javascript:alert(1)' });
    expect(result.status).toBe(400);
    expect(result.json.error_type).toBe('invalid_url');
  });

  it('checks OAuth returns (start redirect and One Tap) through the same gate, against the OAuth lists', async () => {
    const p = await makeTestProvider({ config: { oauthRedirectUrls: { login: ['{origin}/'], signup: ['{origin}/welcome'] } } });
    const start = (query: Record<string, string>) =>
      p.app.request(`/v1/public/oauth/github/start?${new URLSearchParams({ public_token: p.publicToken, ...query })}`, { redirect: 'manual' });
    for (const url of ATTACKS) {
      for (const field of ['login_redirect_url', 'signup_redirect_url']) {
        const refused = await start({ [field]: url });
        expect(refused.status, `${field}=${url}`).toBe(400);
        const page = await refused.text();
        expect(page).toContain('no_match_for_provided_oauth_url');
        expect(page).toContain(`register it under oauthRedirectUrls.${field.split('_')[0]}`);
      }
      const oneTap = await p.post('/oauth/google/onetap', { id_token: 'x', nonce: 'n', login_redirect_url: url });
      expect(oneTap.json.error_type, url).toBe('no_match_for_provided_oauth_url');
    }
    expect(await (await start({ login_redirect_url: 'javascript:alert(1)' })).text()).toContain('invalid_url');
    // The emailed-link list is not the OAuth one: /reset is a registered link page, not an OAuth return.
    expect((await start({ login_redirect_url: `${TEST_ORIGIN}/reset` })).status).toBe(400);
    expect((await start({ login_redirect_url: `${TEST_ORIGIN}/`, signup_redirect_url: `${TEST_ORIGIN}/welcome` })).status).toBe(302);
  });

  it('refuses a configuration that registers something other than an absolute http(s) URL', async () => {
    await expect(makeTestProvider({ config: { redirectUrls: ['javascript:alert(1)'] } })).rejects.toThrow(/redirectUrls/);
    await expect(makeTestProvider({ config: { redirectUrls: ['/relative'] } })).rejects.toThrow(/redirectUrls/);
  });
});
