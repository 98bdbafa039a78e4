/**
 * localStorage under the published client's keys (CONTRACT §7), so a page that moves between
 * the two clients keeps its state. Every access tolerates storage being unavailable
 * (private mode, sandboxed iframes): state then lives only in memory.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export const stateKey = (publicToken: string) => `stytch_sdk_state_${publicToken}`;
export const bootstrapKey = (publicToken: string) => `${stateKey(publicToken)}::bootstrap`;
export const pkceKey = (publicToken: string, flow: PkceFlow) => `${stateKey(publicToken)}::PKCE_VERIFIER:${flow}`;

export type PkceFlow = 'magic_links' | 'passwords' | 'oauth';

export function browserStore(): KeyValueStore {
  const memory = new Map<string, string>();
  const storage = (): Storage | undefined => {
    try {
      return globalThis.localStorage;
    } catch {
      return undefined;
    }
  };
  // `memory` holds only values storage refused (or every value when there is no storage), so a value
  // another tab removed or replaced in localStorage is never shadowed by a stale copy here.
  return {
    get(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const s = storage();
        if (s) {
          s.setItem(key, value);
          memory.delete(key);
          return;
        }
      } catch {
        // fall back to the memory copy below
      }
      memory.set(key, value);
    },
    remove(key) {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing stored there to remove
      }
    },
  };
}
