// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { CSP } from '../http/html';
import type { TestProvider } from '../testkit';
import { RP, TEST_ORIGIN, makeIdpProvider, pkcePair, postAuthorize, request, signIn } from './idpTestSupport';

let p: TestProvider;
let session: string;
const { challenge } = pkcePair();
beforeEach(async () => {
  p = await makeIdpProvider();
  session = (await signIn(p, 'form@example.com')).token;
});

/** An error page: the request is refused where it was made, nothing goes to any redirect URI. */
function expectErrorPage(answer: Awaited<ReturnType<typeof postAuthorize>>, status: number, message: string) {
  expect(answer.status).toBe(status);
  expect(answer.location).toBeNull();
  expect(answer.headers.get('content-type')).toContain('text/html');
  expect(answer.headers.get('content-security-policy')).toBe(CSP);
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
  expect(answer.text).toContain(message);
}

describe('POST /sdk/v1/oauth/authorize: the consent answer', () => {
  it('redirects to the registered URI with a code, the state and the issuer, and is never cached', async () => {
    const answer = await postAuthorize(p, request(challenge), session);
    expect(answer.status).toBe(302);
    expect(answer.location?.startsWith(`${RP}/callback?`)).toBe(true);
    expect(answer.params).toEqual({ code: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), state: 'state-123', iss: TEST_ORIGIN });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the query of a redirect URI registered with one', async () => {
    const answer = await postAuthorize(p, request(challenge, { redirect_uri: `${RP}/cb?tenant=1` }), session);
    expect(answer.location?.startsWith(`${RP}/cb?tenant=1&code=`)).toBe(true);
  });

  it('sends a denial back as access_denied', async () => {
    const answer = await postAuthorize(p, request(challenge, { consent_granted: 'false' }), session);
    expect(answer.status).toBe(302);
    expect(answer.params).toEqual({
      error: 'access_denied',
      error_description: 'Access to the application was denied.',
      state: 'state-123',
      iss: TEST_ORIGIN,
    });
  });

  it.each([
    ['a response_type other than code', { response_type: 'token' }, 'unsupported_response_type'],
    ['no code_challenge (PKCE missing)', { code_challenge: undefined, code_challenge_method: undefined }, 'invalid_request'],
    ['the plain PKCE method', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['a code_challenge that is no S256 digest', { code_challenge: 'short' }, 'invalid_request'],
    ['an empty scope', { scope: ' ' }, 'invalid_scope'],
    ['a scope the client may not ask for', { scope: 'openid admin:everything' }, 'invalid_scope'],
  ])('sends %s back as an OAuth error', async (_, extra, error) => {
    const answer = await postAuthorize(p, request(challenge, extra), session);
    expect(answer.status).toBe(302);
    expect(answer.params).toMatchObject({ error, state: 'state-123' });
    expect(answer.params.code).toBeUndefined();
  });

  it('remembers no consent for a refused scope', async () => {
    await postAuthorize(p, request(challenge, { scope: 'openid admin:everything' }), session);
    expect(p.deps.store.db.all('SELECT * FROM idp_consents')).toEqual([]);
  });

  it('sends login_required back without a live session', async () => {
    expect((await postAuthorize(p, request(challenge), p.publicToken)).params).toMatchObject({ error: 'login_required' });
    expect((await postAuthorize(p, request(challenge), 'unknown-session-token')).params).toMatchObject({ error: 'login_required' });
    p.advance(31 * 60_000);
    expect((await postAuthorize(p, request(challenge), session)).params).toMatchObject({ error: 'login_required' });
  });
});

describe('only the registered redirect URI, exactly (OpenID conformance cases)', () => {
  const registered = `${RP}/callback`;
  it.each([
    ['a prefix of it', `${RP}/call`],
    ['an extra path segment', `${registered}/extra`],
    ['a ..;/ path trick', `${registered}/..;/evil`],
    ['a dot segment', `${RP}/evil/../callback`],
    ['percent-encoding', `${RP}/%63allback`],
    ['a case change in the host', 'https://RP.example.com/callback'],
    ['a case change in the path', `${RP}/Callback`],
    ['userinfo before the host', `https://attacker@rp.example.com/callback`],
    ['the host as userinfo', `${RP}@evil.example/callback`],
    ['another port', 'https://rp.example.com:8443/callback'],
    ['the default port spelled out', 'https://rp.example.com:443/callback'],
    ['a fragment', `${registered}#fragment`],
    ['an added query', `${registered}?next=https://evil.example`],
    ['a changed registered query', `${RP}/cb?tenant=2`],
    ['a scheme-relative //host', '//evil.example/callback'],
    ['a //host path', `${RP}//evil.example/callback`],
    ['a backslash', `${RP}\\@evil.example/callback`],
    ['a javascript: URI', `javascript:alert(document.domain)//${registered}`],
    ['a data: URI', 'data:text/html,<script>alert(1)</script>'],
    ['a trailing dot on the host', 'https://rp.example.com./callback'],
    ['http instead of https', 'http://rp.example.com/callback'],
    ['surrounding whitespace', ` ${registered}`],
  ])('refuses %s with an error page, never a redirect', async (_, redirectUri) => {
    const answer = await postAuthorize(p, request(challenge, { redirect_uri: redirectUri }), session);
    expectErrorPage(answer, 400, 'The redirect_uri is not one of the client&#39;s registered redirect URIs.');
    expect(answer.text).not.toContain('<script>alert');
  });

  it('refuses an unknown or missing client with an error page', async () => {
    expectErrorPage(
      await postAuthorize(p, request(challenge, { client_id: 'nobody' }), session),
      400,
      'The client_id is not registered in this project.',
    );
    expectErrorPage(
      await postAuthorize(p, request(challenge, { client_id: undefined }), session),
      400,
      'The client_id is not registered in this project.',
    );
  });

  it('refuses a registered redirect URI of another client', async () => {
    const answer = await postAuthorize(p, request(challenge, { client_id: 'trusted-client', redirect_uri: `${RP}/elsewhere` }), session);
    expectErrorPage(answer, 400, 'registered redirect URIs');
  });

  it('refuses a post without the public token, with a foreign one, a repeated parameter or a JSON body', async () => {
    expectErrorPage(await postAuthorize(p, request(challenge)), 401, 'The request did not carry a public token of this project.');
    const foreign = new URLSearchParams({
      ...request(challenge),
      __Authorization: `Basic ${Buffer.from('public-token-test-other:x').toString('base64')}`,
    });
    expectErrorPage(await postAuthorize(p, {}, undefined, foreign.toString()), 401, 'public token');
    const twice = new URLSearchParams(request(challenge));
    twice.append('redirect_uri', 'https://evil.example/callback');
    twice.append('__Authorization', `Basic ${Buffer.from(`${p.publicToken}:${session}`).toString('base64')}`);
    expectErrorPage(await postAuthorize(p, {}, undefined, twice.toString()), 400, 'each parameter given once');
    const json = await p.app.request('/sdk/v1/oauth/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request(challenge)),
    });
    expect(json.status).toBe(401);
    expect(json.headers.get('location')).toBeNull();
  });
});
