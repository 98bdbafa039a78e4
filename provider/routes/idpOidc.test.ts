// @vitest-environment node
import { createHash } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestProvider } from '../testkit';
import { CLIENT, OTHER, RP, TEST_ORIGIN, codeFor, exchange, makeIdpProvider, tokenRequest } from './idpTestSupport';

let p: TestProvider;
beforeEach(async () => {
  p = await makeIdpProvider();
});

const jwks = async () => createLocalJWKSet((await p.call('GET', '/.well-known/jwks.json')).json as JSONWebKeySet);
const userinfo = (accessToken?: string) =>
  p.call('GET', '/v1/oauth2/userinfo', { noAuth: true, headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {} });

describe('discovery', () => {
  it('describes this provider: issuer, endpoints, ES256, S256 only', async () => {
    const doc = (await p.call('GET', '/.well-known/openid-configuration', { noAuth: true })).json;
    expect(doc).toMatchObject({
      issuer: TEST_ORIGIN,
      authorization_endpoint: `${TEST_ORIGIN}/idp/authorize`,
      token_endpoint: `${TEST_ORIGIN}/v1/oauth2/token`,
      userinfo_endpoint: `${TEST_ORIGIN}/v1/oauth2/userinfo`,
      jwks_uri: `${TEST_ORIGIN}/.well-known/jwks.json`,
      end_session_endpoint: `${TEST_ORIGIN}/idp/logout`,
      response_types_supported: ['code'],
      id_token_signing_alg_values_supported: ['ES256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
    });
  });
});

describe('POST /v1/oauth2/token', () => {
  it('exchanges a code and its verifier for an id_token that verifies against the JWKS, with iss, aud, nonce and the claims', async () => {
    const { code, verifier, userId } = await codeFor(p, 'token@example.com');
    const answer = await exchange(p, tokenRequest(code, verifier));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'openid email profile', access_token: expect.any(String) });
    const { payload, protectedHeader } = await jwtVerify(answer.json.id_token, await jwks(), {
      issuer: TEST_ORIGIN,
      audience: CLIENT.client_id,
      currentDate: p.now(),
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({
      sub: userId,
      nonce: 'nonce-456',
      email: 'token@example.com',
      email_verified: true,
      auth_time: Math.floor(p.now().getTime() / 1000),
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(payload.phone_number).toBeUndefined();
  });

  it('accepts a JSON body too', async () => {
    const { code, verifier } = await codeFor(p, 'json@example.com');
    const answer = await p.call('POST', '/v1/oauth2/token', { noAuth: true, body: tokenRequest(code, verifier) });
    expect(answer.status).toBe(200);
  });

  it('issues no id_token without the openid scope, and no nonce claim when none was sent', async () => {
    const plain = await codeFor(p, 'no-openid@example.com', { scope: 'email' });
    const answer = await exchange(p, tokenRequest(plain.code, plain.verifier));
    expect(answer.json.id_token).toBeUndefined();
    expect(answer.json.scope).toBe('email');
    const noNonce = await codeFor(p, 'no-nonce@example.com', { nonce: undefined });
    const { payload } = await jwtVerify((await exchange(p, tokenRequest(noNonce.code, noNonce.verifier))).json.id_token, await jwks(), {
      currentDate: p.now(),
    });
    expect('nonce' in payload).toBe(false);
  });

  it('takes a code once; a second use fails and withdraws the access token the first one bought', async () => {
    const { code, verifier } = await codeFor(p, 'reuse@example.com');
    const first = await exchange(p, tokenRequest(code, verifier));
    expect((await userinfo(first.json.access_token)).status).toBe(200);
    const second = await exchange(p, tokenRequest(code, verifier));
    expect(second.status).toBe(400);
    expect(second.json).toEqual({ error: 'invalid_grant', error_description: 'The code is unknown, expired or already used.' });
    expect((await userinfo(first.json.access_token)).status).toBe(401);
  });

  it('lets a code live 10 minutes', async () => {
    const timely = await codeFor(p, 'timely@example.com');
    p.advance(10 * 60_000 - 1);
    expect((await exchange(p, tokenRequest(timely.code, timely.verifier))).status).toBe(200);
    const late = await codeFor(p, 'late@example.com');
    p.advance(10 * 60_000);
    expect((await exchange(p, tokenRequest(late.code, late.verifier))).json.error).toBe('invalid_grant');
  });

  it('checks PKCE: a missing verifier, a wrong one, and the challenge sent back as a plain verifier all fail', async () => {
    const { code, verifier } = await codeFor(p, 'pkce@example.com');
    expect((await exchange(p, tokenRequest(code, undefined))).json.error).toBe('invalid_request');
    const wrong = await exchange(p, tokenRequest(code, `${verifier.slice(0, -1)}${verifier.endsWith('A') ? 'B' : 'A'}`));
    expect(wrong.json).toEqual({ error: 'invalid_grant', error_description: 'The code_verifier does not match the code_challenge (PKCE S256).' });
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    expect((await exchange(p, tokenRequest(code, challenge))).json.error).toBe('invalid_grant');
    // None of the failures spent the code.
    expect((await exchange(p, tokenRequest(code, verifier))).status).toBe(200);
  });

  it('binds the code to its client and redirect URI', async () => {
    const { code, verifier } = await codeFor(p, 'bound@example.com');
    expect((await exchange(p, tokenRequest(code, verifier, { client_id: OTHER.client_id }))).json.error).toBe('invalid_grant');
    expect((await exchange(p, tokenRequest(code, verifier, { redirect_uri: `${RP}/cb?tenant=1` }))).json.error).toBe('invalid_grant');
    const unknown = await exchange(p, tokenRequest(code, verifier, { client_id: 'nobody' }));
    expect(unknown.status).toBe(401);
    expect(unknown.json.error).toBe('invalid_client');
  });

  it('refuses other grant types, missing fields, unknown codes and malformed bodies', async () => {
    expect((await exchange(p, { grant_type: 'password', username: 'a', password: 'b' })).json.error).toBe('unsupported_grant_type');
    expect((await exchange(p, { grant_type: 'authorization_code' })).json.error).toBe('invalid_request');
    expect((await exchange(p, tokenRequest('no-such-code', 'v'.repeat(43)))).json.error).toBe('invalid_grant');
    const malformed = await p.call('POST', '/v1/oauth2/token', { noAuth: true, raw: '{"grant_type":' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toBe('invalid_request');
  });
});

describe('userinfo', () => {
  it('answers the claims of the granted scopes for a live access token', async () => {
    const { code, verifier, userId } = await codeFor(p, 'info@example.com', { scope: 'openid email' });
    const { access_token } = (await exchange(p, tokenRequest(code, verifier))).json;
    const answer = await userinfo(access_token);
    expect(answer.json).toEqual({ sub: userId, email: 'info@example.com', email_verified: true });
    const viaPost = await p.call('POST', '/v1/oauth2/userinfo', { noAuth: true, headers: { Authorization: `Bearer ${access_token}` } });
    expect(viaPost.json.sub).toBe(userId);
    p.advance(3600_000);
    expect((await userinfo(access_token)).status).toBe(401);
  });

  it('refuses a missing or unknown token with a Bearer challenge', async () => {
    const missing = await userinfo();
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect((await userinfo('made-up')).json.error).toBe('invalid_token');
  });
});

describe('access tokens end with the session that granted them', () => {
  it('refuses a token at userinfo once the session is revoked', async () => {
    const { code, verifier, token } = await codeFor(p, 'revoked@example.com', { scope: 'openid email' });
    const { access_token } = (await exchange(p, tokenRequest(code, verifier))).json;
    expect((await userinfo(access_token)).status).toBe(200);
    expect((await p.post('/sessions/revoke', undefined, token)).status).toBe(200);
    const refused = await userinfo(access_token);
    expect(refused.status).toBe(401);
    expect(refused.json.error).toBe('invalid_token');
  });

  it('refuses a token once the session has expired, though the token itself has not', async () => {
    const { code, verifier } = await codeFor(p, 'lapsed@example.com', { scope: 'openid email' });
    const { access_token, expires_in } = (await exchange(p, tokenRequest(code, verifier))).json;
    p.advance(31 * 60_000);
    expect(31 * 60).toBeLessThan(expires_in);
    expect((await userinfo(access_token)).status).toBe(401);
  });

  it('refuses to exchange a code whose session has ended', async () => {
    const { code, verifier, token } = await codeFor(p, 'ended@example.com');
    await p.post('/sessions/revoke', undefined, token);
    const answer = await exchange(p, tokenRequest(code, verifier));
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('invalid_grant');
  });
});
