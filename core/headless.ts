import { magicLinkAuthenticate, magicLinkLoginOrCreate, magicLinkSend, type MagicLinkLoginOrCreateOptions } from './api/magicLinks.js';
import { sessionsApi } from './api/sessions.js';
import { usersApi } from './api/users.js';
import { createCoreClient, type ClientOptions } from './client.js';

/**
 * The client for hosts with their own UI: every product's calls on one object.
 * The widget does not use it; its plugins import only their own product module.
 */
export function createHeadlessClient(publicToken: string, options: ClientOptions = {}) {
  const core = createCoreClient(publicToken, options);
  return {
    core,
    session: sessionsApi(core),
    user: usersApi(core),
    magicLinks: {
      email: {
        loginOrCreate: (email: string, opts?: MagicLinkLoginOrCreateOptions) => magicLinkLoginOrCreate(core, email, opts),
        send: (email: string, opts?: MagicLinkLoginOrCreateOptions) => magicLinkSend(core, email, opts),
      },
      authenticate: (token: string, opts?: { session_duration_minutes?: number }) => magicLinkAuthenticate(core, token, opts),
    },
    dispose: () => core.dispose(),
  };
}

export type HeadlessClient = ReturnType<typeof createHeadlessClient>;
