import { createPkcePair } from './pkce.js';
import { pkceKey, type KeyValueStore, type PkceFlow } from './storage.js';

/**
 * Keeps one verifier per flow in storage: the flow is finished on a page load
 * after the email link or redirect, so memory alone would lose it.
 */
export function createPkceStore(publicToken: string, store: KeyValueStore) {
  return {
    async start(flow: PkceFlow): Promise<string> {
      const { verifier, challenge } = await createPkcePair();
      store.set(pkceKey(publicToken, flow), verifier);
      return challenge;
    },
    verifier: (flow: PkceFlow): string | undefined => store.get(pkceKey(publicToken, flow)) ?? undefined,
    clear: (flow: PkceFlow) => store.remove(pkceKey(publicToken, flow)),
  };
}

export type PkceStore = ReturnType<typeof createPkceStore>;
