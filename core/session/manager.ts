import { checkArgs } from '../args.js';
import { UsageError, isUnrecoverable, unreachableError } from '../errors.js';
import { stateKey, type KeyValueStore } from '../storage.js';
import type { Transport } from '../transport.js';
import type { AuthResponse, Session, User } from '../types.js';
import { BACKOFF_BASE_MS, BACKOFF_JITTER_MS, BACKOFF_MAX_ATTEMPT, backoffDelay } from './backoff.js';
import { createSessionCookies, documentJar, memoryJar, type CookieJar, type CookieOptions } from './cookies.js';
import {
  claimKey,
  fingerprint,
  lockName,
  readRecord,
  refreshKey,
  storageLock,
  webLock,
  type LockManagerLike,
  type RefreshRecord,
} from './tabSync.js';

/** SPEC §9 background refresh period. */
export const REFRESH_INTERVAL_MS = 180_000;
/** A refresh that has not answered by then counts as a network failure, so a hung request cannot hold the lock. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Differences between the local clock and the server's beyond this are treated as a wrong local clock. */
const CLOCK_SKEW_TOLERANCE_MS = 5 * 60_000;
const LONGEST_BACKOFF_MS = BACKOFF_BASE_MS * 2 ** BACKOFF_MAX_ATTEMPT + BACKOFF_JITTER_MS;

export interface SessionState {
  user: User | null;
  session: Session | null;
}

/** The browser facilities the manager uses; each defaults to the real one and is replaced in tests. */
export interface SessionEnvironment {
  jar: CookieJar;
  hostname(): string;
  /** `navigator.locks`; the local-storage claim is used when undefined. */
  locks: LockManagerLike | undefined;
  /** Called with the key of every local-storage change made by another tab (null when storage was cleared). */
  onStorage(listener: (key: string | null) => void): () => void;
  onVisible(listener: () => void): () => void;
  now(): number;
  tabId: string;
}

export interface SessionManagerOptions {
  publicToken: string;
  transport: Pick<Transport, 'request'>;
  /** State goes under `stateKey(publicToken)` as JSON `{user, session}`. */
  store: KeyValueStore;
  /** A custom API base is configured: cookies may be the API domain's own, so refresh at start even without one. */
  customEndpoint: boolean;
  cookieOptions?: CookieOptions;
  /** TEST option: the background refresh period. @default 180000 */
  refreshIntervalMs?: number;
  /** Jitter source for the retry backoff. @default Math.random */
  random?: () => number;
  /** Tests only: replaces browser facilities. */
  env?: Partial<SessionEnvironment>;
}

export interface SessionManager {
  getSync(): Session | null;
  getUserSync(): User | null;
  getTokens(): { session_token: string; session_jwt: string } | null;
  getIntermediateToken(): string | null;
  /** The session token for Basic auth, read from the cookie at each call so that every tab sends the current one. */
  secret(): string | undefined;
  onChange(callback: (state: SessionState) => void): () => void;
  /** After any successful login call: stores only when both tokens are non-empty strings, clears otherwise. */
  storeAuthResponse(data: AuthResponse): void;
  storeIntermediate(token: string): void;
  updateUser(user: User): void;
  authenticate(opts?: { session_duration_minutes?: number }): Promise<AuthResponse>;
  revoke(opts?: { forceClear?: boolean }): Promise<void>;
  /** Start-up rule: refresh at once if a session cookie exists or the endpoint is custom; else drop any cached session. */
  start(): void;
  dispose(): void;
}

const EMPTY: SessionState = { user: null, session: null };

