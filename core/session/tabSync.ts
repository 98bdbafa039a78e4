import type { SessionCookies } from './cookies.js';
import type { RefreshLoop } from './refreshLoop.js';
import { EMPTY_STATE, type SessionStateStore } from './state.js';

/**
 * A logout elsewhere removes the cookies, then the stored state. Chromium sends the cookie change to the network
 * service and the storage change to the other tabs separately, so the storage event can arrive while this tab still
 * reads the old cookie. The cookie is then looked at again this often, for up to a second.
 */
const COOKIE_RECHECK_MS = 50;
const COOKIE_RECHECKS = 20;

export interface TabSyncDeps {
  keys: { state: string; refresh: string };
  cookies: SessionCookies;
  state: SessionStateStore;
  loop: RefreshLoop;
}

/** The listener for other tabs' storage events: their logins and logouts show up here, their refreshes re-arm our timer. */
export function followOtherTabs({ keys, cookies, state, loop }: TabSyncDeps): (key: string | null) => void {
  let recheck: ReturnType<typeof setTimeout> | undefined;

  function signOut(): void {
    clearTimeout(recheck);
    loop.end();
    state.set(EMPTY_STATE, false, true);
  }

  /** The stored state is gone but the cookie is still here: a wipe of storage (keep the session) or a logout on its way. */
  function watchCookie(checksLeft: number): void {
    clearTimeout(recheck);
    recheck = setTimeout(() => {
      if (loop.disposed || state.readStored().session || !state.current().session) return;
      if (cookies.sessionToken() === undefined) signOut();
      else if (checksLeft > 1) watchCookie(checksLeft - 1);
    }, COOKIE_RECHECK_MS);
  }

  return (key) => {
    if (loop.disposed || (key !== null && key !== keys.state && key !== keys.refresh)) return;
    if (key === null || key === keys.state) {
      const stored = state.readStored();
      if (stored.session) {
        state.set(stored, false, true);
        loop.active = true;
      } else if (cookies.sessionToken() === undefined || !state.current().session) {
        signOut();
      } else {
        watchCookie(COOKIE_RECHECKS);
      }
    }
    if (loop.active) loop.inBackground((r) => r.rescheduleFromRecord());
  };
}
