import { createContext, useContext } from 'react';
import { UsageError } from '../core/errors.js';
import type { LatchClient } from './client.js';

/** The client a `LatchProvider` made for the page; its own module so the redirect hook and the entries read it too. */
export const LatchContext = createContext<LatchClient | null>(null);

/**
 * The client a component or hook was handed, else the nearest `LatchProvider`'s. `call` names the caller in the error
 * a host sees when there is neither.
 */
export function useClientFor(call: string, given?: LatchClient): LatchClient {
  const provided = useContext(LatchContext);
  const client = given ?? provided;
  if (!client) throw new UsageError(call, 'render it inside <LatchProvider>, or pass the client made by createLatchClient.');
  return client;
}
