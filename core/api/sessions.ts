import { checkArgs } from '../args.js';
import type { CoreClient } from '../client.js';

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
