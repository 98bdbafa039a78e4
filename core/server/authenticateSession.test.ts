// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieHeader, latchServerFixture, type LatchServerFixture } from '../../test/support/latchServer.js';
import type { SessionResult } from './types.js';

let f: LatchServerFixture;
beforeEach(async () => {
  f = await latchServerFixture();
});
afterEach(() => {
  vi.useRealTimers();
});

const refusal = (result: SessionResult) => (result.session ? 'a session' : result.reason);

describe('authenticateSession', () => {
  it('asks the provider with the session token as the browser client does, and answers what verifySession answers', async () => {
    const auth = await f.signUp();
    const asked = await f.latch.authenticateSession(cookieHeader(auth));
    const verified = await f.latch.verifySession(cookieHeader(auth));
    expect(asked).toEqual({
      session: {
        userId: auth.user_id,
        sessionId: auth.session.session_id,
        expiresAt: auth.session.expires_at,
        authenticationFactors: auth.session.authentication_factors,
        claims: expect.objectContaining({ sub: auth.user_id }),
      },
      reason: null,
    });
    expect({ ...asked.session, claims: undefined }).toEqual({ ...verified.session, claims: undefined });

    const call = f.calls.find((c) => c.path === '/sdk/v1/sessions/authenticate')!;
    // CONTRACT §2 and §5: POST `{}`, Basic public_token:session_token, the client's identity header, no cookies asked for.
    expect(call.method).toBe('POST');
    expect(call.init?.body).toBe('{}');
    expect(call.headers.get('authorization')).toBe(`Basic ${btoa(`${f.provider.publicToken}:${auth.session_token}`)}`);
    expect(JSON.parse(atob(call.headers.get('x-sdk-client')!)).sdk.identifier).toBe('Stytch.js Javascript SDK');
    expect(call.init).not.toHaveProperty('credentials');
  });

  it('takes the session token by itself or in a request, and refuses the JWT in its place', async () => {
    const auth = await f.signUp();
    expect(refusal(await f.latch.authenticateSession(auth.session_token))).toBe('a session');
    expect(refusal(await f.latch.authenticateSession(new Request('http://host.test/', { headers: { cookie: cookieHeader(auth) } })))).toBe(
      'a session',
    );
    expect(refusal(await f.latch.authenticateSession(auth.session_jwt))).toBe('malformed');
    expect(refusal(await f.latch.authenticateSession(`stytch_session_jwt=${auth.session_jwt}`))).toBe('no_session');
    expect(refusal(await f.latch.authenticateSession(undefined))).toBe('no_session');
  });

  it('refuses a revoked session at once, where verifySession accepts its JWT until the JWT expires', async () => {
    const auth = await f.signUp();
    expect((await f.provider.post('/sessions/revoke', undefined, auth.session_token)).status).toBe(200);
    expect(await f.latch.authenticateSession(cookieHeader(auth))).toEqual({
      session: null,
      reason: 'refused_by_provider',
      message: expect.stringContaining('session_not_found'),
    });
    expect(refusal(await f.latch.verifySession(cookieHeader(auth)))).toBe('a session');
    f.advance(300_000 + 6_000);
    expect(refusal(await f.latch.verifySession(cookieHeader(auth)))).toBe('expired');
  });

  it('refuses an ended or made-up session token, and tells an unreachable provider apart', async () => {
    const auth = await f.signUp();
    expect(refusal(await f.latch.authenticateSession('stytch_session=made-up-token'))).toBe('refused_by_provider');
    f.advance(31 * 60_000);
    expect(refusal(await f.latch.authenticateSession(auth.session_token))).toBe('refused_by_provider');
    f.setDown(true);
    expect(refusal(await f.latch.authenticateSession(auth.session_token))).toBe('provider_unavailable');
  });

  it("reports a public token the provider does not know as its own failure, not the visitor's", async () => {
    const auth = await f.signUp();
    const misconfigured = await latchServerFixture({ publicToken: 'public-token-test-unknown' });
    expect(await misconfigured.latch.authenticateSession(auth.session_token)).toEqual({
      session: null,
      reason: 'provider_unavailable',
      message: expect.stringContaining('invalid_public_token'),
    });
  });
});
