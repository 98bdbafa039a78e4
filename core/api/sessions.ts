import { checkArgs } from '../args.js';
import type { CoreClient } from '../client.js';

/** What an authenticate call asks for when the caller gives no session duration; here because the host's client always has this module. */
export const DEFAULT_SESSION_MINUTES = 30;

/** The host-facing session surface; the manager does the work (refresh, cookies, tabs). */
export function sessionsApi(client: CoreClient) {
  const { session } = client;
  return {
    getSync: () => session.getSync(),
    getTokens: () => session.getTokens(),
    onChange: (cb: Parameters<typeof session.onChange>[0]) => session.onChange(cb),
    authenticate(options: { session_duration_minutes?: number } = {}) {
      checkArgs('session.authenticate', options, { session_duration_minutes: 'optionalNumber' });
      return session.authenticate(options);
    },
    revoke(options: { forceClear?: boolean } = {}) {
      checkArgs('session.revoke', options, { forceClear: 'optionalBoolean' });
      return session.revoke(options);
    },
  };
}
