export { createSessionManager, REFRESH_INTERVAL_MS } from './manager.js';
export type { SessionEnvironment, SessionManager, SessionManagerOptions, SessionState } from './manager.js';
export { INTERMEDIATE_COOKIE, INTERMEDIATE_COOKIE_MS, JWT_COOKIE, SESSION_COOKIE, checkCookieOptions, isLocalHostname } from './cookies.js';
export type { CookieJar, CookieOptions } from './cookies.js';
export type { LockManagerLike } from './locks.js';
