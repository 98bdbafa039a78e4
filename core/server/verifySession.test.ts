// @vitest-environment node
import fc from 'fast-check';
import { base64url, CompactSign, generateKeyPair, SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieHeader, latchServerFixture, type LatchServerFixture } from '../../test/support/latchServer.js';
import { JWKS_COOLDOWN_MS } from './jwks.js';
import { SESSION_CLAIM } from './verify.js';
import type { SessionResult } from './types.js';

let f: LatchServerFixture;
beforeEach(async () => {
  f = await latchServerFixture();
});
afterEach(() => {
  vi.useRealTimers();
});

const refusal = (result: SessionResult) => (result.session ? 'a session' : result.reason);
const encode = (value: unknown) => base64url.encode(JSON.stringify(value));
const partsOf = (jwt: string) => jwt.split('.') as [string, string, string];

describe('verifySession with a session the provider issued', () => {
  it('reads the user, session, end and factors from the JWT, given as a token, a Cookie header or a Fetch Request', async () => {
    const auth = await f.signUp('ada@example.com');
    const expected = {
      session: {
        userId: auth.user_id,
        sessionId: auth.session.session_id,
        expiresAt: auth.session.expires_at,
        authenticationFactors: auth.session.authentication_factors,
        claims: expect.objectContaining({ sub: auth.user_id, [SESSION_CLAIM]: expect.objectContaining({ id: auth.session.session_id }) }),
      },
      reason: null,
    };
    expect(auth.session.authentication_factors).toHaveLength(1);
    expect(await f.latch.verifySession(auth.session_jwt)).toEqual(expected);
    expect(await f.latch.verifySession(cookieHeader(auth))).toEqual(expected);
    expect(await f.latch.verifySession(new Request('http://host.test/', { headers: { cookie: cookieHeader(auth) } }))).toEqual(expected);
    // The key set was fetched once, from the provider's JWKS path, and never asked for the session itself.
    expect(f.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /v1/sessions/jwks/${f.projectId}`]);
  });

  it('reads a key set served at the top level, as the hosted service and the local provider serve it', async () => {
    const auth = await f.signUp();
    const hosted = await latchServerFixture({
      fetch: async (input) =>
        Response.json(
          { keys: [f.publicJwk], request_id: 'request-id-test', status_code: 200 },
          { status: String(input).includes('/v1/sessions/jwks/') ? 200 : 404 },
        ),
    });
    expect((await hosted.latch.verifySession(auth.session_jwt)).session?.userId).toBe(auth.user_id);
    const served = await f.provider.call('GET', `/v1/sessions/jwks/${f.projectId}`);
    expect(served.json.keys).toEqual([f.publicJwk]);
  });

  it('reads the cookie names the widget was configured with', async () => {
    const custom = await latchServerFixture({ cookieOptions: { jwtCookieName: 'app_jwt' } });
    const auth = await custom.signUp();
    expect(refusal(await custom.latch.verifySession(cookieHeader(auth)))).toBe('no_session');
    expect((await custom.latch.verifySession(`app_jwt=${auth.session_jwt}`)).session?.userId).toBe(auth.user_id);
  });
});

describe('verifySession refuses, with a reason and no exception', () => {
  it('a tampered payload', async () => {
    const auth = await f.signUp();
    const [header, payload, signature] = partsOf(auth.session_jwt);
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload)));
    const tampered = `${header}.${encode({ ...claims, sub: 'user-test-someone-else' })}.${signature}`;
    expect(refusal(await f.latch.verifySession(tampered))).toBe('invalid_signature');
  });

  it('a token signed by another key, under the provider key id or its own', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    expect(refusal(await f.latch.verifySession(await f.sign({}, {}, privateKey)))).toBe('invalid_signature');
    expect(refusal(await f.latch.verifySession(await f.sign({}, { kid: 'jwk-test-attacker' }, privateKey)))).toBe('unknown_key');
    // The same claims under the provider's own key pass, so each refusal above is the key's.
    expect(refusal(await f.latch.verifySession(await f.sign({})))).toBe('a session');
  });

  it('alg none, and HS256 keyed with the published public key', async () => {
    const claims = partsOf(await f.sign({}))[1];
    const unsigned = `${encode({ alg: 'none', typ: 'JWT', kid: f.publicJwk.kid })}.${claims}.`;
    expect(refusal(await f.latch.verifySession(unsigned))).toBe('algorithm_not_allowed');
    const publicKeyText = new TextEncoder().encode(JSON.stringify(f.publicJwk));
    const hmac = await new SignJWT({ ...JSON.parse(new TextDecoder().decode(base64url.decode(claims))) })
      .setProtectedHeader({ alg: 'HS256', kid: f.publicJwk.kid! })
      .sign(publicKeyText);
    expect(refusal(await f.latch.verifySession(hmac))).toBe('algorithm_not_allowed');
  });

  it('an unknown key id, fetching the key set again at most once per cooldown', async () => {
    await f.latch.verifySession(await f.sign({}));
    expect(f.jwksFetches()).toBe(1);
    f.advance(JWKS_COOLDOWN_MS + 1000);
    const { privateKey } = await generateKeyPair('ES256');
    const stranger = await f.sign({}, { kid: 'jwk-test-unknown' }, privateKey);
    expect(refusal(await f.latch.verifySession(stranger))).toBe('unknown_key');
    expect(f.jwksFetches()).toBe(2);
    // A flood of unknown ids within the cooldown costs the provider nothing more.
    for (let i = 0; i < 5; i++) expect(refusal(await f.latch.verifySession(stranger))).toBe('unknown_key');
    expect(f.jwksFetches()).toBe(2);
  });

  it('a wrong issuer or audience', async () => {
    expect(refusal(await f.latch.verifySession(await f.sign({ iss: 'stytch.com/project-test-other' })))).toBe('wrong_issuer');
    expect(refusal(await f.latch.verifySession(await f.sign({ aud: ['project-test-other'] })))).toBe('wrong_audience');
    expect(refusal(await f.latch.verifySession(await f.sign({ aud: undefined })))).toBe('invalid_claims');
  });

  it('an expired JWT, one not yet valid, and one older than the max age though within its exp', async () => {
    const auth = await f.signUp();
    f.advance(300_000 + 6_000);
    expect(refusal(await f.latch.verifySession(auth.session_jwt))).toBe('expired');
    const now = Math.floor(f.provider.now().getTime() / 1000);
    expect(refusal(await f.latch.verifySession(await f.sign({ nbf: now + 60 })))).toBe('not_yet_valid');
    expect(refusal(await f.latch.verifySession(await f.sign({ iat: now + 60 })))).toBe('not_yet_valid');
    expect(refusal(await f.latch.verifySession(await f.sign({ iat: now - 301 - 5, exp: now + 600 })))).toBe('too_old');
    // Within the clock tolerance, the same kinds of token pass.
    expect(refusal(await f.latch.verifySession(await f.sign({ nbf: now + 4, iat: now - 300 - 4 })))).toBe('a session');
  });

  it('a JWT whose session ended before it did, or that carries no session', async () => {
    const now = f.provider.now().getTime();
    const session = { id: 'session-test-1', expires_at: new Date(now - 60_000).toISOString(), authentication_factors: [] };
    expect(refusal(await f.latch.verifySession(await f.sign({ [SESSION_CLAIM]: session })))).toBe('expired');
    const live = { ...session, expires_at: new Date(now + 60_000).toISOString() };
    expect(refusal(await f.latch.verifySession(await f.sign({ [SESSION_CLAIM]: live })))).toBe('a session');
    expect(refusal(await f.latch.verifySession(await f.sign({})))).toBe('a session');
    expect(refusal(await f.latch.verifySession(await f.sign({ [SESSION_CLAIM]: { expires_at: live.expires_at } })))).toBe('invalid_claims');
    expect(refusal(await f.latch.verifySession(await f.sign({ sub: undefined })))).toBe('invalid_claims');
  });

  it('a garbage cookie, no cookie, no request', async () => {
    expect(refusal(await f.latch.verifySession('stytch_session_jwt=garbage'))).toBe('malformed');
    expect(refusal(await f.latch.verifySession('stytch_session_jwt=%E0%A4%A; stytch_session=x'))).toBe('malformed');
    expect(refusal(await f.latch.verifySession('not a token'))).toBe('malformed');
    expect(refusal(await f.latch.verifySession('AAAA.BBBB.CCCC'))).toBe('malformed');
    // Signed by the provider's own key, but over text, not a claims set.
    const text = await new CompactSign(new TextEncoder().encode('text'))
      .setProtectedHeader({ alg: 'ES256', kid: f.publicJwk.kid! })
      .sign(f.provider.deps.signingKey.privateKey);
    expect(refusal(await f.latch.verifySession(text))).toBe('malformed');
    for (const nothing of ['', 'theme=dark', null, undefined, new Request('http://host.test/'), { headers: {} }]) {
      expect(refusal(await f.latch.verifySession(nothing)), String(nothing)).toBe('no_session');
    }
    // Not a request at all, from JavaScript that ignored the types.
    for (const odd of [42, [], { headers: null }, { headers: { get: () => 7 } }, { raw: null }]) {
      expect(refusal(await f.latch.verifySession(odd as never)), JSON.stringify(odd)).toBe('no_session');
    }
  });

  it('anything a visitor can send: never a session, never an exception', async () => {
    const auth = await f.signUp();
    const [header, , signature] = partsOf(auth.session_jwt);
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{0,40}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.string().map((value) => `stytch_session_jwt=${value}`),
          fc.tuple(segment, segment, segment).map((parts) => parts.join('.')),
          fc.jsonValue().map((claims) => `${header}.${encode(claims)}.${signature}`),
        ),
        async (input) => {
          const result = await f.latch.verifySession(input);
          expect(result.session).toBeNull();
          expect(result.reason).not.toBe('provider_unavailable');
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('verifySession when the provider cannot be reached', () => {
  it('answers provider_unavailable, tries again a second later, and keeps the keys it has if they go stale meanwhile', async () => {
    const auth = await f.signUp();
    f.setDown(true);
    expect(refusal(await f.latch.verifySession(auth.session_jwt))).toBe('provider_unavailable');
    expect(refusal(await f.latch.verifySession(auth.session_jwt))).toBe('provider_unavailable');
    expect(f.jwksFetches()).toBe(1);
    f.advance(1_000);
    f.setDown(false);
    expect(refusal(await f.latch.verifySession(auth.session_jwt))).toBe('a session');
    expect(f.jwksFetches()).toBe(2);
    // Ten minutes on, the keys are stale: the refetch fails, and the keys held still verify a fresh token.
    f.advance(10 * 60_000 + 1000);
    f.setDown(true);
    expect(refusal(await f.latch.verifySession(await f.sign({})))).toBe('a session');
    expect(f.jwksFetches()).toBe(3);
  });
});
