import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context';
import { ApiError } from './errors';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1'];
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser says which page a request comes from (Origin, and Sec-Fetch-Site); tools such as curl or a test's fetch
 * say nothing, and are no page another site could drive. The developer's own apps (`allowedOrigins`) count as theirs.
 */
function fromOwnPage(c: Context<AppEnv>, requestOrigin: string, deps: Deps): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined) return [requestOrigin, deps.origin(), ...deps.config.allowedOrigins].includes(origin);
  const site = c.req.header('sec-fetch-site');
  return site === undefined || site === 'same-origin';
}

/**
 * Guards the development routes (`/_dev/*`: the inbox, impersonation tokens, forcing a password reset), which give
 * away codes and sessions:
 * - only on the provider's own host names, so a page whose DNS name was rebound to 127.0.0.1 cannot read them;
 * - changes only from the provider's own pages (and `allowedOrigins`), so another site cannot POST to them from a
 *   developer's browser (a plain form or text/plain POST needs no CORS preflight).
 */
export function devOnly(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (![...LOOPBACK_NAMES, new URL(deps.origin()).hostname].includes(url.hostname)) {
      throw new ApiError(403, 'forbidden_host', 'The development routes answer only on localhost and 127.0.0.1.');
    }
    if (!READS.has(c.req.method) && !fromOwnPage(c, url.origin, deps)) {
      throw new ApiError(403, 'cross_site_request', 'The development routes take changes only from the provider’s own pages.');
    }
    await next();
  };
}
