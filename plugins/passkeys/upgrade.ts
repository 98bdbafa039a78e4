import type { Session, User } from '../../core/types.js';
import type { KeyValueStore } from '../../core/storage.js';
import { stateKey } from '../../core/storage.js';
import { UPGRADE_PAUSE_DAYS } from './options.js';

/** The logins a passkey can follow up: SPEC's password and one-time-code products (CONTRACT §4 factor types). */
const UPGRADABLE = new Set(['password', 'otp']);

/** How the session was last proven: its newest factor's type. */
export function signedInWith(session: Session): string | undefined {
  let newest: Session['authentication_factors'][number] | undefined;
  for (const factor of session.authentication_factors) {
    if (!newest || factor.last_authenticated_at > newest.last_authenticated_at) newest = factor;
  }
  return newest?.type;
}

export const upgradable = (session: Session) => UPGRADABLE.has(signedInWith(session) ?? '');

const DAY_MS = 86_400_000;
/** One entry per user in the client's store (localStorage in a browser): 'Not now' is that user's on that device. */
const declinedKey = (publicToken: string, user: User) => `${stateKey(publicToken)}::passkey_upgrade_declined:${user.user_id}`;

export function declinedRecently(store: KeyValueStore, publicToken: string, user: User, now = Date.now()): boolean {
  const at = Number(store.get(declinedKey(publicToken, user)));
  return at > 0 && now - at < UPGRADE_PAUSE_DAYS * DAY_MS;
}

export function rememberDeclined(store: KeyValueStore, publicToken: string, user: User, now = Date.now()): void {
  store.set(declinedKey(publicToken, user), String(now));
}

/**
 * The conditional create waiting for the password manager, shared by every widget of the page: a browser runs one
 * WebAuthn request at a time per page, so each ceremony a widget starts first ends it (`giveWay`).
 */
let waiting: { stop(): void; settled: Promise<unknown> } | undefined;

/** How long a conditional create may wait: the provider's registration challenge lives five minutes, no answer after counts. */
export const UPGRADE_WAIT_MS = 5 * 60_000;

/** Runs `create` (given the signal that ends it) as the page's waiting upgrade; resolves to its result, or undefined. */
export async function waitForUpgrade<T>(create: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> {
  await giveWay();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), UPGRADE_WAIT_MS);
  const pending = create(controller.signal);
  const current = { stop: () => controller.abort(), settled: pending.catch(() => undefined) };
  waiting = current;
  try {
    return await pending;
  } catch {
    // The password manager declined, or another ceremony took the page: the visitor is logged in all the same.
    return undefined;
  } finally {
    clearTimeout(timer);
    if (waiting === current) waiting = undefined;
  }
}

/** Ends the waiting upgrade, if any, and resolves once the browser has let go of it. */
export async function giveWay(): Promise<void> {
  const current = waiting;
  if (!current) return;
  current.stop();
  await current.settled;
}
