import type { KeyValueStore } from '../storage.js';

/**
 * The refresh schedule every tab shares, JSON in local storage next to the session state. Times are the
 * local wall clock. Written synchronously with each stored session, so that another tab reacting to the
 * state change already sees it; read by the refresher and by `start()` to trust a cached user.
 */
export interface RefreshRecord {
  /** Last successful refresh or login. */
  at: number;
  /** Set while failures are being retried: when the next attempt is due. */
  retryAt: number | null;
  /** Failures since the last success: the backoff exponent of the next retry. */
  attempt: number;
  /** Fingerprint of the session token the record belongs to, so a record is never applied to another session. */
  tag: string;
}

export const refreshKey = (stateKey: string) => `${stateKey}::refresh`;

export function readRecord(store: KeyValueStore, key: string): RefreshRecord | null {
  try {
    const value: unknown = JSON.parse(store.get(key) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const r = value as Record<string, unknown>;
    if (typeof r.at !== 'number' || typeof r.attempt !== 'number' || typeof r.tag !== 'string') return null;
    return { at: r.at, attempt: r.attempt, tag: r.tag, retryAt: typeof r.retryAt === 'number' ? r.retryAt : null };
  } catch {
    return null;
  }
}

export function writeRecord(store: KeyValueStore, key: string, record: RefreshRecord): void {
  store.set(key, JSON.stringify(record));
}

/** 32-bit FNV-1a: enough to tell sessions apart, far too little to recover or replay a token. */
export function fingerprint(token: string | undefined): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < (token ?? '').length; i++) {
    hash ^= (token ?? '').charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
