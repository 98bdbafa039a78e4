import { documentJar, memoryJar, type CookieJar } from './cookieJar.js';

/** The part of `navigator.locks` the refresh uses (`locks.ts`). */
export interface LockManagerLike {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
}

/** The browser facilities the manager uses; each defaults to the real one and is replaced in tests. */
export interface SessionEnvironment {
  jar: CookieJar;
  hostname(): string;
  /** `navigator.locks`; when undefined, the tabs elect the one that refreshes (`presence.ts`). */
  locks: LockManagerLike | undefined;
  /** Called with the key of every local-storage change made by another tab (null when storage was cleared). */
  onStorage(listener: (key: string | null) => void): () => void;
  onVisible(listener: () => void): () => void;
  /** The page is visible: without Web Locks a visible tab is preferred to send the refreshes, as its timers are not throttled. */
  visible(): boolean;
  /** `pagehide`: the tab is closing or going into the back-forward cache, so it leaves the tabs that may refresh. */
  onPageHide(listener: () => void): () => void;
  /** Names of the keys in local storage, where the other tabs' presence entries are found (`presence.ts`). */
  storageKeys(): string[];
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

/**
 * A page a visitor uses, as opposed to a server rendering one or a script. Only a page starts background work when a
 * client is created (telemetry, the session's refresh loop): a client made while rendering on a server is inert, and
 * sends only the calls its caller makes.
 */
export const inPage = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined';
