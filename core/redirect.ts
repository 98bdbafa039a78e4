import { magicLinkAuthenticate } from './api/magicLinkAuthenticate.js';
import { oauthAuthenticate, OAuthReturnError, type OAuthAuthenticateResponse } from './api/oauthReturn.js';
import type { CoreClient } from './client.js';
import type { AuthResponse } from './types.js';
import { PARAMS, readRedirect, type Found } from './redirectAddress.js';

export { readRedirect };

/** What a page opened from an emailed link or a social sign-in was completed with. */
export type RedirectResult =
  /** A magic link (`magic_links`), or a reset email's passwordless login link (`login`): the visitor is signed in. */
  | { type: 'magic_links' | 'login'; response: AuthResponse & { method_id: string } }
  /** A social sign-in's return: the visitor is signed in. */
  | { type: 'oauth'; response: OAuthAuthenticateResponse }
  /** A password-reset link: nothing is sent; show the reset form with this token (`passwordResetToken`). */
  | { type: 'reset_password'; token: string };

/** Per client, the redirect it completed: the same completion is answered to every later call. */
const completed = new WeakMap<CoreClient, { key: string; result: Promise<RedirectResult | undefined> }>();

async function complete(client: CoreClient, found: Found, options: { session_duration_minutes?: number }): Promise<RedirectResult> {
  if ('error' in found) throw new OAuthReturnError(found.error, found.description);
  switch (found.type) {
    case 'reset_password':
      return { type: found.type, token: found.token };
    case 'oauth':
      return { type: found.type, response: await oauthAuthenticate(client, found.token, options) };
    default:
      return { type: found.type, response: await magicLinkAuthenticate(client, found.token, options) };
  }
}

/**
 * Completes the redirect the page was opened with, once per client however often it is called: a magic link or a
 * social sign-in is spent by its first use, and StrictMode runs a React page's effects twice. The first call takes
 * the redirect's parameters out of the address bar (so a reload cannot spend the token again) and authenticates;
 * every later call with the same client answers that same promise. Resolves to undefined when the page was opened
 * with no redirect (and always on a server); rejects with the provider's `ApiError`, or `OAuthReturnError` when a
 * social sign-in came back with an error instead of a token.
 */
export function completeRedirect(client: CoreClient, options: { session_duration_minutes?: number } = {}): Promise<RedirectResult | undefined> {
  if (typeof location === 'undefined') return Promise.resolve(undefined);
  const earlier = completed.get(client);
  const found = readRedirect(location.href);
  if (!found) return earlier?.result ?? Promise.resolve(undefined);
  const key = JSON.stringify(found);
  if (earlier?.key === key) return earlier.result;
  const url = new URL(location.href);
  for (const name of PARAMS) url.searchParams.delete(name);
  history.replaceState(history.state, '', url.href);
  const result = complete(client, found, options);
  completed.set(client, { key, result });
  return result;
}
