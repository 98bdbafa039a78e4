// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTestProvider, type TestProvider } from '../testkit';
import { CLIENT, OTHER, RP, TEST_ORIGIN, TRUSTED, codeFor, exchange, makeIdpProvider, signIn, tokenRequest } from './idpTestSupport';

let p: TestProvider;
beforeEach(async () => {
  p = await makeIdpProvider();
});

const start = (body: Record<string, unknown>, secret?: string) =>
  p.post(
    '/oauth/authorize/start',
    { client_id: CLIENT.client_id, redirect_uri: `${RP}/callback`, response_type: 'code', scope: 'openid email', ...body },
    secret,
  );

describe('POST /oauth/authorize/start', () => {
  it('names the client and asks for consent the first time, with the requested scopes grantable', async () => {
    const { token } = await signIn(p, 'start@example.com');
    const answer = await start({ scope: 'openid email read:files' }, token);
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({
      consent_required: true,
      oidc_client: { client_id: 'rp-client', client_name: 'Example RP' },
      grantable_scope: 'openid email read:files',
      ungrantable_scope: '',
    });
  });

  it('defaults the scope to openid email profile', async () => {
    const { token } = await signIn(p, 'default-scope@example.com');
    expect((await start({ scope: undefined }, token)).json.data.grantable_scope).toBe('openid email profile');
  });

  it('does not ask a first-party client, nor again once the user allowed those scopes', async () => {
    const { token } = await signIn(p, 'remembered@example.com');
    expect((await start({ client_id: TRUSTED.client_id }, token)).json.data.consent_required).toBe(false);
    await codeFor(p, 'remembered@example.com', { scope: 'openid email' });
    const again = await signIn(p, 'remembered@example.com');
    expect((await start({ scope: 'openid email' }, again.token)).json.data.consent_required).toBe(false);
    // A scope not allowed before is asked about again.
    expect((await start({ scope: 'openid email phone' }, again.token)).json.data.consent_required).toBe(true);
    // Another client is asked about on its own.
    expect((await start({ client_id: OTHER.client_id, scope: 'openid email' }, again.token)).json.data.consent_required).toBe(true);
  });

  it('names the client to a visitor without a session (consent undecided), and refuses a stale session', async () => {
    const anonymous = await start({ client_id: TRUSTED.client_id });
    expect(anonymous.status).toBe(200);
    expect(anonymous.json.data).toMatchObject({ consent_required: true, oidc_client: { client_id: TRUSTED.client_id } });
    expect((await start({ redirect_uri: `${RP}/elsewhere` })).json.error_type).toBe('invalid_redirect_uri');
    const stale = await start({}, 'no-such-session-token');
    expect(stale.status).toBe(404);
    expect(stale.json.error_type).toBe('session_not_found');
  });

  it.each([
    ['an unknown client', { client_id: 'nobody' }, 'invalid_client_id', 'No OIDC client with client_id "nobody" is registered in this project.'],
    ['an unregistered redirect_uri', { redirect_uri: `${RP}/callback/extra` }, 'invalid_redirect_uri', expect.stringContaining('must match exactly')],
    ['a response_type other than code', { response_type: 'token' }, 'unsupported_response_type', 'response_type must be "code".'],
    ['an empty scope', { scope: '   ' }, 'invalid_scope', 'scope must name at least one scope.'],
    [
      'a scope the client may not ask for',
      { scope: 'openid admin:everything' },
      'invalid_scope',
      'The scope "admin:everything" is not one this client may ask for.',
    ],
    [
      'a configured scope of another client',
      { client_id: OTHER.client_id, scope: 'openid read:files' },
      'invalid_scope',
      'The scope "read:files" is not one this client may ask for.',
    ],
    [
      'a scope parameter over 1000 characters',
      { scope: `openid ${'email '.repeat(200)}` },
      'invalid_scope',
      'scope must be at most 1000 characters.',
    ],
  ])('refuses %s', async (_, body, errorType, message) => {
    const { token } = await signIn(p, `refuse-${errorType}@example.com`);
    const answer = await start(body, token);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ status_code: 400, error_type: errorType, error_message: message });
  });

  it('answers a malformed body with the JSON error body', async () => {
    const { token } = await signIn(p, 'malformed@example.com');
    const bad = await p.call('POST', '/sdk/v1/oauth/authorize/start', { raw: '{"client_id":', secret: token });
    expect(bad.status).toBe(400);
    expect(bad.json.error_type).toBe('invalid_json');
    const wrongType = await start({ client_id: 42 }, token);
    expect(wrongType.json).toMatchObject({ error_type: 'bad_request', error_message: 'client_id must be a string.' });
  });
});

