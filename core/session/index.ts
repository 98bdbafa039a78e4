export { createSessionManager, REFRESH_INTERVAL_MS } from './manager.js';
export type { SessionManager } from './manager.js';
export type { SessionManagerOptions } from './options.js';
export type { SessionEnvironment } from './environment.js';
export type { SessionState } from './state.js';
export { INTERMEDIATE_COOKIE, INTERMEDIATE_COOKIE_MS, JWT_COOKIE, SESSION_COOKIE, checkCookieOptions } from './cookieJar.js';
export { isLocalHostname } from './cookies.js';
export type { CookieJar, CookieOptions } from './cookieJar.js';
export type { LockManagerLike } from './environment.js';
