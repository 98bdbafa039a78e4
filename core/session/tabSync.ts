import type { SessionCookies } from './cookies.js';
import type { RefreshLoop } from './refreshLoop.js';
import { EMPTY_STATE, type SessionStateStore } from './state.js';

export interface TabSyncDeps {
  keys: { state: string; refresh: string };
  cookies: SessionCookies;
  state: SessionStateStore;
  loop: RefreshLoop;
}

/** The listener for other tabs' storage events: their logins and logouts show up here, their refreshes re-arm our timer. */
export function followOtherTabs({ keys, cookies, state, loop }: TabSyncDeps): (key: string | null) => void {
  return (key) => {
    if (loop.disposed || (key !== null && key !== keys.state && key !== keys.refresh)) return;
    if (key === null || key === keys.state) {
      const stored = state.readStored();
      if (stored.session) {
        state.set(stored, false);
        loop.active = true;
      } else if (cookies.sessionToken() === undefined || !state.current().session) {
        // Logged out elsewhere. Storage wiped while the cookie is still there is not a logout: keep ours.
        loop.end();
        state.set(EMPTY_STATE, false);
      }
    }
    if (loop.active) loop.inBackground((r) => r.rescheduleFromRecord());
  };
}
