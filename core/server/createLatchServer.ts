import { checkArgs } from '../args.js';
import { checkPublicToken, resolveBaseUrl } from '../baseUrl.js';
import { UsageError } from '../errors.js';
import { cookieNames } from '../session/cookieJar.js';
import { providerAuthenticate } from './authenticate.js';
import { carried, looksLikeJwt } from './input.js';
import { remoteKeySet } from './jwks.js';
import type { LatchServer, LatchServerOptions } from './types.js';
import { refused, verifySessionJwt } from './verify.js';

/** The hosted provider's backend libraries accept a session JWT at most this old, whatever its `exp`. */
export const DEFAULT_MAX_TOKEN_AGE_SECONDS = 300;
/** Clocks of a server and the provider drift by a second or two; five leaves room and lets nothing old through. */
export const DEFAULT_CLOCK_TOLERANCE_SECONDS = 5;

/**
 * The server side of latch: who is signed in, from the cookies the widget writes. The provider is the one the
 * browser client would use with the same token and options (core/baseUrl.ts). A host's mistake in the options
 * throws here, at start; a visitor's request never throws, it only gets no session.
 */
export function createLatchServer(options: LatchServerOptions): LatchServer {
  checkArgs('createLatchServer', { options }, { options: 'object' });
  checkArgs(
    'createLatchServer',
    { ...options },
    {
      projectId: 'string',
      publicToken: 'string',
      baseUrl: 'optionalString',
      apiDomain: 'optionalString',
      cookieOptions: 'optionalObject',
      maxTokenAgeSeconds: 'optionalNumber',
      clockToleranceSeconds: 'optionalNumber',
    },
  );
  for (const name of ['maxTokenAgeSeconds', 'clockToleranceSeconds'] as const) {
    if ((options[name] ?? 0) < 0) throw new UsageError('createLatchServer', `${name} must not be negative.`);
  }
  checkPublicToken(options.publicToken);
  const { base } = resolveBaseUrl(options.publicToken, options);
  const names = cookieNames(options.cookieOptions ?? {});
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const verifyOptions = {
    projectId: options.projectId,
    keys: remoteKeySet(`${base}/v1/sessions/jwks/${encodeURIComponent(options.projectId)}`, fetchImpl),
    maxTokenAgeSeconds: options.maxTokenAgeSeconds ?? DEFAULT_MAX_TOKEN_AGE_SECONDS,
    clockToleranceSeconds: options.clockToleranceSeconds ?? DEFAULT_CLOCK_TOLERANCE_SECONDS,
  };
  const authenticate = providerAuthenticate({ publicToken: options.publicToken, base, fetch: fetchImpl });

  const server: LatchServer = {
    async verifySession(input) {
      const { jwt, bare } = carried(input, names);
      const token = bare ?? jwt;
      if (!token) return refused('no_session', `No ${names.jwt} cookie or session JWT was given.`);
      return verifySessionJwt(token, verifyOptions);
    },
    async authenticateSession(input) {
      const { token, bare } = carried(input, names);
      if (bare !== undefined && looksLikeJwt(bare)) {
        return refused('malformed', `authenticateSession takes the session token (the ${names.session} cookie), not the session JWT.`);
      }
      const secret = bare ?? token;
      if (!secret) return refused('no_session', `No ${names.session} cookie or session token was given.`);
      return authenticate(secret);
    },
    async getSession(request, { authenticate: ask = false } = {}) {
      if (ask) return (await server.authenticateSession(request)).session;
      const local = await server.verifySession(request);
      // A JWT the provider signed that has aged out: the visitor's page was closed longer than its 5 minutes, so
      // nothing renewed it. The provider decides then, as the hosted backend libraries do; a forged JWT never gets here.
      if (local.reason === 'expired' || local.reason === 'too_old') return (await server.authenticateSession(request)).session;
      return local.session;
    },
  };
  return server;
}
