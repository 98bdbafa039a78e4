import { Hono } from 'hono';
import { addMinutes, completeLogin } from '../auth/login';
import type { AppEnv, Deps } from '../context';
import { ApiError } from '../http/errors';
import { ok } from '../http/respond';
import { optStr, readBody, sessionMinutes, str } from '../http/validate';

/** Tokens come from `POST /_dev/impersonation` (the dashboard's role on the hosted service). */
export function impersonationRoutes(deps: Deps) {
  const { store } = deps;
  return new Hono<AppEnv>().post('/impersonation/authenticate', async (c) => {
    const body = await readBody(c, { impersonation_token: str, session_duration_minutes: sessionMinutes });
    const now = deps.now();
    const token = store.linkTokens.find('impersonation', body.impersonation_token);
    if (!token || token.used_at || new Date(token.expires_at) <= now || !store.linkTokens.markUsed(body.impersonation_token, now)) {
      throw new ApiError(404, 'impersonation_token_not_found', 'The impersonation token could not be found: it is wrong, expired, or already used.');
    }
    const auth = await completeLogin(
      c,
      deps,
      token.user_id,
      {
        type: 'impersonated',
        delivery_method: 'impersonation',
        impersonated_factor: { impersonator_id: 'local-developer', impersonator_email_address: 'developer@localhost' },
      },
      body.session_duration_minutes,
    );
    return ok(c, auth);
  });
}

const IMPERSONATION_MINUTES = 5;

/** Dev-only stand-in for the dashboard: `{ user_id }` or `{ email }` in, a one-time impersonation token out. */
export function devImpersonationRoutes(deps: Deps) {
  const { store } = deps;
  return new Hono<AppEnv>().post('/_dev/impersonation', async (c) => {
    const body = await readBody(c, { user_id: optStr, email: optStr });
    const userId = body.user_id ?? (body.email ? store.factors.find('email', body.email.toLowerCase())?.user_id : undefined);
    if (!userId || !store.users.get(userId)) {
      throw new ApiError(404, 'user_not_found', 'Send { "user_id" } or { "email" } of an existing user.');
    }
    const expiresAt = addMinutes(deps.now(), IMPERSONATION_MINUTES);
    const token = store.linkTokens.issue('impersonation', userId, null, expiresAt);
    return c.json({ impersonation_token: token, user_id: userId, expires_at: expiresAt.toISOString() });
  });
}
