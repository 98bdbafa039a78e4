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
 * option), so listeners added meanwhile keep hearing every change.
 */
export function createSessionView(options: { publicToken: string; store: KeyValueStore; customEndpoint: boolean; sessionToken(): string | undefined }): SessionStateStore {
  const state = createSessionStateStore(options.store, stateKey(options.publicToken));
  if (cacheBelongs(options.store, options.publicToken, options.sessionToken(), options.customEndpoint)) state.adoptStored();
  return state;
}

/** The background refresh period a client is given (a test option): checked where the client is created. */
export function checkRefreshPeriod(period: number): void {
  checkArgs('createSessionManager', { refreshIntervalMs: period }, { refreshIntervalMs: 'number' });
  if (period <= 0) throw new UsageError('createSessionManager', 'refreshIntervalMs must be a positive number.');
}
