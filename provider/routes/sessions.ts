import { Hono } from 'hono';
import { authResponse, addMinutes } from '../auth/login';
import type { AppEnv, Deps } from '../context';
import { requireSession } from '../http/auth';
import { ok } from '../http/respond';
import { readBody, sessionMinutes } from '../http/validate';

export function sessionsRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.post('/sessions/authenticate', async (c) => {
    const body = await readBody(c, { session_duration_minutes: sessionMinutes });
    const { session, token } = requireSession(c, deps);
    const now = deps.now();
    const updated = deps.store.sessions.update({
      ...session,
      last_accessed_at: now.toISOString(),
      expires_at: body.session_duration_minutes === undefined ? session.expires_at : addMinutes(now, body.session_duration_minutes).toISOString(),
    });
    return ok(c, await authResponse(deps, updated, token));
  });

  app.post('/sessions/revoke', async (c) => {
    await readBody(c, {});
    const { session } = requireSession(c, deps);
    deps.store.sessions.revoke(session.session_id);
    return ok(c);
  });

  return app;
}
