import { useEffect, useSyncExternalStore } from 'react';
import type { RedirectResult } from '../core/redirect.js';
import { readRedirect } from '../core/redirectAddress.js';
import type { LatchClient } from './client.js';
import { useClientFor } from './latchContext.js';

/** Where the page's redirect is: what a redirect page renders from. */
export type LatchRedirectState =
  /** The page was opened without a redirect (also what a server render and the hydration pass see). */
  | { status: 'none' }
  /** The address holds a redirect, being completed. */
  | { status: 'pending' }
  | { status: 'done'; result: RedirectResult }
  /**
   * The provider refused the token (`ApiError`), a social sign-in came back with an error (`OAuthReturnError`), or the
   * provider could not be reached (`LatchError`): an `Error` either way, so `error.message` is there to show.
   */
  | { status: 'failed'; error: Error };

const NONE: LatchRedirectState = { status: 'none' };
const PENDING: LatchRedirectState = { status: 'pending' };

interface Tracker {
  state?: LatchRedirectState;
  listeners: Set<() => void>;
}

/** Per client, the completion's state, so every component and every StrictMode pass reads the same one. */
const trackers = new WeakMap<LatchClient, Tracker>();

function trackerOf(client: LatchClient): Tracker {
  let tracker = trackers.get(client);
  if (!tracker) trackers.set(client, (tracker = { listeners: new Set() }));
  return tracker;
}

function settle(tracker: Tracker, state: LatchRedirectState) {
  tracker.state = state;
  for (const listener of tracker.listeners) listener();
}

/**
 * The redirect page's hook: completes the magic link, social sign-in or reset link the page was opened with, once
 * per client (one authenticate request under StrictMode's double effects, however many components ask), and
 * re-renders as it goes. A reset link resolves to its token, for `LatchResetPassword`'s `passwordResetToken`.
 * Inside a `LatchProvider` the client may be left out.
 */
export function useLatchRedirect(given?: LatchClient, options: { session_duration_minutes?: number } = {}): LatchRedirectState {
  // Without a client, the page's: inside a LatchProvider, which completes the redirect itself, this reads how it went.
  const client = useClientFor('useLatchRedirect', given);
  const tracker = trackerOf(client);
  const state = useSyncExternalStore(
    (onChange) => {
      tracker.listeners.add(onChange);
      return () => tracker.listeners.delete(onChange);
    },
    // Before the effect runs, an address with a redirect is already pending: no login form flashes on a link page.
    () => tracker.state ?? (readRedirect(location.href) ? PENDING : NONE),
    () => NONE,
  );
  const minutes = options.session_duration_minutes;
  useEffect(() => {
    if (tracker.state) return;
    if (!readRedirect(location.href)) {
      tracker.state = NONE;
      return;
    }
    settle(tracker, PENDING);
    client.completeRedirect(minutes === undefined ? {} : { session_duration_minutes: minutes }).then(
      (result) => settle(tracker, result ? { status: 'done', result } : NONE),
      // Why wrap? A rejection is typed unknown; the state promises an Error, so a thrown non-Error still has a message.
      (error: unknown) => settle(tracker, { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
  }, [client, tracker, minutes]);
  return state;
}
