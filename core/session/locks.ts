import type { KeyValueStore } from '../storage.js';
import type { LockManagerLike } from './environment.js';
import { HEARTBEAT_MS, type Presence } from './presence.js';

/**
 * Cross-tab coordination of the refresh. Every tab keeps its own timer, but a refresh only goes out when
 * `turn` says it is this tab's and inside `run`, and the tab first re-reads the shared record (`record.ts`):
 * if another tab refreshed (or scheduled a retry) meanwhile, it takes that result instead of sending a second
 * request. With Web Locks every tab may go and the lock makes them queue; without, the tabs elect one.
 */

export const claimKey = (stateKey: string) => `${stateKey}::refresh_claim`;
export const lockName = (publicToken: string) => `latch_session_refresh_${publicToken}`;

export interface RefreshLock {
  /** Runs tasks one at a time: across the tabs with Web Locks, in this tab without. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** How long this tab should hold off a due background refresh: 0 when it is this tab's turn now. */
  turn(now: number): number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * How long a holder keeps the lock after its task. Chromium propagates local storage between tab processes
 * asynchronously and unordered with lock grants: without this, the next holder, granted the lock a few ms
 * later, can still read the record from before the refresh and send a second one (seen in the e2e test).
 */
export const LOCK_SETTLE_MS = 100;

export function webLock(locks: LockManagerLike, name: string): RefreshLock {
  return {
    turn: () => 0,
    run: <T>(task: () => Promise<T>, signal?: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        // The caller gets the result at once; only the release waits.
        locks
          .request(name, signal ? { signal } : {}, async () => {
            await task().then(resolve, reject);
            await sleep(LOCK_SETTLE_MS);
          })
          .catch(reject);
      }),
  };
}

/**
 * The lock where Web Locks are missing. Which tab refreshes is decided beforehand by `turn` (the presence
 * ranking of `presence.ts`, made from entries that every tab has long received), not by racing for a claim at the
 * due time. `run` keeps this tab's own calls one at a time and, while one is out, leaves a claim `{tab, until}` in
 * local storage: a tab that ranks first only after a storage delivery (the first tab just closed or froze) then
 * waits for that call's result instead of sending a second one. `leaseMs` bounds how long the claim of a tab that
 * crashed mid-call holds the others back.
 */
export function electedLock(opts: {
  store: KeyValueStore;
  key: string;
  tabId: string;
  now: () => number;
  leaseMs: number;
  presence: Presence;
}): RefreshLock {
  const { store, key, tabId, now, leaseMs, presence } = opts;
  let queue: Promise<unknown> = Promise.resolve();

  const claimant = (): { tab: string; until: number } | null => {
    try {
      const claim = JSON.parse(store.get(key) ?? 'null') as { tab?: unknown; until?: unknown } | null;
      return claim && typeof claim.tab === 'string' && typeof claim.until === 'number' ? { tab: claim.tab, until: claim.until } : null;
    } catch {
      return null;
    }
  };

  return {
    turn(t) {
      const claim = claimant();
      // A claim further ahead than one lease was written before the wall clock was set back: stale.
      const elsewhere = claim !== null && claim.tab !== tabId && claim.until > t && claim.until <= t + leaseMs;
      return elsewhere ? HEARTBEAT_MS : presence.wait(t);
    },
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      const result = queue.then(async () => {
        if (signal?.aborted) throw signal.reason;
        store.set(key, JSON.stringify({ tab: tabId, until: now() + leaseMs }));
        try {
          return await task();
        } finally {
          if (claimant()?.tab === tabId) store.remove(key);
        }
      });
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
