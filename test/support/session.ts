/** Fakes for the session tests: a browser with shared cookies, storage and locks, and a counting transport. */
import { unreachableError } from '../../core/errors.js';
import type { KeyValueStore } from '../../core/storage.js';
import type { RequestInit } from '../../core/transport.js';
import { testUser } from '../kit/fixtures.js';
import type { AuthResponse, Session, User } from '../../core/types.js';
import { memoryJar } from '../../core/session/cookieJar.js';
import type { LockManagerLike, SessionEnvironment } from '../../core/session/environment.js';

/** A user with a fixed id and creation time and no email, so a test can compare it whole. */
export function fakeUser(id = 'user-test-1'): User {
  return testUser({ user_id: id, created_at: '2024-01-01T00:00:00Z', emails: [] });
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
 * One browser: cookies, local storage and Web Locks shared by its tabs. A tab sees its own storage writes at
 * once; the other tabs see them after `propagationMs` together with a storage event, in the order they were
 * written, as Chromium delivers them between tab processes (tens to hundreds of ms on a busy machine). With
 * the default 0 the value is visible everywhere at once and the event comes on a later task.
 */
export function fakeBrowser(opts: { hostname?: string; locks?: boolean; propagationMs?: number } = {}) {
  const jar = memoryJar(() => Date.now());
  const propagationMs = opts.propagationMs ?? 0;
  /** What a tab opened now reads: every write, delivered or not. */
  const data = new Map<string, string>();
  const tabs = new Map<string, FakeTab>();
  const held = new Map<string, Promise<unknown>>();
  let writes = 0;

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

  /**
   * Runs in the writing tab: the values are stored, every other tab hears of them later, all at once and with one
   * storage event (`null` for a `clear()`).
   */
  function write(from: FakeTab, changes: [string, string | null][], event: string | null): void {
    if (from.dead || changes.length === 0) return;
    const seq = ++writes;
    for (const other of tabs.values()) {
      if (other === from || other.dead) continue;
      if (propagationMs > 0) {
        for (const [key] of changes) {
          if (!other.stale.has(key)) other.stale.set(key, other.read(key));
          other.pending.set(key, (other.pending.get(key) ?? 0) + 1);
        }
      }
      setTimeout(() => other.deliver(changes, seq, event), propagationMs);
    }
    for (const [key, value] of changes) {
      if (value === null) data.delete(key);
      else data.set(key, value);
      from.stale.delete(key);
      from.ownWrite.set(key, seq);
    }
  }

  let tabCount = 0;
  function tab() {
    const tabId = `tab-${++tabCount}`;
    const storageListeners = new Set<(key: string | null) => void>();
    const visibleListeners = new Set<() => void>();
    const pageHideListeners = new Set<() => void>();
    let visible = true;
    const self: FakeTab = {
      dead: false,
      stale: new Map(),
      pending: new Map(),
      ownWrite: new Map(),
      read: (key) => (self.stale.has(key) ? (self.stale.get(key) ?? null) : (data.get(key) ?? null)),
      deliver(changes, seq, event) {
        if (self.dead) return;
        for (const [key, value] of changes) {
          const left = (self.pending.get(key) ?? 0) - 1;
          if (left > 0) {
            self.pending.set(key, left);
            // A value this tab has overwritten since is not shown again.
            if (seq > (self.ownWrite.get(key) ?? 0)) self.stale.set(key, value);
          } else {
            self.pending.delete(key);
            self.stale.delete(key);
          }
        }
        for (const listener of storageListeners) listener(event);
      },
    };
    tabs.set(tabId, self);
    const store: KeyValueStore = {
      get: (key) => self.read(key),
      // Writing the value a tab already sees changes nothing and tells no one, as in a browser.
      set: (key, value) => self.read(key) !== value && write(self, [[key, value]], key),
      remove: (key) => self.read(key) !== null && write(self, [[key, null]], key),
    };
    const env: Partial<SessionEnvironment> = {
      jar,
      hostname: () => opts.hostname ?? 'localhost',
      locks: opts.locks === false ? undefined : locks,
      onStorage(listener) {
        storageListeners.add(listener);
        return () => storageListeners.delete(listener);
      },
      onVisible(listener) {
        visibleListeners.add(listener);
        return () => visibleListeners.delete(listener);
      },
      visible: () => visible,
      onPageHide(listener) {
        pageHideListeners.add(listener);
        return () => pageHideListeners.delete(listener);
      },
      storageKeys: () => [...new Set([...data.keys(), ...self.stale.keys()])].filter((key) => self.read(key) !== null),
      now: () => Date.now(),
      tabId,
    };
    return {
      env,
      store,
      show() {
        visible = true;
        visibleListeners.forEach((listener) => listener());
      },
      hide() {
        visible = false;
      },
      /** The tab is closed: `pagehide`, then nothing more from it (its manager should be disposed too). */
      close() {
        pageHideListeners.forEach((listener) => listener());
        self.dead = true;
      },
      /** `localStorage.clear()` in this tab. */
      clear: () =>
        write(
          self,
          [...data.keys()].map((key) => [key, null]),
          null,
        ),
      /** The tab's process dies: no `pagehide`, no more writes; what it stored stays. */
      crash() {
        self.dead = true;
      },
    };
  }

  return { jar, data, tab };
}

interface FakeTab {
  /** Closed or crashed: it writes and hears nothing more. */
  dead: boolean;
  /** Keys whose latest writes by other tabs have not reached this tab yet, with the value it still sees. */
  stale: Map<string, string | null>;
  /** Per key, how many writes by other tabs are still on their way to this tab. */
  pending: Map<string, number>;
  /** Per key, the sequence number of this tab's own latest write: older deliveries do not replace it. */
  ownWrite: Map<string, number>;
  read(key: string): string | null;
  deliver(changes: [string, string | null][], seq: number, event: string | null): void;
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
