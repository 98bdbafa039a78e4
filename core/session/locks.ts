import type { KeyValueStore } from '../storage.js';

/**
 * Cross-tab coordination of the refresh. Every tab keeps its own timer, but a refresh only goes out
 * inside an exclusive lock shared by the tabs of one browser, and the lock holder first re-reads the
 * shared record (`record.ts`): if another tab refreshed (or scheduled a retry) meanwhile, it takes that
 * result instead of sending a second request.
 */

export const claimKey = (stateKey: string) => `${stateKey}::refresh_claim`;
export const lockName = (publicToken: string) => `latch_session_refresh_${publicToken}`;

/** Runs tasks one at a time across every tab that shares the lock. */
export interface RefreshLock {
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

/** The part of `navigator.locks` used here. */
export interface LockManagerLike {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * How long a holder keeps the lock after its task. Chromium propagates local storage between tab processes
 * asynchronously and unordered with lock grants: without this, the next holder, granted the lock a few ms
 * later, can still read the record from before the refresh and send a second one (seen in the e2e test).
 */
export const LOCK_SETTLE_MS = 100;

export function webLock(locks: LockManagerLike, name: string): RefreshLock {
  return {
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

const CLAIM_SETTLE_MS = 50;
const CLAIM_POLL_MS = 100;

/**
 * Fallback where Web Locks are missing: a claim `{tab, until}` in local storage. A tab writes its claim,
 * waits for concurrent writers to settle and proceeds only if the claim is still its own. Local storage
 * has no compare-and-set, so two tabs can very rarely both pass; the record check inside the lock then
 * still turns the second refresh into a no-op unless both read the record before either wrote it.
 * `leaseMs` bounds how long a crashed tab's claim blocks the others.
 */
export function storageLock(opts: { store: KeyValueStore; key: string; tabId: string; now: () => number; leaseMs: number }): RefreshLock {
  const { store, key, tabId, now, leaseMs } = opts;
  let queue: Promise<unknown> = Promise.resolve();

  const claimant = (): { tab: string; until: number } | null => {
    try {
      const claim = JSON.parse(store.get(key) ?? 'null') as { tab?: unknown; until?: unknown } | null;
      return claim && typeof claim.tab === 'string' && typeof claim.until === 'number' ? { tab: claim.tab, until: claim.until } : null;
    } catch {
      return null;
    }
  };

  const acquire = async (signal?: AbortSignal) => {
    for (;;) {
      const claim = claimant();
      const t = now();
      // A claim further ahead than one lease was written before a clock jump: treat it as stale.
      const held = claim !== null && claim.tab !== tabId && claim.until > t && claim.until <= t + leaseMs;
      if (held) {
        await sleep(CLAIM_POLL_MS, signal);
        continue;
      }
      store.set(key, JSON.stringify({ tab: tabId, until: t + leaseMs }));
      await sleep(CLAIM_SETTLE_MS, signal);
      if (claimant()?.tab === tabId) return;
    }
  };

  return {
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      const result = queue.then(async () => {
        await acquire(signal);
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
