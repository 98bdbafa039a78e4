import { cookies } from 'next/headers';
import { UsageError } from '../../core/errors.js';
import { createLatchServer } from '../../core/server/index.js';
import type { LatchServer, LatchServerOptions, LatchSession } from '../../core/server/index.js';

export interface SessionOptions {
  /**
   * Ask the provider (`sessions/authenticate`) instead of checking the session JWT here: a session revoked a moment
   * ago is refused at once, for one call to the provider per check.
   * @default false
   */
  authenticate?: boolean;
}

export interface MiddlewareOptions extends SessionOptions {
  /**
   * Where a signed-out visitor is sent: a path of this site or a full address.
   * @example '/sign-in'
   */
  signInUrl: string;
  /**
   * The query parameter of the sign-in address that carries the path the visitor asked for, so the sign-in page can
   * send them back once they are in.
   * @default 'redirect_url'
   */
  returnParam?: string;
}

/** Next.js middleware (`middleware.ts`, `proxy.ts` from Next.js 16): a redirect, or `undefined` to let the request through. */
export type LatchMiddleware = (request: Request) => Promise<Response | undefined>;

export interface LatchNext {
  /**
   * The session of the request being rendered (server components, route handlers, server actions), or null: latch/server's
   * `getSession` over the request's cookies (the JWT checked here; the provider asked only about a genuine one that aged out).
   */
  getSession(options?: SessionOptions): Promise<LatchSession | null>;
  /** Middleware that sends a signed-out visitor to the sign-in page; `config.matcher` says which routes it guards. */
  latchMiddleware(options: MiddlewareOptions): LatchMiddleware;
}

export const DEFAULT_RETURN_PARAM = 'redirect_url';

/**
 * The Next.js helpers over a `latch/server` (the checks are its own), reached through `server()` so the helpers of
 * `latch/next` itself can wait for the environment until the first request.
 */
export function nextHelpers(server: () => LatchServer): LatchNext {
  return {
    async getSession(options = {}) {
      // The request's cookies as a `Cookie` header, encoded as the browser sent them: the server reads the widget's names.
      return server().getSession((await cookies()).toString(), options);
    },
    latchMiddleware({ signInUrl, returnParam = DEFAULT_RETURN_PARAM, ...options }) {
      if (typeof signInUrl !== 'string' || !signInUrl) throw new UsageError('latchMiddleware', 'signInUrl must be a path such as /sign-in.');
      return async (request) => {
        const asked = new URL(request.url);
        const signIn = new URL(signInUrl, asked);
        // The sign-in page itself stays open, even when a broad matcher covers it: else the redirect would loop.
        if (signIn.origin === asked.origin && signIn.pathname === asked.pathname) return undefined;
        if (await server().getSession(request, options)) return undefined;
        signIn.searchParams.set(returnParam, `${asked.pathname}${asked.search}`);
        return Response.redirect(signIn, 307);
      };
    },
  };
}

/**
 * The helpers with an explicit configuration: `createLatchServer`'s options, or a server made with `latch/server`.
 * A mistake in the options throws here, at start.
 */
export function createLatchNext(options: LatchServerOptions | LatchServer): LatchNext {
  const server = 'verifySession' in options ? options : createLatchServer(options);
  return nextHelpers(() => server);
}
