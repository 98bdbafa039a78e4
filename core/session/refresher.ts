import type { AuthResponse } from '../types.js';
import { BACKOFF_BASE_MS, BACKOFF_JITTER_MS, BACKOFF_MAX_ATTEMPT, backoffDelay } from './backoff.js';
import type { SessionCore } from './core.js';
import type { SessionEnvironment } from './environment.js';
import { claimKey, electedLock, lockName, webLock } from './locks.js';
import { createPresence, presencePrefix, type Timeout } from './presence.js';

/**
 * The network half of the session manager: the background refresh, its backoff and cross-tab
 * single-flight, visibility handling and the `sessions/*` calls. The manager loads it with `import()`
 * right after `start()`; nothing here is needed to read or store a session, so it stays off the first paint.
 * What it shares with the manager (record, errors) comes through `core`, not through imports: a module
 * imported by both would make esbuild split it into one more shared chunk of the initial load.
 */

/** A refresh that has not answered by then counts as a network failure, so a hung request cannot hold the lock. */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * At start a session is confirmed with the provider (SPEC §4), so one revoked elsewhere does not survive a reload.
 * Tabs that load together (a restored window, a reload of all) share one request: a refresh that finished at most
 * this long before this page started counts as this start's own.
 */
export const START_SHARE_MS = 5000;
const LONGEST_BACKOFF_MS = BACKOFF_BASE_MS * 2 ** BACKOFF_MAX_ATTEMPT + BACKOFF_JITTER_MS;

type RefreshEnvironment = Pick<SessionEnvironment, 'locks' | 'onVisible' | 'visible' | 'onPageHide' | 'storageKeys' | 'tabId'>;

function browserRefreshEnvironment(): RefreshEnvironment {
  const doc = typeof document === 'undefined' ? undefined : document;
  const win = typeof window === 'undefined' ? undefined : window;
  return {
    locks: typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks ? navigator.locks : undefined,
    onVisible(listener) {
      if (!doc) return () => {};
      const handler = () => {
        if (doc.visibilityState === 'visible') listener();
      };
      doc.addEventListener('visibilitychange', handler);
      return () => doc.removeEventListener('visibilitychange', handler);
    },
    visible: () => doc?.visibilityState !== 'hidden',
    onPageHide(listener) {
      if (!win) return () => {};
      win.addEventListener('pagehide', listener);
      return () => win.removeEventListener('pagehide', listener);
    },
    storageKeys() {
      try {
        const storage = globalThis.localStorage;
        return Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '');
      } catch {
        return [];
      }
    },
    tabId: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
  };
}

export type Refresher = ReturnType<typeof createRefresher>;

