// @vitest-environment node
import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { makeTestProvider, MINUTE, TEST_ORIGIN, type TestProvider } from '../testkit';
import { provider, sha256url, signIn, SIGNUP, tokenIn, VERIFIER } from './oauthTestSupport';

/** The same token with ECDSA's other valid signature, (r, n - s): a different string that still verifies. */
function withOtherSignature(jwt: string): string {
  const P256_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
  const at = jwt.lastIndexOf('.');
  const signature = Buffer.from(jwt.slice(at + 1), 'base64url');
  const s = BigInt(`0x${signature.subarray(32).toString('hex')}`);
  const flipped = Buffer.from((P256_ORDER - s).toString(16).padStart(64, '0'), 'hex');
  return `${jwt.slice(0, at)}.${Buffer.concat([signature.subarray(0, 32), flipped]).toString('base64url')}`;
}

describe('Google One Tap', () => {
  // The widget's nonce: the raw value goes with the credential, its SHA-256 (base64url) into Google's initialize.
  const NONCE = 'widget-nonce-1';
  const credential = async (
    p: TestProvider,
    email: string,
    clientId = 'latch-local-dev.apps.googleusercontent.test',
    nonce: string | undefined = sha256url(NONCE),
  ) =>
    (await p.call('POST', '/_dev/google/credential', { body: { client_id: clientId, email, name: 'One Tapper', ...(nonce && { nonce }) } })).json
      .credential as string;

  it('start names the project’s Google client; the simulated Google knows it and its origins', async () => {
    const p = await provider();
    const startAnswer = await p.post('/oauth/google/onetap/start', {});
    expect(startAnswer.json.data.google_client_id).toBe('latch-local-dev.apps.googleusercontent.test');
    const client = await p.call('GET', '/_dev/google/clients/latch-local-dev.apps.googleusercontent.test');
    expect(client.json).toEqual({ client_id: 'latch-local-dev.apps.googleusercontent.test', authorized_origins: [TEST_ORIGIN] });
    expect((await p.call('GET', '/_dev/google/clients/other')).status).toBe(404);
  });

  it('turns a verified credential into the return URL with a token, for the same account Google’s redirect flow uses', async () => {
    const p = await provider();
    const submitted = await p.post('/oauth/google/onetap', {
      id_token: await credential(p, 'tapper@example.com'),
      nonce: NONCE,
      signup_redirect_url: `${TEST_ORIGIN}/welcome`,
    });
    expect(submitted.status).toBe(200);
    const back = new URL(submitted.json.data.redirect_url);
    expect(`${back.origin}${back.pathname}`).toBe(SIGNUP);
    const auth = await p.post('/oauth/authenticate', { token: tokenIn(back) });
    expect(auth.json.data.provider_type).toBe('Google');
    expect(auth.json.data.provider_values.scopes).toEqual(['openid', 'email', 'profile']);
    const viaRedirect = await p.post('/oauth/authenticate', { token: tokenIn(await signIn(p, 'tapper@example.com', {}, 'google')) });
    expect(viaRedirect.json.data.user_id).toBe(auth.json.data.user_id);
    expect(viaRedirect.json.data.provider_subject).toBe(auth.json.data.provider_subject);
  });

  it('refuses a forged, foreign, tampered or expired credential', async () => {
    const p = await provider();
    const { privateKey } = await generateKeyPair('ES256');
    const now = Math.floor(p.now().getTime() / 1000);
    const forged = await new SignJWT({ email: 'x@example.com', email_verified: true, nonce: sha256url(NONCE) })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer('https://accounts.google.com')
      .setAudience('latch-local-dev.apps.googleusercontent.test')
      .setSubject('1')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(privateKey);
    const good = await credential(p, 'real@example.com');
    const [header, payload, signature] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = [header, Buffer.from(JSON.stringify({ ...claims, email: 'victim@example.com' })).toString('base64url'), signature].join('.');
    for (const idToken of [forged, tampered, 'not.a.jwt']) {
      const refused = await p.post('/oauth/google/onetap', { id_token: idToken, nonce: NONCE });
      expect(refused.status).toBe(401);
      expect(refused.json.error_type).toBe('invalid_id_token');
    }
    const foreign = await makeTestProvider({ config: { oauthProviders: [{ type: 'google', clientId: 'someone-else' }] } });
    const theirs = (
      await foreign.call('POST', '/_dev/google/credential', { body: { client_id: 'someone-else', email: 'x@example.com', nonce: sha256url(NONCE) } })
    ).json.credential;
    expect((await p.post('/oauth/google/onetap', { id_token: theirs, nonce: NONCE })).json.error_type).toBe('invalid_id_token');
    p.advance(61 * MINUTE);
    const expired = await p.post('/oauth/google/onetap', { id_token: good, nonce: NONCE });
    expect(expired.json.error_message).toContain('"exp" claim timestamp check failed');
  });

  it.each([
    [{ oauthProviders: [{ type: 'github' as const }] }, 'oauth_config_not_found'],
    [{ oauthProviders: [{ type: 'google' as const }] }, 'default_provider_not_allowed'],
    [{ oauthRedirectUrls: { login: [], signup: ['{origin}/'] } }, 'no_login_redirect_urls_set'],
    [{ oauthRedirectUrls: { login: ['{origin}/'], signup: [] } }, 'no_signup_redirect_urls_set'],
  ])('start refuses with the reason of SPEC §8 for %j', async (config, errorType) => {
    const p = await makeTestProvider({ config });
    const refused = await p.post('/oauth/google/onetap/start', {});
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe(errorType);
  });

  it('start refuses a page origin the project does not allow', async () => {
    const p = await provider();
    const refused = await p.call('POST', '/sdk/v1/oauth/google/onetap/start', {
      body: {},
      headers: { 'X-SDK-Parent-Host': 'https://elsewhere.example' },
    });
    expect(refused.json.error_type).toBe('origin_not_allowed_for_client');
    const own = await p.call('POST', '/sdk/v1/oauth/google/onetap/start', { body: {}, headers: { 'X-SDK-Parent-Host': TEST_ORIGIN } });
    expect(own.status).toBe(200);
  });

  it('needs a challenge when the project requires PKCE, and the token then needs its verifier', async () => {
    const p = await provider({ pkceRequiredForOauth: true });
    const idToken = await credential(p, 'pkce.tap@example.com');
    expect((await p.post('/oauth/google/onetap', { id_token: idToken, nonce: NONCE })).json.error_type).toBe('missing_code_challenge');
    const submitted = await p.post('/oauth/google/onetap', { id_token: idToken, nonce: NONCE, code_challenge: sha256url(VERIFIER) });
    const token = tokenIn(new URL(submitted.json.data.redirect_url));
    expect((await p.post('/oauth/authenticate', { token, code_verifier: VERIFIER })).status).toBe(200);
  });

  it('accepts each credential once: a replay, even with the signature re-encoded, makes no second session', async () => {
    const p = await provider();
    const idToken = await credential(p, 'once@example.com');
    const first = await p.post('/oauth/google/onetap', { id_token: idToken, nonce: NONCE });
    expect(first.status).toBe(200);
    for (const replay of [idToken, withOtherSignature(idToken)]) {
      const again = await p.post('/oauth/google/onetap', { id_token: replay, nonce: NONCE });
      expect(again.status).toBe(401);
      expect(again.json.error_type).toBe('invalid_id_token');
    }
    const again = await p.post('/oauth/google/onetap', { id_token: idToken, nonce: NONCE });
    expect(again.json.error_message).toBe('This Google credential was already used. Sign in with Google again.');
    expect((await p.post('/oauth/authenticate', { token: tokenIn(new URL(first.json.data.redirect_url)) })).status).toBe(200);
  });

  it('takes a credential only with the nonce whose hash it carries: a stolen one without the widget’s nonce signs no one in', async () => {
    const p = await provider();
    const idToken = await credential(p, 'bound@example.com');
    const missing = await p.post('/oauth/google/onetap', { id_token: idToken });
    expect(missing.status).toBe(400);
    expect(missing.json.error_message).toBe('nonce is required.');
    for (const nonce of ['someone-else', sha256url(NONCE)]) {
      const wrong = await p.post('/oauth/google/onetap', { id_token: idToken, nonce });
      expect(wrong.status).toBe(401);
      expect(wrong.json.error_message).toBe('This Google credential was not issued for this sign-in: its nonce does not match.');
    }
    const unbound = await credential(p, 'unbound@example.com', undefined, '');
    expect((await p.post('/oauth/google/onetap', { id_token: unbound, nonce: NONCE })).json.error_message).toBe(
      'This Google credential was not issued for this sign-in: its nonce does not match.',
    );
    // The refusals spent nothing: the rightful widget still signs in with it.
    expect((await p.post('/oauth/google/onetap', { id_token: idToken, nonce: NONCE })).status).toBe(200);
  });
});
