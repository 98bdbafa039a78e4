import type { KeyValueStore } from '../storage.js';
import type { Transport } from '../transport.js';
import type { CookieOptions } from './cookieJar.js';
import type { SessionEnvironment } from './environment.js';
import type { SessionStateStore } from './state.js';

/** What `createSessionManager` is given; in a module of its own, as the lazily loaded refresher reads it too (`core.ts`). */
export interface SessionManagerOptions {
  publicToken: string;
  transport: Pick<Transport, 'request'>;
  /** State goes under `stateKey(publicToken)` as JSON `{user, session}`. */
  store: KeyValueStore;
  /** A custom API base is configured: cookies may be the API domain's own, so refresh at start even without one. */
  customEndpoint: boolean;
  cookieOptions?: CookieOptions;
  /** TEST option: the background refresh period. @default 180000 */
  refreshIntervalMs?: number;
  /** Jitter source for the retry backoff. @default Math.random */
  random?: () => number;
  /** Tests only: replaces browser facilities. */
  env?: Partial<SessionEnvironment>;
  /** The state the host may already read (view.ts), made before the manager loaded. @default a new one */
  state?: SessionStateStore;
}
