import type { WebauthnAuthResponse } from '../../core/api/webauthn.js';
import { ceremonyFailure, webauthnRegister } from '../../core/api/webauthn.js';
import { webauthnCapabilities } from '../../core/api/webauthnCapabilities.js';
import type { KeyValueStore } from '../../core/storage.js';
import { stateKey } from '../../core/storage.js';
import type { AuthenticationFactor, Session, User } from '../../core/types.js';
import type { PluginContext } from '../../shell/plugin-api.js';
import { waitForUpgrade } from './ceremonies.js';
import { registerError } from './errors.js';
import { DEFAULT_UPGRADE, UPGRADE_PAUSE_DAYS } from './options.js';

/** Factors that prove a login already made rather than make one: a second factor's (CONTRACT §4). */
const SECOND_FACTOR_TYPES = new Set(['totp', 'recovery_code']);

/**
 * How the visitor last signed in: the session's newest factor (CONTRACT §4) that is a way in, so that a login finished
 * with an authenticator app's code is still told by its password or one-time code.
 */
export function newestFactor(session: Session): AuthenticationFactor | undefined {
  let newest: AuthenticationFactor | undefined;
  for (const factor of session.authentication_factors) {
    if (SECOND_FACTOR_TYPES.has(factor.type)) continue;
    if (!newest || factor.last_authenticated_at > newest.last_authenticated_at) newest = factor;
  }
  return newest;
}

/** Where a one-time code is sent (CONTRACT §4 factor delivery methods); a magic link goes by email too, and is no code. */
const CODE_DELIVERIES = new Set(['email', 'sms', 'whatsapp']);

/**
 * The logins a passkey can follow up: one with a password, or with a one-time code, told by the factor the provider
 * recorded (its `type` for a password, its delivery for a code) rather than by which product made it.
 */
export const upgradable = (factor: AuthenticationFactor | undefined): boolean =>
  factor?.type === 'password' || (!!factor && CODE_DELIVERIES.has(factor.delivery_method) && factor.type !== 'magic_link');

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

export interface Upgrade {
  /** A login finished: offers a passkey for next time (options.ts); true when the upgrade screen takes over. */
  offer(): boolean;
  /** The screen's 'Create a passkey for next time'; a closed dialog ends quietly. */
  create(): Promise<void>;
  /** The screen's 'Not now': not offered again to this user on this device for a while. */
  decline(): void;
}

interface Needs {
  /** The fields of the widget's registrations (session length, passkey). */
  common(): { session_duration_minutes: number; is_passkey: boolean };
  /** Tells the host a passkey was made. */
  registered(response: WebauthnAuthResponse): void;
}

/** Asks the browser what it can do (once per mount), then offers what it can after each login. */
export async function createUpgrade(ctx: PluginContext, { common, registered }: Needs): Promise<Upgrade> {
  const capabilities = await webauthnCapabilities();
  const { client } = ctx;
  return {
    offer() {
      const mode = ctx.config.passkeyUpgrade ?? DEFAULT_UPGRADE;
      const session = client.session.getSync();
      const user = client.session.getUserSync();
      // Only for a login the visitor just made here, in the page they are looking at (not one followed from another tab).
      if (mode === 'off' || !session || !user || !upgradable(newestFactor(session)) || !document.hasFocus()) return false;
      if (capabilities.conditionalCreate) {
        void waitForUpgrade((signal) => webauthnRegister(client, { ...common(), conditional_mediation: true, signal })).then(
          (response) => response && registered(response),
        );
        return false;
      }
      const offer =
        mode === 'prompt' &&
        ctx.entry === 'login' &&
        capabilities.platformAuthenticator &&
        user.webauthn_registrations.length === 0 &&
        !declinedRecently(client.store, client.publicToken, user);
      if (offer) ctx.navigate('PasskeyUpgrade');
      return offer;
    },

    async create() {
      try {
        registered(await webauthnRegister(client, common()));
        ctx.navigate('PasskeyConfirmation', { upgrade: 'created' });
      } catch (error) {
        if (ceremonyFailure(error) === 'cancelled') return;
        throw registerError(ctx, error, 'passkey.upgrade.failed');
      }
    },

    decline() {
      const user = client.session.getUserSync();
      if (user) rememberDeclined(client.store, client.publicToken, user);
      ctx.emit({ type: 'PASSKEY_SKIP' });
      ctx.navigate('PasskeyConfirmation', { upgrade: 'skipped' });
    },
  };
}
