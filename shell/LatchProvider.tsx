import { useSyncExternalStore, type ReactNode } from 'react';
import type { CookieOptions } from '../core/session/index.js';
import type { Session, User } from '../core/types.js';
import { createLatchClient, type LatchClient } from './client.js';
import { LatchContext, useClientFor } from './latchContext.js';
import { useLatchRedirect } from './useLatchRedirect.js';

/** Only strings and plain objects, so a Next.js layout (a server component) can render the provider. */
export interface LatchProviderProps {
  /** The project's public token (`public-token-test-…` or `public-token-live-…`). */
  publicToken: string;
  /** Where the provider's API is. @default the hosted provider the token names (test or live) */
  baseUrl?: string;
  /** The project's custom API domain on the hosted provider. @default none */
  apiDomain?: string;
  /** The session cookies' names, path and domain; a server reading them must use the same names. @default the widget's */
  cookieOptions?: CookieOptions;
  children?: ReactNode;
}

/**
 * The page's clients by their options. Why not one per provider? Because StrictMode renders a provider twice and a
 * remount makes it anew, and every client started in a page schedules its own session refresh: a page keeps one.
 */
const clients = new Map<string, LatchClient>();

function pageClient({ publicToken, baseUrl, apiDomain, cookieOptions }: Omit<LatchProviderProps, 'children'>): LatchClient {
  const key = JSON.stringify([publicToken, baseUrl, apiDomain, cookieOptions]);
  let client = clients.get(key);
  if (!client) clients.set(key, (client = createLatchClient(publicToken, { baseUrl, apiDomain, cookieOptions })));
  return client;
}

/**
 * Makes the page's client for everything inside it: the hooks below, `SignedIn` / `SignedOut` and the widget's
 * components with no `client` prop. It also completes the redirect the page was opened with (an email link, a social
 * sign-in's return), once, so a link that lands on any page under it signs the visitor in (`useLatchRedirect()` reads
 * how that went).
 */
export function LatchProvider({ children, ...options }: LatchProviderProps) {
  const client = pageClient(options);
  useLatchRedirect(client);
  return <LatchContext.Provider value={client}>{children}</LatchContext.Provider>;
}

/** The page's client (for `session.revoke()`, `user.update(…)`, …): throws outside a `LatchProvider`. */
export const useLatchClient = (): LatchClient => useClientFor('useLatchClient');

/**
 * Why `undefined` besides `null`? The server and the hydrating render cannot see the browser's session, so they answer
 * "not known yet"; a page that drew "signed out" there would flash it for every signed-in visitor.
 */
function useSessionRead<T>(call: string, read: (client: LatchClient) => T | null): T | null | undefined {
  const client = useClientFor(call);
  return useSyncExternalStore(
    (onChange) => client.session.onChange(() => onChange()),
    () => read(client),
    () => undefined,
  );
}

/** The current session: `null` when signed out, `undefined` while not known (on the server and while hydrating). */
export const useSession = (): Session | null | undefined => useSessionRead('useSession', (client) => client.session.getSync());

/** The signed-in user: `null` when signed out, `undefined` while not known (on the server and while hydrating). */
export const useUser = (): User | null | undefined => useSessionRead('useUser', (client) => client.user.getSync());

/** Its children only while someone is signed in. */
export function SignedIn({ children }: { children?: ReactNode }) {
  return useSession() ? children : null;
}

/**
 * Its children only once the browser knows no one is signed in: not on the server, not while hydrating, and not while
 * the page's email link or social sign-in is being completed (a login form would flash before the visitor is in).
 */
export function SignedOut({ children }: { children?: ReactNode }) {
  const session = useSession();
  const redirect = useLatchRedirect(useClientFor('SignedOut'));
  return session === null && redirect.status !== 'pending' ? children : null;
}
