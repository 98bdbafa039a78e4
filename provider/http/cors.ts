import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context';

const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
const ALLOWED_HEADERS = 'authorization, content-type, x-sdk-client, x-sdk-parent-host';
/** Refused origins are explained once each; past this many the log stops growing the set (a flood of origins). */
const EXPLAINED_LIMIT = 100;

/**
 * The browser reports a refused preflight only as a network error ('Unable to contact our servers.'), so the host
 * developer's one clue is this log: which origin was refused and the flag or config key that allows it.
 */
export function refusedOriginHint(origin: string): string {
  const bare = URL.canParse(origin) && new URL(origin).origin === origin;
  if (!bare) return `CORS: refused a preflight from ${JSON.stringify(origin.slice(0, 200))}, which is not a bare origin (scheme://host:port).`;
  return (
    `CORS: refused a preflight from ${origin}. To allow it, start the provider with --allowed-origin ${origin} ` +
    `(npm start -- --allowed-origin ${origin}) or add it to "allowedOrigins" in the config file.`
  );
}

/**
 * CONTRACT §2: every call is preflighted, and because the client sends credentials the allowed origin is echoed,
 * never `*`. Requests from other origins get no CORS headers, so the browser refuses to hand them the response.
 */
export function cors(deps: Deps): MiddlewareHandler<AppEnv> {
  const allowed = (origin: string) => origin === deps.origin() || deps.config.allowedOrigins.includes(origin);
  const explained = new Set<string>();
  const explain = (origin: string) => {
    if (explained.has(origin) || explained.size >= EXPLAINED_LIMIT) return;
    explained.add(origin);
    deps.log(refusedOriginHint(origin));
  };
  return async (c, next) => {
    const origin = c.req.header('origin');
    const permitted = origin !== undefined && allowed(origin);
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      if (!permitted) {
        if (origin !== undefined) explain(origin);
        return c.body(null, 403);
      }
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
