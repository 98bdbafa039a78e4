import { checkArgs } from '../args.js';
import { isUnrecoverable, unreachableError } from '../errors.js';
import { stateKey } from '../storage.js';
import type { AuthResponse, Session, User } from '../types.js';
import { createSessionCookies } from './cookies.js';
import type { SessionCore } from './core.js';
import { browserEnvironment } from './environment.js';
import type { SessionManagerOptions } from './options.js';
import { fingerprint, readRecord, refreshKey, writeRecord } from './record.js';
import { createRefreshLoop } from './refreshLoop.js';
import { createSessionStateStore, type SessionListener } from './state.js';
import { cacheBelongs, checkRefreshPeriod } from './view.js';
import { followOtherTabs } from './tabSync.js';
import { createSessionWriter } from './writer.js';

/** SPEC §9 background refresh period. */
export const REFRESH_INTERVAL_MS = 180_000;

export interface SessionManager {
  getSync(): Session | null;
  getUserSync(): User | null;
  getTokens(): { session_token: string; session_jwt: string } | null;
  getIntermediateToken(): string | null;
  /** The session token for Basic auth, read from the cookie at each call so that every tab sends the current one. */
  secret(): string | undefined;
  onChange(callback: SessionListener): () => void;
  /** After any successful login call: stores only when both tokens are non-empty strings, clears otherwise. */
  storeAuthResponse(data: AuthResponse): void;
  storeIntermediate(token: string): void;
  updateUser(user: User): void;
  authenticate(opts?: { session_duration_minutes?: number }): Promise<AuthResponse>;
  revoke(opts?: { forceClear?: boolean }): Promise<void>;
  /**
   * Start-up rule: refresh at once if a session cookie exists or the endpoint is custom (tabs loading together share
   * one request); else drop any cached session.
   */
  start(): void;
  dispose(): void;
}

export function createSessionManager(options: SessionManagerOptions): SessionManager {
  const period = options.refreshIntervalMs ?? REFRESH_INTERVAL_MS;
  checkRefreshPeriod(period);

  const env = { ...browserEnvironment(), ...options.env };
  const { store } = options;
  const keys = { state: stateKey(options.publicToken), refresh: refreshKey(stateKey(options.publicToken)) };
  const cookies = createSessionCookies(options.cookieOptions, { jar: env.jar, hostname: env.hostname });
  const state = options.state ?? createSessionStateStore(store, keys.state);
  const loop = createRefreshLoop(() => core);
  const writer = createSessionWriter({ store, recordKey: keys.refresh, env, cookies, state, loop, period });
  let startedAt: number | undefined;
  const teardown: (() => void)[] = [];

  const core: SessionCore = {
    options,
    env,
    cookies,
    keys,
    period,
    signal: loop.signal,
    get active() {
      return loop.active;
    },
    get disposed() {
      return loop.disposed;
    },
    get generation() {
      return loop.generation;
    },
    get startedAt() {
      return startedAt;
    },
    readStored: state.readStored,
    readRecord: () => readRecord(store, keys.refresh),
    fingerprint,
    isUnrecoverable,
    unreachableError,
    adoptStored: state.adoptStored,
    schedule: loop.schedule,
    writeRecord: (record) => writeRecord(store, keys.refresh, record),
    applyAuthResponse: writer.applyAuthResponse,
    clearSession: writer.clearSession,
    dropState: writer.dropState,
  };

  return {
    getSync: () => state.current().session,
    getUserSync: () => state.current().user,
    getTokens: () => cookies.tokens(),
    getIntermediateToken: () => cookies.intermediateToken() ?? null,
    secret: () => cookies.sessionToken(),

    onChange: state.onChange,

    storeAuthResponse(data) {
      writer.applyAuthResponse(data);
    },

    storeIntermediate(token) {
      checkArgs('storeIntermediate', { token }, { token: 'string' });
      writer.clearSession();
      cookies.writeIntermediate(token, env.now());
    },

    updateUser(user) {
      state.set({ ...state.current(), user }, true);
    },

    authenticate(opts = {}) {
      checkArgs('session.authenticate', { opts }, { opts: 'object' });
      checkArgs('session.authenticate', opts, { session_duration_minutes: 'optionalNumber' });
      const body = opts.session_duration_minutes === undefined ? {} : { session_duration_minutes: opts.session_duration_minutes };
      return loop.withRefresher((r) => r.authenticate(body));
    },

    // Not under the lock: a logout must not wait behind another tab's slow refresh. A refresh that
    // answers after it is dropped because the cookie it started with is gone.
    async revoke(opts = {}) {
      checkArgs('session.revoke', { opts }, { opts: 'object' });
      checkArgs('session.revoke', opts, { forceClear: 'optionalBoolean' });
      try {
        await loop.withRefresher((r) => r.call<unknown>('/sessions/revoke'));
      } catch (error) {
        if (opts.forceClear || isUnrecoverable(error)) writer.clearSession();
        throw error;
      }
      writer.clearSession();
    },

    start() {
      if (startedAt !== undefined || loop.disposed) return;
      startedAt = env.now();
      teardown.push(env.onStorage(followOtherTabs({ keys, cookies, state, loop })));
      const token = cookies.sessionToken();
      if (!options.customEndpoint && token === undefined) {
        writer.dropState();
      } else {
        if (cacheBelongs(store, options.publicToken, token, options.customEndpoint)) state.adoptStored();
        loop.active = true;
      }
      // Loaded now even without a session: a login usually follows and then needs the refresh at once.
      loop.inBackground((r) => {
        if (!loop.disposed) teardown.push(r.watchVisibility());
        return r.tick();
      });
    },

    dispose() {
      loop.dispose();
      for (const undo of teardown.splice(0)) undo();
      state.clearListeners();
    },
  };
}
