import { checkArgs } from '../args.js';
import { UsageError } from '../errors.js';
import { stateKey, type KeyValueStore } from '../storage.js';
import { fingerprint, readRecord, refreshKey } from './record.js';
import { createSessionStateStore, type SessionStateStore } from './state.js';

/**
 * The start-up rule for the cached `{user, session}`: it may be shown at once when there is a session cookie (or a
 * custom endpoint may hold the session in cookies the page cannot see) and the refresh record was written for that
 * cookie's token. The refresh then confirms or replaces it.
 */
export const cacheBelongs = (store: KeyValueStore, publicToken: string, token: string | undefined, customEndpoint: boolean): boolean =>
  (customEndpoint || token !== undefined) && readRecord(store, refreshKey(stateKey(publicToken)))?.tag === fingerprint(token);

/**
 * This tab's session state as the host reads it synchronously (`getSync`, `onChange`), made before the rest of the
 * client has loaded so that the vanilla entry answers at once; the session manager takes it over (its `state`
 * option), so listeners added meanwhile keep hearing every change. The cached session is looked at on first use, not
 * when the client is made: reading `document.cookie` waits on the browser's network process (2–3 ms measured in
 * Chromium), and a mount's first paint needs no session.
 */
export function createSessionView(options: {
  publicToken: string;
  store: KeyValueStore;
  customEndpoint: boolean;
  sessionToken(): string | undefined;
}): SessionStateStore {
  const state = createSessionStateStore(options.store, stateKey(options.publicToken));
  let looked = false;
  const firstUse =
    <A extends unknown[], R>(use: (...args: A) => R) =>
    (...args: A): R => {
      if (!looked) {
        looked = true;
        if (cacheBelongs(options.store, options.publicToken, options.sessionToken(), options.customEndpoint)) state.adoptStored();
      }
      return use(...args);
    };
  return {
    current: firstUse(state.current),
    readStored: firstUse(state.readStored),
    set: firstUse(state.set),
    adoptStored: firstUse(state.adoptStored),
    onChange: firstUse(state.onChange),
    clearListeners: state.clearListeners,
  };
}

/** The background refresh period a client is given (a test option): checked where the client is created. */
export function checkRefreshPeriod(period: number): void {
  checkArgs('createSessionManager', { refreshIntervalMs: period }, { refreshIntervalMs: 'number' });
  if (period <= 0) throw new UsageError('createSessionManager', 'refreshIntervalMs must be a positive number.');
}
