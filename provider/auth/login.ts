import type { Context } from 'hono';
import type { AppEnv, Deps } from '../context';
import { optionalSession } from '../http/auth';
import { boundedFactor, sessionAttributes, toWireSession } from '../model/session';
import { toWireUser } from '../model/user';
import type { AuthFactor, SessionRecord } from '../store/sessions';
import { signSessionJwt } from './jwt';

export const DEFAULT_SESSION_MINUTES = 30;

export const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/** A factor proven again replaces its earlier entry instead of piling up. */
function mergeFactor(factors: AuthFactor[], factor: AuthFactor): AuthFactor[] {
  const key = (f: AuthFactor) => {
    const subObjects = Object.keys(f)
      .filter((name) => name.endsWith('_factor'))
      .map((name) => f[name]);
    return JSON.stringify([f.type, f.delivery_method, ...subObjects]);
  };
  return [...factors.filter((f) => key(f) !== key(factor)), factor];
}

/** AuthResponse (CONTRACT §4): the client keeps the session only when both token and JWT are non-empty. */
export async function authResponse(deps: Deps, session: SessionRecord, token: string) {
  const wireSession = toWireSession(session);
  const session_jwt = await signSessionJwt(deps.signingKey, deps.config.projectId, session.user_id, deps.now(), {
    id: session.session_id,
    started_at: session.started_at,
    last_accessed_at: session.last_accessed_at,
    expires_at: session.expires_at,
    attributes: session.attributes,
    authentication_factors: session.factors,
  });
  return {
    user_id: session.user_id,
    user: toWireUser(deps.store, deps.store.users.require(session.user_id)),
    session: wireSession,
    session_token: token,
    session_jwt,
  };
}

/**
 * Finishes any login. A browser that already holds a live session of the same user is stepping up: the factor is
 * added to that session. Anything else starts a new session with a new token.
 */
export async function completeLogin(
  c: Context<AppEnv>,
  deps: Deps,
  userId: string,
  factor: Omit<AuthFactor, 'last_authenticated_at'>,
  sessionMinutes = DEFAULT_SESSION_MINUTES,
) {
  const now = deps.now();
  const proven: AuthFactor = { ...boundedFactor(factor), last_authenticated_at: now.toISOString() } as AuthFactor;
  deps.store.users.activate(userId);
  const current = optionalSession(c, deps);
  if (current && current.session.user_id === userId) {
    const session = deps.store.sessions.update({
      ...current.session,
      last_accessed_at: now.toISOString(),
      expires_at: addMinutes(now, sessionMinutes).toISOString(),
      factors: mergeFactor(current.session.factors, proven),
    });
    return authResponse(deps, session, current.token);
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const attributes = sessionAttributes(incoming?.socket?.remoteAddress ?? '', c.req.header('user-agent') ?? '');
  const { session, token } = deps.store.sessions.create(userId, now, addMinutes(now, sessionMinutes), attributes, [proven]);
  return authResponse(deps, session, token);
}
