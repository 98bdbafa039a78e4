import type { KeyValueStore } from '../storage.js';
import type { Session, User } from '../types.js';

export interface SessionState {
  user: User | null;
  session: Session | null;
}

export const EMPTY_STATE: SessionState = { user: null, session: null };

/** What a subscriber is told besides the new state. */
export interface SessionChange {
  /**
   * Another tab made it (a login, logout or refresh there, taken from its storage event), not a call in this tab: the
   * widget finishes a login it was waiting for only then, never racing its own.
   */
  fromOtherTab: boolean;
}

export type SessionListener = (state: SessionState, change: SessionChange) => void;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export type SessionStateStore = ReturnType<typeof createSessionStateStore>;

/** This tab's `{user, session}`, its JSON copy in local storage under `key`, and the subscribers told of each change. */
export function createSessionStateStore(store: KeyValueStore, key: string) {
  let state: SessionState = EMPTY_STATE;
  // Subscribers hear only real changes: an adopted copy of what this tab already shows is not one.
  let serialized = JSON.stringify(EMPTY_STATE);
  const listeners = new Set<SessionListener>();

  function readStored(): SessionState {
    try {
      const value: unknown = JSON.parse(store.get(key) ?? 'null');
      if (!isObject(value)) return EMPTY_STATE;
      return {
        user: isObject(value.user) ? (value.user as unknown as User) : null,
        session: isObject(value.session) ? (value.session as unknown as Session) : null,
      };
    } catch {
      return EMPTY_STATE;
    }
  }

  function set(next: SessionState, persist: boolean, fromOtherTab = false): void {
    const text = JSON.stringify(next);
    if (persist) {
      if (next.user || next.session) store.set(key, text);
      else store.remove(key);
    }
    if (text === serialized) return;
    state = next;
    serialized = text;
    for (const listener of [...listeners]) {
      try {
        listener({ ...state }, { fromOtherTab });
      } catch (error) {
        console.error('latch: a session listener threw', error);
      }
    }
  }

  return {
    current: () => state,
    readStored,
    set,
    /** Takes the session another tab stored, if there is one. */
    adoptStored(): void {
      const stored = readStored();
      if (stored.session) set(stored, false);
    },
    onChange(callback: SessionListener): () => void {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
    clearListeners: () => listeners.clear(),
  };
}