/** `timeout` is the refresh loop's `backgroundTimeout`, for the tabs' heartbeat. */
export function createRefresher(core: SessionCore, timeout: Timeout) {
  const { options, cookies, keys, period, signal, readRecord, fingerprint, isUnrecoverable, unreachableError } = core;
  const { store, transport } = options;
  // The manager's environment last, so that a test's `locks: undefined` still selects the storage claim.
  const env = { ...browserRefreshEnvironment(), ...core.env };
  const random = options.random ?? Math.random;
  const lock = env.locks
    ? webLock(env.locks, lockName(options.publicToken))
    : electedLock({
        store,
        key: claimKey(keys.state),
        tabId: env.tabId,
        now: env.now,
        leaseMs: REQUEST_TIMEOUT_MS + 5000,
        presence: createPresence({ store, prefix: presencePrefix(keys.state), env, active: () => core.active, signal, timeout }),
      });
  // Timers may fire a little before the wall clock says they are due; a refresh that early is still on time.
  const slack = Math.min(1000, period / 20);
  let ticking: Promise<void> | undefined;

  /** When the next request should go out, judged from the record every tab shares. */
  function dueAt(now: number): number {
    const record = readRecord();
    if (!record || record.tag !== fingerprint(cookies.sessionToken())) return now;
    if (record.retryAt !== null) return record.retryAt > now + LONGEST_BACKOFF_MS + slack ? now : record.retryAt;
    if (!core.readStored().session) return now;
    if (core.startedAt !== undefined && record.at < core.startedAt - START_SHARE_MS) return now;
    // A success "in the future" means the wall clock was set back: refresh once and count from the new time.
    if (record.at > now + slack) return now;
    return record.at + period;
  }

  function rescheduleFromRecord(): void {
    if (!core.active) return;
    const now = env.now();
    core.schedule(dueAt(now) - now);
  }

  async function call<T>(path: string, body?: Record<string, unknown>): Promise<T> {
    const controller = new AbortController();
    const abort = () => controller.abort();
    signal.addEventListener('abort', abort);
    const timeout = setTimeout(abort, REQUEST_TIMEOUT_MS);
    // Also give up on our side in case the transport ignores the signal.
    const stopped = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(unreachableError()));
    });
    try {
      return await Promise.race([transport.request<T>({ method: 'POST', path, ...(body && { body }), signal: controller.signal }), stopped]);
    } finally {
      clearTimeout(timeout);
      signal.removeEventListener('abort', abort);
    }
  }

  /** True when a login or logout, here or in another tab, happened while a call was out. */
  const superseded = (startGeneration: number, startToken: string | undefined) =>
    startGeneration !== core.generation || cookies.sessionToken() !== startToken;

  async function backgroundRefresh(): Promise<void> {
    const startGeneration = core.generation;
    const token = cookies.sessionToken();
    let data: AuthResponse;
    try {
      data = await call<AuthResponse>('/sessions/authenticate', {});
    } catch (error) {
      // Aborted by dispose: not a failure the other tabs should back off for.
      if (core.disposed) return;
      if (superseded(startGeneration, token)) return rescheduleFromRecord();
      if (isUnrecoverable(error)) return core.clearSession();
      const previous = readRecord();
      const tag = fingerprint(token);
      const attempt = previous?.tag === tag ? previous.attempt : 0;
      const delay = backoffDelay(attempt, random);
      core.writeRecord({ at: previous?.tag === tag ? previous.at : 0, retryAt: env.now() + delay, attempt: attempt + 1, tag });
      return core.schedule(delay);
    }
    if (superseded(startGeneration, token)) return rescheduleFromRecord();
    core.applyAuthResponse(data);
  }

  /** The cookie went away: a logout in another tab whose storage event has not arrived yet. */
  const cookieGone = () => !options.customEndpoint && cookies.sessionToken() === undefined;

  function tick(): Promise<void> {
    if (!core.active || core.disposed) return Promise.resolve();
    const now = env.now();
    const due = dueAt(now);
    if (due - now > slack) {
      core.adoptStored();
      core.schedule(due - now);
      return Promise.resolve();
    }
    if (ticking) return ticking;
    if (cookieGone()) return Promise.resolve(core.dropState());
    // Without Web Locks only the elected tab sends; the others get its result through the shared record.
    const wait = lock.turn(now);
    if (wait > 0) {
      core.schedule(wait);
      return Promise.resolve();
    }
    ticking = lock
      .run(async () => {
        if (!core.active || core.disposed) return;
        // Another tab may have refreshed while this one waited for the lock.
        const lockedNow = env.now();
        const lockedDue = dueAt(lockedNow);
        if (lockedDue - lockedNow > slack) {
          core.adoptStored();
          return core.schedule(lockedDue - lockedNow);
        }
        if (cookieGone()) return core.dropState();
        await backgroundRefresh();
      }, signal)
      .catch((error: unknown) => {
        if (!core.disposed) console.error('latch: session refresh stopped unexpectedly', error);
      })
      .finally(() => {
        ticking = undefined;
      });
    return ticking;
  }

  return {
    tick,
    rescheduleFromRecord,
    call,
    /** Returns the listener's removal. */
    watchVisibility: () => env.onVisible(() => void tick()),

    authenticate(body: { session_duration_minutes?: number }): Promise<AuthResponse> {
      return lock.run(async () => {
        const startGeneration = core.generation;
        const token = cookies.sessionToken();
        try {
          const data = await call<AuthResponse>('/sessions/authenticate', body);
          if (!superseded(startGeneration, token)) core.applyAuthResponse(data);
          return data;
        } catch (error) {
          if (isUnrecoverable(error) && !superseded(startGeneration, token)) core.clearSession();
          throw error;
        }
      }, signal);
    },
  };
}
