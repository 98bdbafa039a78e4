import type { KeyValueStore } from '../storage.js';
import type { AuthResponse, Session } from '../types.js';
import type { SessionCookies } from './cookies.js';
import type { SessionEnvironment } from './environment.js';
import { fingerprint, writeRecord } from './record.js';
import type { RefreshLoop } from './refreshLoop.js';
import { EMPTY_STATE, type SessionStateStore } from './state.js';

/** Differences between the local clock and the server's beyond this are treated as a wrong local clock. */
const CLOCK_SKEW_TOLERANCE_MS = 5 * 60_000;

const hasTokens = (data: AuthResponse | undefined): data is AuthResponse =>
  typeof data === 'object' &&
  data !== null &&
  typeof data.session_token === 'string' &&
  data.session_token !== '' &&
  typeof data.session_jwt === 'string' &&
  data.session_jwt !== '';

/**
 * The cookie must live as long as the session does on the server. `expires_at` is server time, so on a
 * client whose clock is hours ahead the browser would drop the cookie at once; `last_accessed_at` is the
 * server's "now" of this answer and gives the offset to move the expiry onto the local clock.
 */
function cookieExpiry(session: Session | null | undefined, now: number): Date | undefined {
  const expires = Date.parse(session?.expires_at ?? '');
  if (Number.isNaN(expires)) return undefined;
  const serverNow = Date.parse(session?.last_accessed_at ?? '');
  const skew = Number.isNaN(serverNow) ? 0 : now - serverNow;
  return new Date(Math.abs(skew) > CLOCK_SKEW_TOLERANCE_MS ? expires + skew : expires);
}

export interface SessionWriterDeps {
  store: KeyValueStore;
  /** Key of the shared refresh record. */
  recordKey: string;
  env: Pick<SessionEnvironment, 'now'>;
  cookies: SessionCookies;
  state: SessionStateStore;
  loop: RefreshLoop;
  period: number;
}

export type SessionWriter = ReturnType<typeof createSessionWriter>;

/** Login answers stored and sessions cleared: cookies, the stored state and the refresh record every tab shares. */
export function createSessionWriter({ store, recordKey, env, cookies, state, loop, period }: SessionWriterDeps) {
  function dropState(): void {
    loop.end();
    state.set(EMPTY_STATE, true);
  }

  function clearSession(): void {
    cookies.removeSession();
    dropState();
  }

  function applyAuthResponse(data: AuthResponse): void {
    if (!hasTokens(data)) {
      clearSession();
      return;
    }
    loop.generation++;
    const now = env.now();
    if (cookies.intermediateToken() !== undefined) cookies.removeIntermediate();
    cookies.writeSession(data.session_token, data.session_jwt, cookieExpiry(data.session, now));
    // Record before state: another tab reacting to the state change must already see the fresh record.
    writeRecord(store, recordKey, { at: now, retryAt: null, attempt: 0, tag: fingerprint(data.session_token) });
    state.set({ user: data.user ?? null, session: data.session ?? null }, true);
    loop.active = true;
    loop.schedule(period);
  }

  return { dropState, clearSession, applyAuthResponse };
}