describe('POST /oauth/logout/start (RP-initiated logout)', () => {
  const logout = (body: Record<string, unknown>, secret?: string) =>
    p.post('/oauth/logout/start', { client_id: CLIENT.client_id, post_logout_redirect_uri: `${RP}/signed-out`, ...body }, secret);

  async function idTokenFor(email: string, clientExtra: Record<string, string> = {}) {
    const { code, verifier, token } = await codeFor(p, email, clientExtra);
    const tokens = await exchange(p, tokenRequest(code, verifier, clientExtra.client_id ? { client_id: clientExtra.client_id } : {}));
    return { idToken: tokens.json.id_token as string, session: token };
  }

  it('redirects without asking when the id_token_hint is the signed-in user, and echoes state', async () => {
    const { idToken, session } = await idTokenFor('hinted@example.com');
    const answer = await logout({ id_token_hint: idToken, state: 'bye & see you' }, session);
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({ consent_required: false, redirect_uri: `${RP}/signed-out?state=bye+%26+see+you` });
  });

  it('asks first without a hint, or with the hint of another user', async () => {
    const { idToken } = await idTokenFor('first-user@example.com');
    const other = await signIn(p, 'second-user@example.com');
    expect((await logout({}, other.token)).json.data).toEqual(expect.objectContaining({ consent_required: true, redirect_uri: `${RP}/signed-out` }));
    expect((await logout({ id_token_hint: idToken }, other.token)).json.data.consent_required).toBe(true);
  });

  it('accepts an expired id_token_hint', async () => {
    const { idToken } = await idTokenFor('expired-hint@example.com');
    p.advance(2 * 3600_000);
    const fresh = await signIn(p, 'expired-hint@example.com');
    expect((await logout({ id_token_hint: idToken }, fresh.token)).json.data.consent_required).toBe(false);
  });

  it.each([
    ['an unknown client', { client_id: 'nobody' }, 'invalid_client_id'],
    ['an unregistered post_logout_redirect_uri', { post_logout_redirect_uri: `${RP}/signed-out/../evil` }, 'invalid_post_logout_redirect_uri'],
    ['a post_logout_redirect_uri of another kind of case', { post_logout_redirect_uri: `${RP}/Signed-Out` }, 'invalid_post_logout_redirect_uri'],
    [
      'a post_logout_redirect_uri with an added query',
      { post_logout_redirect_uri: `${RP}/signed-out?next=evil` },
      'invalid_post_logout_redirect_uri',
    ],
    ['an id_token_hint that is no JWT', { id_token_hint: 'not-a-token' }, 'invalid_id_token_hint'],
  ])('refuses %s', async (_, body, errorType) => {
    const { token } = await signIn(p, `logout-${errorType}@example.com`);
    const answer = await logout(body, token);
    expect(answer.status).toBe(400);
    expect(answer.json.error_type).toBe(errorType);
  });

  it("refuses a hint issued to another client, a tampered hint and the session's own JWT", async () => {
    const { idToken, session } = await idTokenFor('foreign@example.com', { client_id: OTHER.client_id });
    const foreign = await logout({ id_token_hint: idToken }, session);
    expect(foreign.json).toMatchObject({ error_type: 'invalid_id_token_hint', error_message: 'The id_token_hint was issued to another client.' });

    const [header, payload, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, aud: CLIENT.client_id })).toString('base64url')}.${signature}`;
    expect((await logout({ client_id: CLIENT.client_id, id_token_hint: forged }, session)).json.error_type).toBe('invalid_id_token_hint');

    // Signed with the same key, but a session JWT is not an id_token: wrong issuer.
    const sessionJwt = (await p.post('/sessions/authenticate', {}, session)).json.data.session_jwt;
    const notAnIdToken = await logout({ id_token_hint: sessionJwt }, session);
    expect(notAnIdToken.json.error_message).toBe('The id_token_hint was not issued by this provider.');
  });

  it('fills {origin} in the default demo clients with the provider origin', async () => {
    const demo = await makeTestProvider();
    const methodId = (await demo.post('/otps/email/login_or_create', { email: 'origin@example.com' })).json.data.method_id;
    const token = (await demo.post('/otps/authenticate', { token: (await demo.lastMessage()).code, method_id: methodId })).json.data.session_token;
    const authorize = await demo.post(
      '/oauth/authorize/start',
      { client_id: 'demo-relying-party', redirect_uri: `${TEST_ORIGIN}/rp/callback`, response_type: 'code' },
      token,
    );
    expect(authorize.json.data).toMatchObject({ consent_required: true, oidc_client: { client_name: 'Demo relying party' } });
    const firstParty = await demo.post(
      '/oauth/authorize/start',
      { client_id: 'demo-first-party', redirect_uri: `${TEST_ORIGIN}/rp/callback`, response_type: 'code' },
      token,
    );
    expect(firstParty.json.data.consent_required).toBe(false);
    const out = await demo.post('/oauth/logout/start', { client_id: 'demo-relying-party', post_logout_redirect_uri: `${TEST_ORIGIN}/rp` }, token);
    expect(out.json.data).toEqual(expect.objectContaining({ consent_required: true, redirect_uri: `${TEST_ORIGIN}/rp` }));
  });
});
