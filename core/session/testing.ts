/** Fakes for the session tests: a browser with shared cookies, storage and locks, and a counting transport. */
import { unreachableError } from '../errors.js';
import type { KeyValueStore } from '../storage.js';
import type { RequestInit } from '../transport.js';
import type { AuthResponse, Session, User } from '../types.js';
import { memoryJar } from './cookies.js';
import type { SessionEnvironment } from './environment.js';
import type { LockManagerLike } from './locks.js';

export function fakeUser(id = 'user-test-1'): User {
  return {
    user_id: id,
    created_at: '2024-01-01T00:00:00Z',
    status: 'active',
    name: { first_name: '', middle_name: '', last_name: '' },
    emails: [],
    phone_numbers: [],
    providers: [],
    webauthn_registrations: [],
    totps: [],
    crypto_wallets: [],
    biometric_registrations: [],
    password: null,
    trusted_metadata: {},
    untrusted_metadata: {},
  };
}

/** An answer as the server gives it; `serverNow` is the server's clock, which a test may set apart from Date.now. */
export function fakeAuth(opts: { serverNow?: number; token?: string; jwt?: string; userId?: string; minutes?: number } = {}): AuthResponse {
  const serverNow = opts.serverNow ?? Date.now();
  const session: Session = {
    session_id: `session-${opts.token ?? 'tok'}`,
    user_id: opts.userId ?? 'user-test-1',
    started_at: new Date(serverNow).toISOString(),
    last_accessed_at: new Date(serverNow).toISOString(),
    expires_at: new Date(serverNow + (opts.minutes ?? 30) * 60_000).toISOString(),
    attributes: { ip_address: '', user_agent: '' },
    authentication_factors: [],
    custom_claims: null,
  };
  return {
    request_id: 'request-id-test',
    status_code: 200,
    user_id: session.user_id,
    user: fakeUser(session.user_id),
    session,
    session_token: opts.token ?? 'tok',
    session_jwt: opts.jwt ?? 'jwt',
  };
}

type Reply = (init: RequestInit) => Promise<unknown>;

/** Counts calls and how many are out at once; an aborted call fails like a lost connection. */
export function fakeTransport(reply: Reply) {
  const stats = { calls: [] as RequestInit[], inFlight: 0, maxInFlight: 0 };
  return {
    stats,
    request<T>(init: RequestInit): Promise<T> {
      stats.calls.push(init);
      stats.inFlight++;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      const aborted = new Promise<never>((_, reject) => {
        if (init.signal?.aborted) reject(unreachableError());
        init.signal?.addEventListener('abort', () => reject(unreachableError()));
      });
      return Promise.race([reply(init), aborted]).finally(() => {
        stats.inFlight--;
      }) as Promise<T>;
    },
  };
}

/** Never answers: only the manager's own timeout ends it. */
export const hang = () => new Promise<never>(() => {});

/**
 * One browser: cookies, local storage and Web Locks shared by its tabs. A write by one tab reaches the
 * other tabs as a storage event on a later task, as in a real browser.
 */
export function fakeBrowser(opts: { hostname?: string; locks?: boolean } = {}) {
  const jar = memoryJar(() => Date.now());
  const data = new Map<string, string>();
  const storageListeners = new Map<string, Set<(key: string | null) => void>>();
  const visibleListeners = new Map<string, Set<() => void>>();
  const held = new Map<string, Promise<unknown>>();

  const locks: LockManagerLike = {
    request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T> {
      const previous = held.get(name) ?? Promise.resolve();
      const result = previous.then(() => {
        if (options.signal?.aborted) throw options.signal.reason;
        return callback();
      });
      held.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };

  let tabCount = 0;
  function tab(): { env: Partial<SessionEnvironment>; store: KeyValueStore; show(): void } {
    const tabId = `tab-${++tabCount}`;
    const broadcast = (key: string) => {
      for (const [other, listeners] of storageListeners) {
        if (other === tabId) continue;
        for (const listener of listeners) setTimeout(() => listener(key), 0);
      }
    };
    const store: KeyValueStore = {
      get: (key) => data.get(key) ?? null,
      set(key, value) {
        if (data.get(key) === value) return;
        data.set(key, value);
        broadcast(key);
      },
      remove(key) {
        if (!data.has(key)) return;
        data.delete(key);
        broadcast(key);
      },
    };
    storageListeners.set(tabId, new Set());
    visibleListeners.set(tabId, new Set());
    const env: Partial<SessionEnvironment> = {
      jar,
      hostname: () => opts.hostname ?? 'localhost',
      locks: opts.locks === false ? undefined : locks,
      onStorage(listener) {
        storageListeners.get(tabId)?.add(listener);
        return () => storageListeners.get(tabId)?.delete(listener);
      },
      onVisible(listener) {
        visibleListeners.get(tabId)?.add(listener);
        return () => visibleListeners.get(tabId)?.delete(listener);
      },
      now: () => Date.now(),
      tabId,
    };
    return {
      env,
      store,
      show: () => visibleListeners.get(tabId)?.forEach((listener) => listener()),
    };
  }

  return { jar, data, tab };
}

/** Deterministic random numbers for repeatable soaks (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
