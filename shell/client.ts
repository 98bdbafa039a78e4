import { sessionsApi } from '../core/api/sessions.js';
import type { usersApi } from '../core/api/users.js';
import { createCoreClient, type CoreClient, type ClientOptions } from '../core/client.js';
import { inPage } from '../core/session/environment.js';
import { dropDraft } from './form/drafts.js';
import type { SessionStateStore } from '../core/session/state.js';

type UsersApi = ReturnType<typeof usersApi>;
type UserCall = Exclude<keyof UsersApi, 'getSync'>;

/** Every `user` call but the synchronous read loads the users module first, so the entry does not carry them. */
function lazyUsersApi(core: CoreClient): UsersApi {
  const call = <K extends UserCall>(name: K) =>
    (async (...args: unknown[]) => {
      const users = await import('../core/api/users.js');
      return (users.usersApi(core)[name] as (...a: unknown[]) => unknown)(...args);
    }) as UsersApi[K];
  return {
    get: call('get'),
    getSync: () => core.session.getUserSync(),
    update: call('update'),
    search: call('search'),
    deleteEmail: call('deleteEmail'),
    deletePhoneNumber: call('deletePhoneNumber'),
    deleteTOTP: call('deleteTOTP'),
    deleteCryptoWallet: call('deleteCryptoWallet'),
    deleteOAuthRegistration: call('deleteOAuthRegistration'),
    deleteWebauthnRegistration: call('deleteWebauthnRegistration'),
    deleteBiometricRegistration: call('deleteBiometricRegistration'),
  };
}

/**
 * The host's handle: session and user, plus the magic-link authenticate every redirect page
 * needs (loaded on its first call, like the user calls). Other product calls ship in their plugins' chunks (or in
 * `latch/core` for headless use).
 */
export function createLatchClient(publicToken: string, options: ClientOptions = {}) {
  return latchClientOver(publicToken, options);
}

/** The host's handle over the session state the vanilla entry made before this module arrived (core/session/view.ts). */
export function latchClientOver(publicToken: string, options: ClientOptions, state?: SessionStateStore) {
  const core = createCoreClient(publicToken, options, state);
  // The project's settings are asked for now, in the same wave as the widget's chunks, not once a screen needs them
  // (on a page only: a client made while rendering on a server sends nothing by itself).
  if (inPage()) core.bootstrap.prefetch();
  return {
    core,
    session: sessionsApi(core),
    user: lazyUsersApi(core),
    magicLinks: {
      authenticate: async (token: string, opts?: { session_duration_minutes?: number }) =>
        (await import('../core/api/magicLinkAuthenticate.js')).magicLinkAuthenticate(core, token, opts),
    },
    /**
     * Completes the magic-link, social sign-in or reset redirect the page was opened with, once (core/redirect.ts,
     * loaded on the first call: only redirect pages need it).
     */
    completeRedirect: async (options?: { session_duration_minutes?: number }) =>
      (await import('../core/redirect.js')).completeRedirect(core, options),
    /** Stops the session refresh and forgets what its widget was typed (the draft): a test's client starts the next test empty. */
    dispose: () => {
      dropDraft(core);
      core.dispose();
    },
  };
}

export type LatchClient = ReturnType<typeof latchClientOver>;
