// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MINUTE, TEST_ORIGIN } from '../testkit';
import { answer, get, LOGIN, provider, sha256url, signIn, SIGNUP, start, startPath, tokenIn, VERIFIER } from './oauthTestSupport';

describe('GET /v1/public/oauth/{provider}/start', () => {
  it('checks the public token, then shows the consent page for the provider; a refusal is a page, never a redirect', async () => {
    const p = await provider();
    for (const token of [undefined, 'public-token-test-unknown']) {
      const refused = await get(p, startPath('github', token ? { public_token: token } : {}));
      expect(refused.status).toBe(401);
      expect(refused.headers.get('location')).toBeNull();
      expect(refused.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(await refused.text()).toContain('invalid_public_token');
    }
    const consent = await start(p);
    expect(consent).toMatch(/^\/_dev\/oauth\/github\/consent\?request=[A-Za-z0-9_-]{43}$/);
    const page = await get(p, consent);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sign in to Latch local project with GitHub');
    expect(html).toContain('Continue as Ada Lovelace');
    expect(html).toContain('Continue as this user');
  });

  it('knows the nineteen providers, and only the enabled ones', async () => {
    const p = await provider({ oauthProviders: [{ type: 'google', clientId: 'c' }] });
    expect((await get(p, startPath('myspace', { public_token: p.publicToken }))).status).toBe(404);
    const disabled = await get(p, startPath('github', { public_token: p.publicToken }));
    expect(disabled.status).toBe(404);
    expect(await disabled.text()).toContain('oauth_config_not_found');
    expect(await start(p, {}, 'google')).toMatch(/^\/_dev\/oauth\/google\/consent/);
  });

  it('accepts only registered redirect URLs, exactly as registered', async () => {
    const p = await provider();
    for (const asked of [`${TEST_ORIGIN}/`, `${TEST_ORIGIN}/other`]) expect(await start(p, { login_redirect_url: asked })).toContain('/consent?');
    const attacks = [
      `${TEST_ORIGIN}/other/more`,
      `${TEST_ORIGIN}/othe`,
      `${TEST_ORIGIN}/..;/other`,
      `${TEST_ORIGIN}/%6Fther`,
      `${TEST_ORIGIN}/OTHER`,
      'HTTP://LOCALHOST:4100/',
      `http://user@localhost:4100/`,
      'http://localhost:4100@evil.example/',
      'http://localhost:4101/',
      `${TEST_ORIGIN}/#fragment`,
      `${TEST_ORIGIN}/?added=1`,
      '//evil.example/',
      'http://localhost:4100\\@evil.example/',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://localhost.:4100/',
      'https://evil.example/',
    ];
    for (const asked of attacks) {
      for (const field of ['login_redirect_url', 'signup_redirect_url']) {
        const refused = await get(p, startPath('github', { public_token: p.publicToken, [field]: asked }));
        expect(refused.status, `${field}=${asked}`).toBe(400);
        expect(refused.headers.get('location')).toBeNull();
        const html = await refused.text();
        // The shared gate (redirectUrls.ts): what is no absolute http(s) URL is invalid_url, the rest no match.
        expect(html).toMatch(/no_match_for_provided_oauth_url|invalid_url/);
        expect(html).not.toContain('<script>alert');
      }
    }
  });

  it('refuses a repeated parameter, a bad scope, a bad challenge, and a missing one when the project requires PKCE', async () => {
    const p = await provider({ pkceRequiredForOauth: true });
    const bad = async (query: string) => {
      const response = await get(p, `/v1/public/oauth/github/start?public_token=${p.publicToken}&${query}`);
      expect(response.status, query).toBe(400);
      return response.text();
    };
    expect(
      await bad(
        `code_challenge=${sha256url(VERIFIER)}&login_redirect_url=${encodeURIComponent(LOGIN)}&login_redirect_url=${encodeURIComponent(LOGIN)}`,
      ),
    ).toContain('more than once');
    expect(await bad(`code_challenge=${sha256url(VERIFIER)}&custom_scopes=${encodeURIComponent('repo "quoted"')}`)).toContain('invalid scope');
    expect(await bad('code_challenge=short')).toContain('43 characters');
    expect(await bad('custom_scopes=repo')).toContain('missing_code_challenge');
    expect(await start(p, { code_challenge: sha256url(VERIFIER) })).toContain('/consent?');
  });

  it('shows requested scopes and provider parameters as text', async () => {
    const p = await provider();
    const consent = await start(p, { custom_scopes: 'repo <b>bold</b>', provider_prompt: '"><img src=x>' });
    const html = await (await get(p, consent)).text();
    expect(html).toContain('<code>repo</code>, <code>&#60;b&#62;bold&#60;/b&#62;</code>');
    expect(html).toContain('<code>prompt=&#34;&#62;&#60;img src=x&#62;</code>');
    expect(html).not.toContain('<img');
  });
});

describe('the consent page', () => {
  it('sends a new user to the sign-up URL and a returning one to the login URL, each with a single-use token', async () => {
    const p = await provider();
    const first = await signIn(p, 'New.Person@Example.com');
    expect(`${first.origin}${first.pathname}`).toBe(SIGNUP);
    expect(first.searchParams.get('stytch_token_type')).toBe('oauth');
    expect(tokenIn(first)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await signIn(p, 'new.person@example.com');
    expect(`${again.origin}${again.pathname}`).toBe(LOGIN);
    const asked = await signIn(p, 'new.person@example.com', { login_redirect_url: `${TEST_ORIGIN}/other` });
    expect(`${asked.origin}${asked.pathname}`).toBe(`${TEST_ORIGIN}/other`);
  });

  it('takes answers only from its own page', async () => {
    const p = await provider();
    const consent = await start(p);
    // Its forms must carry the page's origin, which no-referrer would turn into "null".
    expect((await get(p, consent)).headers.get('referrer-policy')).toBe('same-origin');
    const crossSite = await answer(p, consent, { identity: 'ada' }, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const own = await answer(p, consent, { identity: 'ada' }, { Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'same-origin' });
    expect(own.status).toBe(303);
  });

  it('offers ready-made test people', async () => {
    const p = await provider();
    const back = await answer(p, await start(p, {}, 'discord'), { identity: 'grace' });
    const auth = await p.post('/oauth/authenticate', { token: tokenIn(new URL(back.headers.get('location')!)), session_duration_minutes: 30 });
    expect(auth.json.data.user.emails[0].email).toBe('grace.hopper@discord.example');
    expect(auth.json.data.user.name).toEqual({ first_name: 'Grace', middle_name: '', last_name: 'Hopper' });
  });

  it('cancel returns to the login URL with access_denied, and the request cannot be answered again', async () => {
    const p = await provider();
    const consent = await start(p, { login_redirect_url: `${TEST_ORIGIN}/other` });
    const cancelled = await answer(p, consent, { identity: 'cancel' });
    expect(cancelled.status).toBe(303);
    const back = new URL(cancelled.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${TEST_ORIGIN}/other`);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      stytch_token_type: 'oauth',
      error: 'access_denied',
      error_description: 'The user cancelled the sign-in at GitHub.',
    });
    const replay = await answer(p, consent, { identity: 'ada' });
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('oauth_request_not_found');
  });

  it('asks again for an address that is not one, keeping the request', async () => {
    const p = await provider();
    const consent = await start(p);
    const refused = await answer(p, consent, { identity: 'custom', email: 'not-an-email' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('That is not an email address.');
    expect(html).toContain('value="not-an-email" aria-invalid="true" aria-describedby="consent-error"');
    expect((await answer(p, consent, { identity: 'custom', email: 'fixed@example.com' })).status).toBe(303);
  });

  it('lets a request wait ten minutes, and refuses an unknown one', async () => {
    const p = await provider();
    const consent = await start(p);
    p.advance(11 * MINUTE);
    expect((await get(p, consent)).status).toBe(400);
    expect((await answer(p, consent, { identity: 'ada' })).status).toBe(400);
    expect((await get(p, '/_dev/oauth/github/consent?request=nope')).status).toBe(400);
  });
});

describe('the simulated Google script and the consent page style', () => {
  it('are served as files under the demo assets', async () => {
    const p = await provider();
    const script = await p.call('GET', '/demo/assets/fake-gsi.js');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.json).toContain('google.accounts = {');
    expect((await p.call('GET', '/demo/assets/oauth-consent.css')).headers.get('content-type')).toContain('text/css');
  });
});

describe('POST /sdk/v1/oauth/authenticate', () => {
  it('signs the user in: provider subject, type and values, a verified email, and the provider in users/me', async () => {
    const p = await provider();
    const back = await signIn(p, 'octo@example.com', { custom_scopes: 'repo read:user' });
    const auth = await p.post('/oauth/authenticate', { token: tokenIn(back), session_duration_minutes: 60 });
    expect(auth.status).toBe(200);
    const { data } = auth.json;
    expect(data.provider_type).toBe('GitHub');
    expect(data.provider_subject).toMatch(/^github-[0-9a-f]{20}$/);
    expect(data.provider_values).toMatchObject({ scopes: ['repo', 'read:user'], refresh_token: '', id_token: '' });
    expect(data.provider_values.access_token).toBeTruthy();
    expect(data.user.status).toBe('active');
    expect(data.user.emails).toEqual([{ email_id: expect.any(String), email: 'octo@example.com', verified: true }]);
    expect(data.session.authentication_factors).toEqual([
      {
        type: 'oauth',
        delivery_method: 'oauth_github',
        last_authenticated_at: p.now().toISOString(),
        github_oauth_factor: { id: data.oauth_user_registration_id, email_id: data.user.emails[0].email_id, provider_subject: data.provider_subject },
      },
    ]);
    expect(data.session_token && data.session_jwt).toBeTruthy();
    const me = await p.call('GET', '/sdk/v1/users/me', { secret: data.session_token });
    expect(me.json.data.providers).toEqual([
      {
        oauth_user_registration_id: data.oauth_user_registration_id,
        provider_subject: data.provider_subject,
        provider_type: 'GitHub',
        profile_picture_url: '',
        locale: '',
      },
    ]);
  });

  it('links the provider to an existing user with that email', async () => {
    const p = await provider();
    const existing = await p.signUp('linked@example.com');
    const auth = await p.post('/oauth/authenticate', { token: tokenIn(await signIn(p, 'linked@example.com')) });
    expect(auth.json.data.user_id).toBe(existing.user_id);
    expect(auth.json.data.user.providers).toHaveLength(1);
  });

  it("ends a squatter's password and sessions when the provider vouches for the address (pre-signup takeover)", async () => {
    const p = await provider();
    const squatter = await p.signUp('victim@example.com', 'attacker-knows-this-91');
    const auth = await p.post('/oauth/authenticate', { token: tokenIn(await signIn(p, 'victim@example.com')) });
    expect(auth.status).toBe(200);
    expect(auth.json.data.user.password).toEqual({ password_id: expect.any(String), requires_reset: true });
    expect((await p.post('/sessions/authenticate', {}, squatter.session_token)).json.error_type).toBe('session_not_found');
    const again = await p.post('/passwords/authenticate', { email: 'victim@example.com', password: 'attacker-knows-this-91' });
    expect(again.json.error_type).toBe('reset_password');
  });

  it('is single use and expires after ten minutes', async () => {
    const p = await provider();
    const token = tokenIn(await signIn(p, 'once@example.com'));
    expect((await p.post('/oauth/authenticate', { token })).status).toBe(200);
    const reused = await p.post('/oauth/authenticate', { token });
    expect(reused.status).toBe(404);
    expect(reused.json.error_type).toBe('oauth_token_not_found');

    const late = tokenIn(await signIn(p, 'once@example.com'));
    p.advance(10 * MINUTE + 1000);
    expect((await p.post('/oauth/authenticate', { token: late })).json.error_type).toBe('oauth_token_not_found');
    expect((await p.post('/oauth/authenticate', { token: 'made-up' })).status).toBe(404);
  });

  it('checks the PKCE verifier once: a wrong or missing verifier spends the token', async () => {
    const p = await provider();
    const challenge = sha256url(VERIFIER);
    const missing = tokenIn(await signIn(p, 'pkce@example.com', { code_challenge: challenge }));
    const noVerifier = await p.post('/oauth/authenticate', { token: missing });
    expect(noVerifier.status).toBe(400);
    expect(noVerifier.json.error_type).toBe('pkce_mismatch');
    expect((await p.post('/oauth/authenticate', { token: missing, code_verifier: VERIFIER })).json.error_type).toBe('oauth_token_not_found');

    const wrong = tokenIn(await signIn(p, 'pkce@example.com', { code_challenge: challenge }));
    expect((await p.post('/oauth/authenticate', { token: wrong, code_verifier: `${VERIFIER}0` })).json.error_type).toBe('pkce_mismatch');
    expect((await p.post('/oauth/authenticate', { token: wrong, code_verifier: VERIFIER })).status).toBe(404);

    const right = tokenIn(await signIn(p, 'pkce@example.com', { code_challenge: challenge }));
    expect((await p.post('/oauth/authenticate', { token: right, code_verifier: VERIFIER })).status).toBe(200);
  });

  it('answers malformed requests with the contract’s JSON errors', async () => {
    const p = await provider();
    const broken = await p.call('POST', '/sdk/v1/oauth/authenticate', { raw: '{"token":' });
    expect(broken.status).toBe(400);
    expect(broken.json.error_type).toBe('invalid_json');
    const missing = await p.post('/oauth/authenticate', {});
    expect(missing.json).toMatchObject({ status_code: 400, error_type: 'bad_request', error_message: 'token is required.' });
    expect((await p.post('/oauth/authenticate', { token: 5 })).json.error_message).toBe('token must be a string.');
    expect((await p.call('POST', '/sdk/v1/oauth/authenticate', { body: { token: 't' }, noAuth: true })).json.error_type).toBe(
      'invalid_authorization_header',
    );
  });
});
