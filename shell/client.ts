import { magicLinkAuthenticate } from '../core/api/magicLinks.js';
import { sessionsApi } from '../core/api/sessions.js';
import { usersApi } from '../core/api/users.js';
import { createCoreClient, type ClientOptions } from '../core/client.js';

/**
 * The host's handle: session and user, plus the magic-link authenticate every redirect page
 * needs. Other product calls ship in their plugins' chunks (or in `latch/core` for headless use).
 */
export function createLatchClient(publicToken: string, options: ClientOptions = {}) {
  const core = createCoreClient(publicToken, options);
  return {
    core,
    session: sessionsApi(core),
    user: usersApi(core),
    magicLinks: {
      authenticate: (token: string, opts?: { session_duration_minutes?: number }) => magicLinkAuthenticate(core, token, opts),
    },
    dispose: () => core.dispose(),
  };
}

export type LatchClient = ReturnType<typeof createLatchClient>;
