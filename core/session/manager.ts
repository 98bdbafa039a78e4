import { checkArgs } from '../args.js';
import { UsageError, isUnrecoverable, unreachableError } from '../errors.js';
import { stateKey, type KeyValueStore } from '../storage.js';
import type { Transport } from '../transport.js';
import type { AuthResponse, Session, User } from '../types.js';
import { createSessionCookies, documentJar, memoryJar, type CookieJar, type CookieOptions, type SessionCookies } from './cookies.js';
import type { LockManagerLike } from './locks.js';
import { fingerprint, readRecord, refreshKey, type RefreshRecord } from './record.js';
import type { Refresher } from './refresher.js';

/** SPEC §9 background refresh period. */
export const REFRESH_INTERVAL_MS = 180_000;
/** Differences between the local clock and the server's beyond this are treated as a wrong local clock. */
const CLOCK_SKEW_TOLERANCE_MS = 5 * 60_000;

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

/** The facilities needed before the refresher loads; it adds the defaults for the others. */
function browserEnvironment(): Pick<SessionEnvironment, 'jar' | 'hostname' | 'onStorage' | 'now'> {
  const win = typeof window === 'undefined' ? undefined : window;
  return {
    jar: typeof document === 'undefined' ? memoryJar() : documentJar(document),
    hostname: () => (typeof location === 'undefined' ? '' : location.hostname),
    onStorage(listener) {
      if (!win) return () => {};
      const handler = (event: StorageEvent) => listener(event.key);
      win.addEventListener('storage', handler);
      return () => win.removeEventListener('storage', handler);
    },
    now: () => Date.now(),
  };
}

/** What the lazily loaded refresher (`refresher.ts`) reads and calls of the manager, helpers it shares with it included. */
export interface SessionCore {
  readonly options: SessionManagerOptions;
  readonly env: Pick<SessionEnvironment, 'jar' | 'hostname' | 'onStorage' | 'now'> & Partial<SessionEnvironment>;
  readonly cookies: SessionCookies;
  readonly keys: { state: string; refresh: string };
  readonly period: number;
  /** Aborted by `dispose()`. */
  readonly signal: AbortSignal;
  readonly active: boolean;
  readonly disposed: boolean;
  readonly generation: number;
  readStored(): SessionState;
  readRecord(): RefreshRecord | null;
  fingerprint: typeof fingerprint;
  isUnrecoverable: typeof isUnrecoverable;
  unreachableError: typeof unreachableError;
  adoptStored(): void;
  schedule(delay: number): void;
  writeRecord(record: RefreshRecord): void;
  applyAuthResponse(data: AuthResponse): void;
  clearSession(): void;
  dropState(): void;
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

  const env = { ...browserEnvironment(), ...options.env };
  const { store } = options;
  const keys = { state: stateKey(options.publicToken), refresh: refreshKey(stateKey(options.publicToken)) };
  const cookies = createSessionCookies(options.cookieOptions, { jar: env.jar, hostname: env.hostname });

  let state: SessionState = EMPTY;
  let serialized = JSON.stringify(EMPTY);
  const listeners = new Set<(state: SessionState) => void>();
  /** A session is held or being established, so the refresh loop runs. */
  let active = false;
  /** Bumped by every local login and logout: a refresh answer that started before one is dropped. */
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  let disposed = false;
  const teardown: (() => void)[] = [];
  const shutdown = new AbortController();
  let refresher: Promise<Refresher> | undefined;

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

  /** Loads the refresher once; a failed download is retried by the next caller. */
  function withRefresher<T>(use: (r: Refresher) => T | Promise<T>): Promise<T> {
    refresher ??= import('./refresher.js').then(
      (module) => module.createRefresher(core),
      (error: unknown) => {
        refresher = undefined;
        throw error;
      },
    );
    return refresher.then(use);
  }

  function inBackground(use: (r: Refresher) => unknown): void {
    withRefresher(use).catch((error: unknown) => {
      if (!disposed) console.error('latch: session refresh stopped unexpectedly', error);
    });
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
      inBackground((r) => r.tick());
    }, Math.max(0, delay));
  }

  function writeRecord(record: RefreshRecord): void {
    store.set(keys.refresh, JSON.stringify(record));
  }

  function adoptStored(): void {
    const stored = readStored();
    if (stored.session) setState(stored, false);
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

  const core: SessionCore = {
    options,
    env,
    cookies,
    keys,
    period,
    signal: shutdown.signal,
    get active() {
      return active;
    },
    get disposed() {
      return disposed;
    },
    get generation() {
      return generation;
    },
    readStored,
    readRecord: () => readRecord(store, keys.refresh),
    fingerprint,
    isUnrecoverable,
    unreachableError,
    adoptStored,
    schedule,
    writeRecord,
    applyAuthResponse,
    clearSession,
    dropState,
  };

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
    if (active) inBackground((r) => r.rescheduleFromRecord());
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
      return withRefresher((r) => r.authenticate(body));
    },

    // Not under the lock: a logout must not wait behind another tab's slow refresh. A refresh that
    // answers after it is dropped because the cookie it started with is gone.
    async revoke(opts = {}) {
      checkArgs('session.revoke', { opts }, { opts: 'object' });
      checkArgs('session.revoke', opts, { forceClear: 'optionalBoolean' });
      try {
        await withRefresher((r) => r.call<unknown>('/sessions/revoke'));
      } catch (error) {
        if (opts.forceClear || isUnrecoverable(error)) clearSession();
        throw error;
      }
      clearSession();
    },

    start() {
      if (started || disposed) return;
      started = true;
      teardown.push(env.onStorage(onStorage));
      const token = cookies.sessionToken();
      if (!options.customEndpoint && token === undefined) {
        dropState();
      } else {
        // Show the cached user at once when it belongs to this cookie; the refresh confirms or replaces it.
        if (readRecord(store, keys.refresh)?.tag === fingerprint(token)) adoptStored();
        active = true;
      }
      // Loaded now even without a session: a login usually follows and then needs the refresh at once.
      inBackground((r) => {
        if (!disposed) teardown.push(r.watchVisibility());
        return r.tick();
      });
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
