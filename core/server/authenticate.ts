import { decodeJwt } from 'jose';
import { isUnrecoverable } from '../errors.js';
import { createTransport } from '../transport.js';
import type { AuthResponse } from '../types.js';
import { refused } from './verify.js';
import type { SessionResult } from './types.js';

/**
 * Why drop `credentials`? The browser client's transport asks for cookies to be included, which means nothing on a
 * server (the session travels in Basic auth), and Cloudflare's workers refuse the field outright.
 */
const withoutCredentials =
  (fetchImpl: typeof fetch): typeof fetch =>
  (input, init) => {
    const { credentials: _ignored, ...rest } = init ?? {};
    return fetchImpl(input, rest);
  };

/** The JWT's claims, which the provider just issued to this server's own call; `{}` when it sent none readable. */
function claimsOf(jwt: unknown): Record<string, unknown> {
  try {
    return typeof jwt === 'string' ? decodeJwt(jwt) : {};
  } catch {
    return {};
  }
}

/**
 * `sessions/authenticate` as the browser client sends it (CONTRACT §5: `{}`, the session token as the Basic secret),
 * through the client's own transport. Never throws: a session the provider does not know any more is refused, and
 * any other failure is the provider's.
 */
export function providerAuthenticate(opts: { publicToken: string; base: string; fetch: typeof fetch }) {
  const transport = createTransport({
    publicToken: opts.publicToken,
    base: opts.base,
    secret: () => undefined,
    ids: () => ({}),
    fetch: withoutCredentials(opts.fetch),
  });
  return async (sessionToken: string): Promise<SessionResult> => {
    let answer: AuthResponse;
    try {
      answer = await transport.request<AuthResponse>({ method: 'POST', path: '/sessions/authenticate', body: {}, secret: sessionToken });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return refused(isUnrecoverable(error) ? 'refused_by_provider' : 'provider_unavailable', message);
    }
    const session = answer?.session;
    if (typeof session?.session_id !== 'string' || typeof session.user_id !== 'string' || typeof session.expires_at !== 'string') {
      return refused('provider_unavailable', 'The provider answered sessions/authenticate without a session.');
    }
    return {
      session: {
        userId: session.user_id,
        sessionId: session.session_id,
        expiresAt: session.expires_at,
        authenticationFactors: Array.isArray(session.authentication_factors) ? session.authentication_factors : [],
        claims: claimsOf(answer.session_jwt),
      },
      reason: null,
    };
  };
}
