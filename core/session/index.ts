export { createSessionManager, REFRESH_INTERVAL_MS, REQUEST_TIMEOUT_MS } from './manager.js';
export type { SessionEnvironment, SessionManager, SessionManagerOptions, SessionState } from './manager.js';
export { INTERMEDIATE_COOKIE, INTERMEDIATE_COOKIE_MS, JWT_COOKIE, SESSION_COOKIE, checkCookieOptions, isLocalHostname } from './cookies.js';
export type { CookieJar, CookieOptions } from './cookies.js';
export { BACKOFF_BASE_MS, BACKOFF_JITTER_MS, BACKOFF_MAX_ATTEMPT, backoffDelay } from './backoff.js';
export type { LockManagerLike } from './tabSync.js';
