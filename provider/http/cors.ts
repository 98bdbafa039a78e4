import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context';

const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
const ALLOWED_HEADERS = 'authorization, content-type, x-sdk-client, x-sdk-parent-host';

/**
 * CONTRACT §2: every call is preflighted, and because the client sends credentials the allowed origin is echoed,
 * never `*`. Requests from other origins get no CORS headers, so the browser refuses to hand them the response.
 */
export function cors(deps: Deps): MiddlewareHandler<AppEnv> {
  const allowed = (origin: string) => origin === deps.origin() || deps.config.allowedOrigins.includes(origin);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const permitted = origin !== undefined && allowed(origin);
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      if (!permitted) return c.body(null, 403);
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
    }
    await next();
    if (permitted) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
      c.res.headers.set('Access-Control-Expose-Headers', 'Retry-After');
    }
    c.res.headers.append('Vary', 'Origin');
  };
}
