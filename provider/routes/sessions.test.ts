// @vitest-environment node
import { createLocalJWKSet, jwtVerify } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTestProvider, MINUTE } from '../testkit';
import type { TestProvider } from '../testkit';

let p: TestProvider;
beforeEach(async () => {
  p = await makeTestProvider();
});

describe('sessions', () => {
  it('returns a full AuthResponse with a signed JWT that the served JWKS verifies', async () => {
    const auth = await p.signUp('jwt@example.com');
    expect(auth.session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(auth.session).toEqual({
      session_id: expect.stringMatching(/^session-test-/),
      user_id: auth.user_id,
      started_at: p.now().toISOString(),
      last_accessed_at: p.now().toISOString(),
      expires_at: new Date(p.now().getTime() + 30 * MINUTE).toISOString(),
      attributes: { ip_address: expect.any(String), user_agent: expect.any(String) },
      authentication_factors: [{ type: 'password', delivery_method: 'knowledge', last_authenticated_at: p.now().toISOString() }],
      custom_claims: {},
    });
    const jwks = (await p.call('GET', '/.well-known/jwks.json')).json;
    const { payload, protectedHeader } = await jwtVerify(auth.session_jwt, createLocalJWKSet(jwks), {
      currentDate: p.now(),
      audience: p.deps.config.projectId,
      issuer: `stytch.com/${p.deps.config.projectId}`,
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.sub).toBe(auth.user_id);
    expect((payload['https://stytch.com/session'] as { id: string }).id).toBe(auth.session.session_id);
    const hosted = await p.call('GET', `/v1/sessions/jwks/${p.deps.config.projectId}`);
    expect(hosted.json.keys).toEqual(jwks.keys);
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('authenticate updates last_accessed_at and extends when asked', async () => {
    const auth = await p.signUp('extend@example.com');
    p.advance(10 * MINUTE);
    const plain = await p.post('/sessions/authenticate', {}, auth.session_token);
    expect(plain.status).toBe(200);
    expect(plain.json.data.session.last_accessed_at).toBe(p.now().toISOString());
    expect(plain.json.data.session.expires_at).toBe(auth.session.expires_at);
    expect(plain.json.data.session_token).toBe(auth.session_token);
    const extended = await p.post('/sessions/authenticate', { session_duration_minutes: 60 }, auth.session_token);
    expect(extended.json.data.session.expires_at).toBe(new Date(p.now().getTime() + 60 * MINUTE).toISOString());
  });

  it('expires after session_duration_minutes', async () => {
    const auth = await p.signUp('expire@example.com');
    p.advance(29 * MINUTE);
    expect((await p.post('/sessions/authenticate', {}, auth.session_token)).status).toBe(200);
    p.advance(2 * MINUTE);
    const expired = await p.post('/sessions/authenticate', {}, auth.session_token);
    expect(expired.status).toBe(404);
    expect(expired.json.error_type).toBe('session_not_found');
  });

  it('revoke kills the token at once', async () => {
    const auth = await p.signUp('revoke@example.com');
    const revoked = await p.call('POST', '/sdk/v1/sessions/revoke', { secret: auth.session_token });
    expect(revoked.status).toBe(200);
    expect(revoked.json.data.status_code).toBe(200);
    const after = await p.post('/sessions/authenticate', {}, auth.session_token);
    expect(after.status).toBe(404);
    expect(after.json.error_type).toBe('session_not_found');
    expect((await p.call('GET', '/sdk/v1/users/me', { secret: auth.session_token })).json.error_type).toBe('session_not_found');
    expect((await p.post('/sessions/revoke', undefined, auth.session_token)).json.error_type).toBe('session_not_found');
  });

  it('refuses an unknown token and a call without a session', async () => {
    expect((await p.post('/sessions/authenticate', {}, 'made-up-token')).json.error_type).toBe('session_not_found');
    const none = await p.post('/sessions/authenticate', {});
    expect(none.status).toBe(401);
    expect(none.json.error_type).toBe('user_unauthenticated');
  });

  it('gives a new session and token on every login', async () => {
    const first = await p.signUp('again@example.com');
    const second = (await p.post('/passwords/authenticate', { email: 'again@example.com', password: 'lantern-quarry-57-orbit' })).json.data;
    expect(second.session_token).not.toBe(first.session_token);
    expect(second.session.session_id).not.toBe(first.session.session_id);
    expect((await p.post('/sessions/authenticate', {}, first.session_token)).status).toBe(200);
  });

  it('stores session tokens only as hashes', async () => {
    const auth = await p.signUp('hash@example.com');
    const rows = p.deps.store.db.all<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.map((r) => r.token_hash)).not.toContain(auth.session_token);
  });
});

describe('what a session keeps is bounded, so its JWT fits the cookie it is stored in', () => {
  it('a 600 KB User-Agent is kept as its first 512 characters and the JWT stays under 4 KB', async () => {
    const huge = `Mozilla/5.0 ${'x'.repeat(600_000)}`;
    const response = await p.app.request('/sdk/v1/passwords', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': huge,
        Authorization: `Basic ${Buffer.from(`${p.publicToken}:${p.publicToken}`).toString('base64')}`,
      },
      body: JSON.stringify({ email: 'agent@example.com', password: 'lantern-quarry-57-orbit' }),
    });
    const { data } = (await response.json()) as { data: { session: { attributes: { user_agent: string } }; session_jwt: string } };
    expect(data.session.attributes.user_agent).toBe(huge.slice(0, 512));
    expect(data.session_jwt.length).toBeLessThan(4096);
  });
});
