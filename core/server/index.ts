/**
 * `latch/server`: who is signed in, for a host's server. No React and no DOM: Web Crypto and fetch only (jose), so it
 * runs on Node 20+, Deno, Bun and edge runtimes. The guide is docs/server.md.
 */
export { createLatchServer, DEFAULT_CLOCK_TOLERANCE_SECONDS, DEFAULT_MAX_TOKEN_AGE_SECONDS } from './createLatchServer.js';
export { SESSION_CLAIM } from './verify.js';
export type { LatchServer, LatchServerOptions, LatchSession, RequestLike, SessionInput, SessionRefusal, SessionResult } from './types.js';
export type { AuthenticationFactor } from '../types.js';
