/**
 * latch/server against the real local provider, in process: its routes answer the server's fetch, its own key signs
 * the tokens, and one clock drives both (Date is faked to the provider's, so jose reads the same time).
 */
import { SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { vi } from 'vitest';
import { createLatchServer, SESSION_CLAIM } from '../../core/server/index.js';
import type { LatchServerOptions } from '../../core/server/types.js';
import { makeTestProvider } from '../../provider/testkit.js';

export const PROVIDER_BASE = 'http://localhost:4100';

export async function latchServerFixture(options: Partial<LatchServerOptions> = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  const provider = await makeTestProvider();
  vi.setSystemTime(provider.now());
  const calls: { method: string; path: string; headers: Headers; init: RequestInit | undefined }[] = [];
  /** When set, the provider cannot be reached: every fetch fails as a refused connection does. */
  let down = false;
  const viaProvider: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, headers: new Headers(init?.headers), init });
    if (down) throw new TypeError('fetch failed');
    return provider.app.request(`${url.pathname}${url.search}`, init);
  };
  const { projectId } = provider.deps.config;
  const latch = createLatchServer({ projectId, publicToken: provider.publicToken, baseUrl: PROVIDER_BASE, fetch: viaProvider, ...options });
  const key = provider.deps.signingKey;
  return {
    provider,
    latch,
    projectId,
    calls,
    jwksFetches: () => calls.filter((c) => c.path === `/v1/sessions/jwks/${projectId}`).length,
    setDown: (value: boolean) => void (down = value),
    /** Moves the provider's clock and the server's together. */
    advance(ms: number) {
      provider.advance(ms);
      vi.setSystemTime(provider.now());
    },
    /** A session JWT as the provider signs it, with the claims and header given over its own; signed by its key unless told. */
    sign(claims: JWTPayload, header: { alg?: string; kid?: string } = {}, privateKey: CryptoKey | Uint8Array = key.privateKey) {
      const now = Math.floor(provider.now().getTime() / 1000);
      const session = { id: 'session-test-signed', expires_at: new Date((now + 1800) * 1000).toISOString(), authentication_factors: [] };
      const defaults = {
        iss: `stytch.com/${projectId}`,
        aud: [projectId],
        sub: 'user-test-signed',
        iat: now,
        nbf: now,
        exp: now + 300,
        [SESSION_CLAIM]: session,
      };
      return new SignJWT({ ...defaults, ...claims }).setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT', ...header }).sign(privateKey);
    },
    /** The provider's key as published in its key set. */
    publicJwk: key.publicJwk,
    /** A signed-up user's AuthResponse: the real provider's session token and JWT. */
    signUp: (email = `server+${Math.random().toString(36).slice(2)}@example.com`) => provider.signUp(email),
  };
}

export type LatchServerFixture = Awaited<ReturnType<typeof latchServerFixture>>;

/** The `Cookie` header a browser sends after the widget stored the session (CONTRACT §7), among the host's own cookies. */
export const cookieHeader = (auth: { session_token: string; session_jwt: string }) =>
  `theme=dark; stytch_session=${encodeURIComponent(auth.session_token)}; stytch_session_jwt=${encodeURIComponent(auth.session_jwt)}`;
