import { createPkcePair } from './pkce.js';
import { pkceKey, type KeyValueStore, type PkceFlow } from './storage.js';

/**
 * Keeps one verifier per flow in storage: the flow is finished on a page load
 * after the email link or redirect, so memory alone would lose it.
 */
export function createPkceStore(publicToken: string, store: KeyValueStore) {
  return {
    /** A fresh verifier and its challenge, kept nowhere: for a value that must not outlive the page (One Tap's nonce). */
    pair: createPkcePair,
    async start(flow: PkceFlow): Promise<string> {
      const { verifier, challenge } = await createPkcePair();
      store.set(pkceKey(publicToken, flow), verifier);
      return challenge;
    },
    verifier: (flow: PkceFlow): string | undefined => store.get(pkceKey(publicToken, flow)) ?? undefined,
    /**
     * The verifier an authenticate call sends. When the project requires PKCE for the flow and this device never
     * started it, the provider could only refuse, so the call fails here, before anything goes on the wire.
     */
    async verifierFor(flow: PkceFlow, required: boolean): Promise<string | undefined> {
      const verifier = store.get(pkceKey(publicToken, flow)) ?? undefined;
      if (required && !verifier) throw (await import('./missingPkce.js')).missingPkceError();
      return verifier;
    },
    clear: (flow: PkceFlow) => store.remove(pkceKey(publicToken, flow)),
  };
}

export type PkceStore = ReturnType<typeof createPkceStore>;
