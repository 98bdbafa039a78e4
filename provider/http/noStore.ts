import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/**
 * Why every answer and not just the ones with tokens? Nearly all of them carry a session token, a user, a code's
 * method or an account's existence, and a shared cache or the browser's back button must keep none; a header on
 * every answer cannot miss a route added later. Set after the route ran, so error answers get it too.
 */
export function noStore(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  };
}
