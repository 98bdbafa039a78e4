import type { SessionRecord } from '../store/sessions';

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
