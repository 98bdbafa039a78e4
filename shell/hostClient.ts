import { resolveBaseUrl } from '../core/baseUrl.js';
import type { ClientOptions, CoreClient } from '../core/client.js';
import { checkCookieOptions, cookieNames, readCookie, readTokens } from '../core/session/cookieJar.js';
import { browserEnvironment } from '../core/session/environment.js';
import { checkRefreshPeriod, createSessionView } from '../core/session/view.js';
import { browserStore } from '../core/storage.js';
import type { LatchClient } from './client.js';
import { dropDraft, shareDrafts } from './form/drafts.js';

/** The vanilla client: the React entry's, with the core client behind `loadCore()` since its code arrives later. */
export type HostClient = Omit<LatchClient, 'core'> & {
  /** Resolves to the core client (for the headless helpers of `latch/core`) once its code has arrived. */
  loadCore(): Promise<CoreClient>;
};

type Method<A extends unknown[], R> = (...args: A) => Promise<R>;

/**
 * The vanilla entry's client, made before the rest of its code has loaded: that code (transport, session manager,
 * telemetry) comes in the same wave as the widget's, so the first paint does not wait for it. The synchronous reads
 * answer at once from the cookies and the session state made here, which the session manager takes over; every other
 * call waits for the code and is then made as the React entry's client makes it. `fetched`: the code's file is on
 * its way (preloaded), and importing it once this resolves runs it then.
 */
export function createHostClient(
  publicToken: string,
  options: ClientOptions,
  fetched?: Promise<void>,
): { client: HostClient; loaded: Promise<LatchClient> } {
  // The same option errors as the React entry's client, thrown where the host made the call.
  const cookieOptions = checkCookieOptions(options.cookieOptions);
  if (options.sessionRefreshIntervalMs !== undefined) checkRefreshPeriod(options.sessionRefreshIntervalMs);
  const token = String(publicToken);
  const store = options.store ?? browserStore();
  const { jar } = browserEnvironment();
  const names = cookieNames(cookieOptions);
  const state = createSessionView({
    publicToken: token,
    store,
    customEndpoint: resolveBaseUrl(token, options, () => {}).custom,
    sessionToken: () => readCookie(jar, names.session),
  });
  const loaded = (fetched ?? Promise.resolve())
    .then(() => import('./client.js'))
    .then(({ latchClientOver }) => {
      const latch = latchClientOver(publicToken, { ...options, store }, state);
      shareDrafts(latch.core, client);
      return latch;
    });
  // A chunk that cannot load rejects each call that needs it; said once here for hosts that make none.
  loaded.catch((error: unknown) => console.error('latch: the client could not be loaded', error));
  const later =
    <A extends unknown[], R>(pick: (latch: LatchClient) => Method<A, R>): Method<A, R> =>
    async (...args) =>
      pick(await loaded)(...args);

  const client: HostClient = {
    session: {
      getSync: () => state.current().session,
      getTokens: () => readTokens(jar, names),
      onChange: (callback) => state.onChange(callback),
      authenticate: later((latch) => latch.session.authenticate),
      updateSession: later((latch) => latch.session.updateSession),
      revoke: later((latch) => latch.session.revoke),
    },
    user: {
      getSync: () => state.current().user,
      get: later((latch) => latch.user.get),
      update: later((latch) => latch.user.update),
      search: later((latch) => latch.user.search),
      deleteEmail: later((latch) => latch.user.deleteEmail),
      deletePhoneNumber: later((latch) => latch.user.deletePhoneNumber),
      deleteTOTP: later((latch) => latch.user.deleteTOTP),
      deleteCryptoWallet: later((latch) => latch.user.deleteCryptoWallet),
      deleteOAuthRegistration: later((latch) => latch.user.deleteOAuthRegistration),
      deleteWebauthnRegistration: later((latch) => latch.user.deleteWebauthnRegistration),
      deleteBiometricRegistration: later((latch) => latch.user.deleteBiometricRegistration),
    },
    magicLinks: { authenticate: later((latch) => latch.magicLinks.authenticate) },
    completeRedirect: later((latch) => latch.completeRedirect),
    loadCore: async () => (await loaded).core,
    dispose: () => {
      // At once, not once the client has loaded: a mount right after must not find the draft.
      dropDraft(client);
      void loaded.then(
        (latch) => latch.dispose(),
        () => {},
      );
    },
  };
  return { client, loaded };
}
