import { documentJar, memoryJar, type CookieJar } from './cookies.js';
import type { LockManagerLike } from './locks.js';

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

/** The facilities needed before the refresher loads; it adds the defaults for the others. */
export type EntryEnvironment = Pick<SessionEnvironment, 'jar' | 'hostname' | 'onStorage' | 'now'>;

export function browserEnvironment(): EntryEnvironment {
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
