import type { CookieOptions } from '../session/cookieJar.js';
import type { AuthenticationFactor } from '../types.js';

/** `createLatchServer`'s options. Only `projectId` and `publicToken` are needed; the rest have the browser client's defaults. */
export interface LatchServerOptions {
  /** The project the session JWTs are issued for: their `iss` is `stytch.com/{projectId}`, their `aud` holds it. */
  projectId: string;
  /** The same public token the widget uses: it picks the test or live provider, and `authenticateSession` sends it. */
  publicToken: string;
  /**
   * A full base URL used as given, scheme and port included, as the browser client's option of the same name.
   * @example 'http://localhost:4100'
   */
  baseUrl?: string;
  /** A custom API domain (CNAME), always reached over https, as the browser client's option. */
  apiDomain?: string;
  /** The cookie names, when the widget was given other ones (its `cookieOptions`). @default stytch_session and stytch_session_jwt */
  cookieOptions?: Pick<CookieOptions, 'opaqueTokenCookieName' | 'jwtCookieName'>;
  /**
   * The oldest session JWT `verifySession` accepts, counted from its `iat`, whatever its `exp` says. The hosted
   * provider's backend libraries use the same default.
   * @default 300
   */
  maxTokenAgeSeconds?: number;
  /** How far the server's clock may be from the provider's when `exp`, `nbf` and `iat` are checked. @default 5 */
  clockToleranceSeconds?: number;
  /** The fetch that reaches the provider (a proxy's, a test's). @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** A signed-in visitor, as the session JWT or the provider tells it. */
export interface LatchSession {
  userId: string;
  sessionId: string;
  /** When the session itself ends (ISO 8601), not its short-lived JWT. */
  expiresAt: string;
  authenticationFactors: AuthenticationFactor[];
  /** The session JWT's payload: `sub`, `iat`, `exp`, the `https://stytch.com/session` claim and any custom claims. */
  claims: Record<string, unknown>;
}

/**
 * Why no session was found. A visitor's own doing: `no_session` (no cookie), `malformed`, `algorithm_not_allowed`,
 * `unknown_key`, `invalid_signature`, `wrong_issuer`, `wrong_audience`, `expired`, `not_yet_valid`, `too_old`,
 * `invalid_claims`, `refused_by_provider` (`authenticateSession`: revoked, ended or unknown). Not the visitor's:
 * `provider_unavailable` (the key set or the provider could not be reached, or answered oddly).
 */
export type SessionRefusal =
  | 'no_session'
  | 'malformed'
  | 'algorithm_not_allowed'
  | 'unknown_key'
  | 'invalid_signature'
  | 'wrong_issuer'
  | 'wrong_audience'
  | 'expired'
  | 'not_yet_valid'
  | 'too_old'
  | 'invalid_claims'
  | 'refused_by_provider'
  | 'provider_unavailable';

/** Either a session, or none with the reason and a sentence for the server's log (never for the visitor). */
export type SessionResult = { session: LatchSession; reason: null } | { session: null; reason: SessionRefusal; message: string };

/**
 * A request of any of the usual servers: a Fetch `Request` (Hono's `c.req.raw`, Next.js, Deno, Bun, workers), Hono's
 * `c.req`, or Node's `IncomingMessage` (Express's `req`). Typed by shape, so no DOM or Node types are needed.
 */
export type RequestLike =
  | { headers: { get(name: string): string | null } }
  | { raw: { headers: { get(name: string): string | null } } }
  | { headers: { cookie?: string | string[] | undefined } };

/**
 * What carries the session: a request, a `Cookie` header, or the token itself (the session JWT for
 * `verifySession`, the session token for `authenticateSession`).
 */
export type SessionInput = RequestLike | string | null | undefined;

export interface LatchServer {
  /**
   * Checks the session JWT locally against the provider's public keys (fetched once and cached): no call to the
   * provider per request, so a session revoked a moment ago passes until its JWT expires (5 minutes at most).
   * Never throws.
   */
  verifySession(input: SessionInput): Promise<SessionResult>;
  /** Asks the provider (`sessions/authenticate`) with the session token: a revoked session is refused at once. Never throws. */
  authenticateSession(input: SessionInput): Promise<SessionResult>;
  /**
   * The session of a request (or a `Cookie` header), or null: for route handlers and middleware of Express, Hono and
   * Fetch servers. The JWT is checked locally; only when it is genuine but too old (the visitor's page was closed for
   * a while, so nothing renewed it) is the provider asked. `authenticate: true` always asks the provider.
   */
  getSession(request: SessionInput, options?: { authenticate?: boolean }): Promise<LatchSession | null>;
}
