import { checkPublicToken, httpsHost, resolveBaseUrl, type EndpointOptions } from './baseUrl.js';
import { createBootstrap, type BootstrapLoader } from './bootstrap.js';
import { createPkceStore, type PkceStore } from './pkceStore.js';
import { createSessionManager, type CookieOptions, type SessionManager } from './session/index.js';
import type { SessionStateStore } from './session/state.js';
import { browserStore, type KeyValueStore } from './storage.js';
import { createEventLogger, silentEventLogger, type EventLogger } from './telemetry.js';
import { createGuard, type Protection } from './protection.js';
import { inPage } from './session/environment.js';
import { createTransport, type Transport } from './transport.js';

export interface ClientOptions extends EndpointOptions {
  /** The names, path and domain of the session cookies (CONTRACT §7). */
  cookieOptions?: CookieOptions;
  /** Test option: shortens the background refresh period (default 180000 ms). */
  sessionRefreshIntervalMs?: number;
  /** Captcha and device-fingerprint tokens added to each request when the project turns them on. @default none */
  protection?: Protection;
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
  /** Where the client keeps its state (session cache, bootstrap, PKCE verifiers). @default localStorage, else memory */
  store?: KeyValueStore;
}

/**
 * What every product API call needs and nothing more: product modules take this and add
 * their own calls, so each product's calls ship only in the chunk that uses them.
 */
export interface CoreClient {
  readonly publicToken: string;
  readonly transport: Transport;
  readonly session: SessionManager;
  readonly bootstrap: BootstrapLoader;
  readonly events: EventLogger;
  readonly pkce: PkceStore;
  /** Where this client keeps its state (the `store` option): for what a flow must carry to its next page. */
  readonly store: KeyValueStore;
  dispose(): void;
}

/** `state`: the session state the vanilla entry made before this module loaded (session/view.ts). */
export function createCoreClient(publicToken: string, options: ClientOptions = {}, state?: SessionStateStore): CoreClient {
  checkPublicToken(publicToken);
  const token = String(publicToken);
  const { base, custom } = resolveBaseUrl(token, options);
  const store = options.store ?? browserStore();
  let session: SessionManager | undefined;
  const ids = () => ({ userId: session?.getUserSync()?.user_id, sessionId: session?.getSync()?.session_id });
  const page = inPage();
  const transport = createTransport({
    publicToken: token,
    base,
    secret: () => session?.secret(),
    ids,
    guard: createGuard({
      publicToken: token,
      base,
      bootstrap: () => client.bootstrap.get(),
      host: options.protection,
      dfpDomains: { cdn: httpsHost('dfpCdnDomain', options.dfpCdnDomain), submit: httpsHost('dfppaDomain', options.dfppaDomain) },
      inPage: page,
    }),
    ...(options.fetch && { fetch: options.fetch }),
  });
  session = createSessionManager({
    publicToken: token,
    transport,
    store,
    customEndpoint: custom,
    ...(options.cookieOptions && { cookieOptions: options.cookieOptions }),
    ...(options.sessionRefreshIntervalMs !== undefined && { refreshIntervalMs: options.sessionRefreshIntervalMs }),
    ...(state && { state }),
  });
  const events = page ? createEventLogger({ publicToken: token, transport, ids }) : silentEventLogger();
  const client: CoreClient = {
    publicToken: token,
    transport,
    session,
    bootstrap: createBootstrap(transport, store),
    events,
    pkce: createPkceStore(token, store),
    store,
    dispose() {
      session?.dispose();
      void events.flush();
    },
  };
  if (page) {
    session.start();
    events.log({ name: 'sdk_instantiated' });
  }
  return client;
}
