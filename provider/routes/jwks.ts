import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { ApiError } from '../http/errors';

/** The public key that verifies `session_jwt`, at the usual well-known path and at the hosted API's JWKS path. */
export function jwksRoutes(deps: Deps) {
  const keys = () => [deps.signingKey.publicJwk];
  return new Hono<AppEnv>()
    .get('/.well-known/jwks.json', (c) => c.json({ keys: keys() }))
    .get('/v1/sessions/jwks/:projectId', (c) => {
      if (c.req.param('projectId') !== deps.config.projectId) {
        throw new ApiError(404, 'project_not_found', 'No project with this id exists on this provider.');
      }
      // The hosted backend API answers with the key set at the top level, not in the `/sdk/v1` envelope.
      return c.json({ keys: keys(), request_id: c.get('requestId'), status_code: 200 });
    });
}
