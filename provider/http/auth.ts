import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, BasicAuth, Deps } from '../context';
import type { SessionRecord } from '../store/sessions';
import { ApiError, sessionNotFound } from './errors';

export const invalidPublicToken = () =>
  new ApiError(401, 'invalid_public_token', 'The public token is not registered for any project on this provider.');

function parseBasic(header: string | undefined): BasicAuth {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon <= 0) {
    throw new ApiError(401, 'invalid_authorization_header', 'The Authorization header must be "Basic base64(public_token:secret)".');
  }
  return { publicToken: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** Every `/sdk/v1` call but bootstrap and events carries the public token and a secret in Basic auth (CONTRACT §2). */
export function requirePublicToken(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = parseBasic(c.req.header('authorization'));
    if (!deps.config.publicTokens.includes(auth.publicToken)) throw invalidPublicToken();
    c.set('auth', auth);
    await next();
  };
}

export interface CurrentSession {
  session: SessionRecord;
  token: string;
}

/** The session named by the Basic secret, or undefined when the secret is the public token (no session held). */
export function optionalSession(c: Context<AppEnv>, deps: Deps): CurrentSession | undefined {
  const { secret } = c.get('auth');
  if (deps.config.publicTokens.includes(secret)) return undefined;
  const session = deps.store.sessions.findByToken(secret);
  if (!session) return undefined;
  if (new Date(session.expires_at) <= deps.now()) {
    deps.store.sessions.revoke(session.session_id);
    return undefined;
  }
  return { session, token: secret };
}

export function requireSession(c: Context<AppEnv>, deps: Deps): CurrentSession {
  const { secret } = c.get('auth');
  if (deps.config.publicTokens.includes(secret)) {
    throw new ApiError(401, 'user_unauthenticated', 'This call needs a session, and the request did not carry one.');
  }
  const current = optionalSession(c, deps);
  if (!current) throw sessionNotFound();
  return current;
}
