import type { CoreClient } from '../../core/client.js';
import type { WidgetStore } from '../store/widgetStore.js';

interface Follow {
  client: CoreClient;
  store: WidgetStore;
  /** The open screen is a login's success screen. */
  completed(): boolean;
  /** Finishes the login, as the flow the visitor started here would have. */
  finish(): void;
  /** Back to the login form. */
  restart(): void;
}

/**
 * The login entry follows the session across tabs (SPEC §4 Session: other tabs' changes arrive by storage events).
 * Why? Because otherwise a tab waiting for its email link or code keeps waiting after the link signed in from another
 * tab, and a success screen stays after a logout elsewhere. A login made elsewhere finishes this tab's flow only from a
 * step of it (never Main, where nobody waits) and only when it came from another tab: a session this tab's own call
 * stored is its flow's to finish. A session ended anywhere returns a success screen to the form. Returns the teardown.
 */
export function followSession({ client, store, completed, finish, restart }: Follow): () => void {
  let sessionId = client.session.getSync()?.session_id;
  return client.session.onChange((state, change) => {
    const before = sessionId;
    sessionId = state.session?.session_id;
    if (!sessionId) {
      if (before && completed()) restart();
      return;
    }
    if (change.fromOtherTab && sessionId !== before && store.getState().screen.id !== 'Main' && !completed()) finish();
  });
}