function browserEnvironment(): SessionEnvironment {
  const doc = typeof document === 'undefined' ? undefined : document;
  const win = typeof window === 'undefined' ? undefined : window;
  return {
    jar: doc ? documentJar(doc) : memoryJar(),
    hostname: () => (typeof location === 'undefined' ? '' : location.hostname),
    locks: typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks ? navigator.locks : undefined,
    onStorage(listener) {
      if (!win) return () => {};
      const handler = (event: StorageEvent) => listener(event.key);
      win.addEventListener('storage', handler);
      return () => win.removeEventListener('storage', handler);
    },
    onVisible(listener) {
      if (!doc) return () => {};
      const handler = () => {
        if (doc.visibilityState === 'visible') listener();
      };
      doc.addEventListener('visibilitychange', handler);
      return () => doc.removeEventListener('visibilitychange', handler);
    },
    now: () => Date.now(),
    tabId: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const hasTokens = (data: AuthResponse | undefined): data is AuthResponse =>
  isObject(data) && typeof data.session_token === 'string' && data.session_token !== '' && typeof data.session_jwt === 'string' && data.session_jwt !== '';

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

export function createSessionManager(options: SessionManagerOptions): SessionManager {
  const period = options.refreshIntervalMs ?? REFRESH_INTERVAL_MS;
  checkArgs('createSessionManager', { refreshIntervalMs: period }, { refreshIntervalMs: 'number' });
  if (period <= 0) throw new UsageError('createSessionManager', 'refreshIntervalMs must be a positive number.');

  const env: SessionEnvironment = { ...browserEnvironment(), ...options.env };
  const { store, transport } = options;
  const random = options.random ?? Math.random;
  const keys = { state: stateKey(options.publicToken), refresh: refreshKey(stateKey(options.publicToken)) };
  const cookies = createSessionCookies(options.cookieOptions, { jar: env.jar, hostname: env.hostname });
  const lock = env.locks
    ? webLock(env.locks, lockName(options.publicToken))
    : storageLock({ store, key: claimKey(keys.state), tabId: env.tabId, now: env.now, leaseMs: REQUEST_TIMEOUT_MS + 5000 });
  // Timers may fire a little before the wall clock says they are due; a refresh that early is still on time.
  const slack = Math.min(1000, period / 20);

  let state: SessionState = EMPTY;
  let serialized = JSON.stringify(EMPTY);
  const listeners = new Set<(state: SessionState) => void>();
  /** A session is held or being established, so the refresh loop runs. */
  let active = false;
  /** Bumped by every local login and logout: a refresh answer that started before one is dropped. */
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ticking: Promise<void> | undefined;
  let started = false;
  let disposed = false;
  const teardown: (() => void)[] = [];
  const shutdown = new AbortController();

  function readStored(): SessionState {
    try {
      const value: unknown = JSON.parse(store.get(keys.state) ?? 'null');
      if (!isObject(value)) return EMPTY;
      return {
        user: isObject(value.user) ? (value.user as unknown as User) : null,
        session: isObject(value.session) ? (value.session as unknown as Session) : null,
      };
    } catch {
      return EMPTY;
    }
  }

  function setState(next: SessionState, persist: boolean): void {
    const text = JSON.stringify(next);
    if (persist) {
      if (next.user || next.session) store.set(keys.state, text);
      else store.remove(keys.state);
    }
    if (text === serialized) return;
    state = next;
    serialized = text;
    for (const listener of [...listeners]) {
      try {
        listener({ ...state });
      } catch (error) {
        console.error('latch: a session listener threw', error);
      }
    }
  }

  function stopTimer(): void {
    clearTimeout(timer);
    timer = undefined;
  }

  function schedule(delay: number): void {
    stopTimer();
    if (!active || disposed) return;
    timer = setTimeout(() => {
      timer = undefined;
      void tick();
    }, Math.max(0, delay));
  }

  function writeRecord(record: RefreshRecord): void {
    store.set(keys.refresh, JSON.stringify(record));
  }

  /** When the next request should go out, judged from the record every tab shares. */
  function dueAt(now: number): number {
    const record = readRecord(store, keys.refresh);
    if (!record || record.tag !== fingerprint(cookies.sessionToken())) return now;
    if (record.retryAt !== null) return record.retryAt > now + LONGEST_BACKOFF_MS + slack ? now : record.retryAt;
    if (!readStored().session) return now;
    // A success "in the future" means the wall clock was set back: refresh once and count from the new time.
    if (record.at > now + slack) return now;
    return record.at + period;
  }

  function rescheduleFromRecord(): void {
    if (!active) return;
    const now = env.now();
    schedule(dueAt(now) - now);
  }

  function dropState(): void {
    generation++;
    active = false;
    stopTimer();
    setState(EMPTY, true);
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
    generation++;
    const now = env.now();
    if (cookies.intermediateToken() !== undefined) cookies.removeIntermediate();
    cookies.writeSession(data.session_token, data.session_jwt, cookieExpiry(data.session, now));
    // Record before state: another tab reacting to the state change must already see the fresh record.
    writeRecord({ at: now, retryAt: null, attempt: 0, tag: fingerprint(data.session_token) });
    setState({ user: data.user ?? null, session: data.session ?? null }, true);
    active = true;
    schedule(period);
  }

  async function call<T>(path: string, body?: Record<string, unknown>): Promise<T> {
    const controller = new AbortController();
    const abort = () => controller.abort();
    shutdown.signal.addEventListener('abort', abort);
    const timeout = setTimeout(abort, REQUEST_TIMEOUT_MS);
    // Also give up on our side in case the transport ignores the signal.
    const stopped = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(unreachableError()));
    });
    try {
      return await Promise.race([transport.request<T>({ method: 'POST', path, ...(body && { body }), signal: controller.signal }), stopped]);
    } finally {
      clearTimeout(timeout);
      shutdown.signal.removeEventListener('abort', abort);
    }
  }

  /** True when a login or logout, here or in another tab, happened while a call was out. */
  const superseded = (startGeneration: number, startToken: string | undefined) =>
    startGeneration !== generation || cookies.sessionToken() !== startToken;

  async function backgroundRefresh(): Promise<void> {
    const startGeneration = generation;
    const token = cookies.sessionToken();
    let data: AuthResponse;
    try {
      data = await call<AuthResponse>('/sessions/authenticate', {});
    } catch (error) {
      // Aborted by dispose: not a failure the other tabs should back off for.
      if (disposed) return;
      if (superseded(startGeneration, token)) return rescheduleFromRecord();
      if (isUnrecoverable(error)) return clearSession();
      const previous = readRecord(store, keys.refresh);
      const tag = fingerprint(token);
      const attempt = previous?.tag === tag ? previous.attempt : 0;
      const delay = backoffDelay(attempt, random);
      writeRecord({ at: previous?.tag === tag ? previous.at : 0, retryAt: env.now() + delay, attempt: attempt + 1, tag });
      return schedule(delay);
    }
    if (superseded(startGeneration, token)) return rescheduleFromRecord();
    applyAuthResponse(data);
  }

  function adoptStored(): void {
    const stored = readStored();
    if (stored.session) setState(stored, false);
  }

  function tick(): Promise<void> {
    if (!active || disposed) return Promise.resolve();
    const now = env.now();
    const due = dueAt(now);
    if (due - now > slack) {
      adoptStored();
      schedule(due - now);
      return Promise.resolve();
    }
    ticking ??= lock
      .run(async () => {
        if (!active || disposed) return;
        // Another tab may have refreshed while this one waited for the lock.
        const lockedNow = env.now();
        const lockedDue = dueAt(lockedNow);
        if (lockedDue - lockedNow > slack) {
          adoptStored();
          return schedule(lockedDue - lockedNow);
        }
        // The cookie went away (a logout in another tab whose storage event has not arrived yet).
        if (!options.customEndpoint && cookies.sessionToken() === undefined) return dropState();
        await backgroundRefresh();
      }, shutdown.signal)
      .catch((error: unknown) => {
        if (!disposed) console.error('latch: session refresh stopped unexpectedly', error);
      })
      .finally(() => {
        ticking = undefined;
      });
    return ticking;
  }

  function onStorage(key: string | null): void {
    if (disposed || (key !== null && key !== keys.state && key !== keys.refresh)) return;
    if (key === null || key === keys.state) {
      const stored = readStored();
      if (stored.session) {
        setState(stored, false);
        active = true;
      } else if (cookies.sessionToken() === undefined || !state.session) {
        // Logged out elsewhere. Storage wiped while the cookie is still there is not a logout: keep ours.
        generation++;
        active = false;
        stopTimer();
        setState(EMPTY, false);
      }
    }
    rescheduleFromRecord();
  }

  return {
    getSync: () => state.session,
    getUserSync: () => state.user,
    getTokens: () => cookies.tokens(),
    getIntermediateToken: () => cookies.intermediateToken() ?? null,
    secret: () => cookies.sessionToken(),

    onChange(callback) {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },

    storeAuthResponse(data) {
      applyAuthResponse(data);
    },

    storeIntermediate(token) {
      checkArgs('storeIntermediate', { token }, { token: 'string' });
      clearSession();
      cookies.writeIntermediate(token, env.now());
    },

    updateUser(user) {
      setState({ ...state, user }, true);
    },

    authenticate(opts = {}) {
      checkArgs('session.authenticate', { opts }, { opts: 'object' });
      checkArgs('session.authenticate', opts, { session_duration_minutes: 'optionalNumber' });
      const body = opts.session_duration_minutes === undefined ? {} : { session_duration_minutes: opts.session_duration_minutes };
      return lock.run(async () => {
        const startGeneration = generation;
        const token = cookies.sessionToken();
        try {
          const data = await call<AuthResponse>('/sessions/authenticate', body);
          if (!superseded(startGeneration, token)) applyAuthResponse(data);
          return data;
        } catch (error) {
          if (isUnrecoverable(error) && !superseded(startGeneration, token)) clearSession();
          throw error;
        }
      }, shutdown.signal);
    },

    // Not under the lock: a logout must not wait behind another tab's slow refresh. A refresh that
    // answers after it is dropped because the cookie it started with is gone.
    async revoke(opts = {}) {
      checkArgs('session.revoke', { opts }, { opts: 'object' });
      checkArgs('session.revoke', opts, { forceClear: 'optionalBoolean' });
      try {
        await call<unknown>('/sessions/revoke');
      } catch (error) {
        if (opts.forceClear || isUnrecoverable(error)) clearSession();
        throw error;
      }
      clearSession();
    },

    start() {
      if (started || disposed) return;
      started = true;
      teardown.push(
        env.onStorage(onStorage),
        env.onVisible(() => void tick()),
      );
      const token = cookies.sessionToken();
      if (!options.customEndpoint && token === undefined) {
        dropState();
        return;
      }
      // Show the cached user at once when it belongs to this cookie; the refresh confirms or replaces it.
      if (readRecord(store, keys.refresh)?.tag === fingerprint(token)) adoptStored();
      active = true;
      void tick();
    },

    dispose() {
      disposed = true;
      active = false;
      stopTimer();
      shutdown.abort();
      for (const undo of teardown.splice(0)) undo();
      listeners.clear();
    },
  };
}
