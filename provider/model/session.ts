import type { AuthFactor, SessionAttributes, SessionRecord } from '../store/sessions';

/**
 * Why bound what a session keeps? Its JWT carries all of it, and the client stores that JWT in a cookie, which a
 * browser drops past 4 KB: a 600 KB User-Agent made an 800 KB JWT. Browsers send user agents of 100 to 300
 * characters; an address is at most 45 (IPv6 written out) plus a zone name.
 */
export const MAX_USER_AGENT_LENGTH = 512;
export const MAX_IP_ADDRESS_LENGTH = 64;

/** Truncated, not refused: the client writes neither, so refusing would lock a visitor out for their browser. */
export const sessionAttributes = (ipAddress: string, userAgent: string): SessionAttributes => ({
  ip_address: ipAddress.slice(0, MAX_IP_ADDRESS_LENGTH),
  user_agent: userAgent.slice(0, MAX_USER_AGENT_LENGTH),
});

/** A factor as a session keeps it: a user agent in its sub-object (a passkey's) bounded like the session's own. */
export function boundedFactor<F extends Omit<AuthFactor, 'last_authenticated_at'>>(factor: F): F {
  const bounded: Record<string, unknown> = { ...factor };
  for (const [name, value] of Object.entries(factor)) {
    if (!name.endsWith('_factor') || typeof value !== 'object' || value === null) continue;
    const agent: unknown = (value as { user_agent?: unknown }).user_agent;
    if (typeof agent === 'string') bounded[name] = { ...value, user_agent: agent.slice(0, MAX_USER_AGENT_LENGTH) };
  }
  return bounded as F;
}

/** The Session object of CONTRACT §4. */
export const toWireSession = (session: SessionRecord) => ({
  session_id: session.session_id,
  user_id: session.user_id,
  started_at: session.started_at,
  last_accessed_at: session.last_accessed_at,
  expires_at: session.expires_at,
  attributes: session.attributes,
  authentication_factors: session.factors,
  custom_claims: {},
});
