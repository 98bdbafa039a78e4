/**
 * `latch/next`: who is signed in, for a Next.js App Router app's server components, route handlers and middleware,
 * from the cookies the widget writes. The checks are `latch/server`'s; the guide is docs/nextjs.md.
 */
import { UsageError } from '../../core/errors.js';
import { createLatchServer, type LatchServer } from '../../core/server/index.js';
import { nextHelpers, type LatchMiddleware, type MiddlewareOptions, type SessionOptions } from './createLatchNext.js';

export { createLatchNext, DEFAULT_RETURN_PARAM } from './createLatchNext.js';
export type { LatchMiddleware, LatchNext, MiddlewareOptions, SessionOptions } from './createLatchNext.js';
export type { LatchServer, LatchServerOptions, LatchSession } from '../../core/server/index.js';

/** The environment variables `getSession` and `latchMiddleware` read, and the `createLatchServer` option each sets. */
export const ENV = { projectId: 'LATCH_PROJECT_ID', publicToken: 'LATCH_PUBLIC_TOKEN', baseUrl: 'LATCH_BASE_URL', apiDomain: 'LATCH_API_DOMAIN' };

let fromEnv: LatchServer | undefined;

/**
 * Made on the first request, not at import: `next build` imports every route's modules, where a deployment's
 * variables need not be set yet.
 */
function envServer(): LatchServer {
  if (fromEnv) return fromEnv;
  const read = (name: string) => process.env[name] || undefined;
  const projectId = read(ENV.projectId);
  const publicToken = read(ENV.publicToken);
  if (!projectId || !publicToken) {
    throw new UsageError(
      'latch/next',
      `set ${ENV.projectId} and ${ENV.publicToken} in the environment (${ENV.baseUrl} and ${ENV.apiDomain} if used), or configure it with createLatchNext({ projectId, publicToken }).`,
    );
  }
  const baseUrl = read(ENV.baseUrl);
  const apiDomain = read(ENV.apiDomain);
  return (fromEnv = createLatchServer({ projectId, publicToken, ...(baseUrl && { baseUrl }), ...(apiDomain && { apiDomain }) }));
}

const helpers = nextHelpers(envServer);

/** The session of the request being rendered, or null; configured from the environment (`ENV`). */
export const getSession = (options?: SessionOptions) => helpers.getSession(options);

/** Middleware that sends a signed-out visitor to `signInUrl`; configured from the environment (`ENV`). */
export const latchMiddleware = (options: MiddlewareOptions): LatchMiddleware => helpers.latchMiddleware(options);
