/** Test fakes for the API modules: a real transport and PKCE store, a scripted session manager and bootstrap. */
import { vi } from 'vitest';
import { DEFAULT_BOOTSTRAP } from '../../core/bootstrap.js';
import type { CoreClient } from '../../core/client.js';
import { createPkceStore } from '../../core/pkceStore.js';
import type { SessionManager } from '../../core/session/index.js';
import { browserStore } from '../../core/storage.js';
import { createTransport } from '../../core/transport.js';
import type { BootstrapData, Session, User } from '../../core/types.js';

export function fakeSessionManager(state: { session?: Session | null; user?: User | null; secret?: string } = {}) {
  return {
    getSync: vi.fn(() => state.session ?? null),
    getUserSync: vi.fn(() => state.user ?? null),
    getTokens: vi.fn(() => null),
    getIntermediateToken: vi.fn(() => null),
    secret: vi.fn(() => state.secret),
    onChange: vi.fn(() => () => {}),
    storeAuthResponse: vi.fn(),
    storeIntermediate: vi.fn(),
    updateUser: vi.fn(),
    authenticate: vi.fn(),
    revoke: vi.fn(),
    start: vi.fn(),
    dispose: vi.fn(),
  } satisfies SessionManager;
}

export interface FakeClientOptions {
  base: string;
  token: string;
  session?: Session | null;
  user?: User | null;
  secret?: string;
  bootstrap?: Partial<BootstrapData>;
}

export function fakeCoreClient(opts: FakeClientOptions) {
  const session = fakeSessionManager(opts);
  const store = browserStore();
  const client: CoreClient = {
    publicToken: opts.token,
    // As core/client.ts wires it: the transport reads the ids and the secret from the session.
    transport: createTransport({
      publicToken: opts.token,
      base: opts.base,
      secret: () => session.secret(),
      ids: () => ({ userId: session.getUserSync()?.user_id, sessionId: session.getSync()?.session_id }),
    }),
    session,
    bootstrap: { prefetch: vi.fn(), get: vi.fn(async () => ({ ...DEFAULT_BOOTSTRAP, ...opts.bootstrap })) },
    events: { log: vi.fn(), flush: vi.fn(async () => {}), dispose: vi.fn() },
    pkce: createPkceStore(opts.token, store),
    store,
    dispose: () => {},
  };
  return { client, session, store };
}
