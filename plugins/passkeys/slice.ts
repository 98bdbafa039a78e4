import {
  ceremonyFailure,
  webauthnAuthenticate,
  webauthnRegister,
  webauthnUpdate,
  type WebauthnAuthResponse,
  type WebauthnRegistration,
} from '../../core/api/webauthn.js';
import { canSignal } from '../../core/api/webauthnSignals.js';
import { isAbortError, isUnrecoverable } from '../../core/errors.js';
import { sessionMinutes, type PluginSlice } from '../../shell/plugin-api.js';
import { supportsAutofill } from './autofill.js';
import { giveWay } from './ceremonies.js';
import { loginError, registerError } from './errors.js';
import { DEFAULT_UPGRADE } from './options.js';
import { signalAccepted, signalUserDetails } from './signals.js';
import { createUpgrade, type Upgrade } from './upgrade.js';

/** SPEC §9: conditional autofill is attempted at most this many times; each failed attempt counts down. */
export const AUTOFILL_TRIES = 5;
/**
 * The wait before the second attempt, doubling before each later one (1, 2, 4, 8 s): a failure that repeats (the
 * provider down, a passkey the account no longer has) is not retried at the speed of the network.
 */
export const AUTOFILL_PAUSE_MS = 1000;

/** Resolves after `ms`, or at once when `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

export interface PasskeyState {
  autofillTriesLeft: number;
}

export interface PasskeyActions {
  /** The Main button: a dialog ceremony. A closed dialog ends quietly; other failures throw the banner's text. */
  authenticate(): Promise<void>;
  /** While Main is open (until `signal` aborts): offers the passkeys in the shared input's autofill. */
  autofill(signal: AbortSignal): Promise<void>;
  /** Creates a passkey for the signed-in user and opens the list; a closed dialog ends quietly. */
  register(): Promise<void>;
  /** Creates a passkey for the signed-in user where the visitor is (the account's section); undefined when the dialog was closed. */
  add(): Promise<WebauthnAuthResponse | undefined>;
  skip(): void;
  /**
   * The signed-in user's passkeys, from users/me; throws the no-user text when nobody is signed in. A session the
   * cookie names but this page has not loaded yet is asked of the provider first.
   */
  registrations(): Promise<WebauthnRegistration[]>;
  /** The list is on screen: the password manager hears which of the account's passkeys still work. */
  listed(registrations: WebauthnRegistration[]): void;
  rename(id: string, name: string): Promise<WebauthnRegistration>;
  /** Deletes a passkey; resolves to the list that remains. */
  remove(id: string): Promise<WebauthnRegistration[]>;
  /** Ends the registration entry: the host hears it, the visitor sees it. */
  done(): void;
  /** Where an upgrade may follow a login: asks the browser, once per mount, what it can do. */
  prepare(): void;
  /** A login finished: offers a passkey for next time (options.ts); true when the upgrade screen takes over. */
  offerUpgrade(): boolean;
  /** The upgrade screen's 'Create a passkey for next time'; a closed dialog ends quietly. */
  upgrade(): Promise<void>;
  /** The upgrade screen's 'Not now': not offered again to this user on this device for a while. */
  decline(): void;
  /** Ends this mount's ceremonies: the widget is going away. */
  stop(): void;
}

declare module '../../shell/registries.js' {
  interface ProductRegistry {
    passkeys: { state: PasskeyState; actions: PasskeyActions };
  }
  interface EventRegistry {
    PASSKEY_AUTHENTICATE: { user_id: string; webauthn_registration_id: string };
    PASSKEY_REGISTER: { webauthn_registration_id: string };
    PASSKEY_SKIP: undefined;
    PASSKEY_DONE: undefined;
  }
}

export const passkeysSlice: PluginSlice<'passkeys'> = {
  initial: { autofillTriesLeft: AUTOFILL_TRIES },
  actions(set, get, ctx) {
    // One ceremony at a time: the button's dialog waits for the autofill attempt to give way, and the attempt waits
    // for the dialog to end.
    let conditional: { stop(): void; settled: Promise<unknown> } | undefined;
    let modal: Promise<void> | undefined;
    let upgrade: Upgrade | undefined;
    const mounted = new AbortController();
    const common = () => ({ session_duration_minutes: sessionMinutes(ctx.config), is_passkey: true });
    const noUser = () => new Error(ctx.t('passkey.error.noUser'));
    const users = () => import('../../core/api/users.js');
    const registered = (response: WebauthnAuthResponse) =>
      ctx.emit({ type: 'PASSKEY_REGISTER', data: { webauthn_registration_id: response.webauthn_registration_id } });

    const loggedIn = (response: WebauthnAuthResponse) => {
      ctx.emit({ type: 'PASSKEY_AUTHENTICATE', data: { user_id: response.user_id, webauthn_registration_id: response.webauthn_registration_id } });
      ctx.clearError();
      ctx.loginComplete('PasskeyConfirmation');
    };

    /** A passkey made for the signed-in user; undefined when the visitor closed the dialog. */
    async function add(): Promise<WebauthnAuthResponse | undefined> {
      await giveWay();
      try {
        const response = await webauthnRegister(ctx.client, common());
        registered(response);
        return response;
      } catch (error) {
        if (ceremonyFailure(error) === 'cancelled') return undefined;
        throw registerError(ctx, error, 'passkey.error.notCreated');
      }
    }

    async function dialog(): Promise<void> {
      if (conditional) {
        conditional.stop();
        await conditional.settled;
      }
      await giveWay();
      try {
        const response = await webauthnAuthenticate(ctx.client, { ...common(), signal: mounted.signal });
        if (!response) throw new Error(ctx.t('passkey.error.unknown'));
        loggedIn(response);
      } catch (error) {
        if (ceremonyFailure(error) === 'cancelled' || isAbortError(error)) return;
        throw loginError(ctx, error);
      }
    }

    return {
      async authenticate() {
        const run = dialog();
        modal = run;
        try {
          await run;
        } finally {
          if (modal === run) modal = undefined;
        }
      },

      async autofill(signal) {
        if (!(await supportsAutofill(ctx))) return;
        // The text of the last failure shown: the same one again is not shown (nor reported) a second time in a row.
        let shown: string | undefined;
        let failures = 0;
        while (!signal.aborted && get().autofillTriesLeft > 0) {
          if (modal) {
            await modal.catch(() => undefined);
            continue;
          }
          await giveWay();
          const attempt = new AbortController();
          const stop = () => attempt.abort();
          signal.addEventListener('abort', stop, { once: true });
          const pending = webauthnAuthenticate(ctx.client, { ...common(), conditional_mediation: true, signal: attempt.signal });
          const current = { stop, settled: pending.catch(() => undefined) };
          conditional = current;
          try {
            const response = await pending;
            if (!response) throw new Error(ctx.t('passkey.error.unknown'));
            loggedIn(response);
            return;
          } catch (error) {
            // Gave way to the button, or the screen closed: not a failed attempt.
            if (attempt.signal.aborted) continue;
            // The browser said it has no autofill for passkeys after all: nothing the visitor did, so nothing shown,
            // and no more tries (the button stays the way in).
            if (ceremonyFailure(error) === 'unsupported') {
              set((s) => {
                s.autofillTriesLeft = 0;
              });
              return;
            }
            set((s) => {
              s.autofillTriesLeft -= 1;
            });
            failures += 1;
            if (ceremonyFailure(error) !== 'cancelled') {
              const failed = loginError(ctx, error);
              if (failed.message !== shown) ctx.setError(failed);
              shown = failed.message;
            }
          } finally {
            signal.removeEventListener('abort', stop);
            if (conditional === current) conditional = undefined;
          }
          if (get().autofillTriesLeft > 0) await pause(AUTOFILL_PAUSE_MS * 2 ** (failures - 1), signal);
        }
      },

      async register() {
        if (await add()) ctx.navigate('PasskeyRegistrationSuccess', { created: true });
      },

      add,

      skip() {
        ctx.emit({ type: 'PASSKEY_SKIP' });
        ctx.navigate('PasskeyRegistrationSuccess', { created: false });
      },

      async registrations() {
        const { session } = ctx.client;
        // A cookie with no session loaded here (a login on the server, storage cleared): the provider says whether it
        // is alive, as the consent entry asks.
        if (!session.getSync() && session.secret() === undefined) throw noUser();
        try {
          if (!session.getSync()) await session.authenticate();
          return (await (await users()).getUser(ctx.client)).webauthn_registrations;
        } catch (error) {
          // The session is gone on the provider's side: nobody is signed in after all.
          throw isUnrecoverable(error) ? noUser() : error;
        }
      },

      listed(registrations) {
        if (canSignal('signalAllAcceptedCredentials')) signalAccepted(ctx, registrations);
      },

      async rename(id, name) {
        const renamed = (await webauthnUpdate(ctx.client, id, name)).webauthn_registration;
        if (canSignal('signalCurrentUserDetails')) signalUserDetails(ctx);
        return renamed;
      },

      async remove(id) {
        const left = (await (await users()).deleteFactor(ctx.client, 'webauthn_registrations', id)).webauthn_registrations;
        if (canSignal('signalAllAcceptedCredentials')) signalAccepted(ctx, left);
        return left;
      },

      done() {
        ctx.emit({ type: 'PASSKEY_DONE' });
        ctx.navigate('PasskeyRegistrationDone');
      },

      prepare() {
        // Only where a visitor signs in to use the site: not on the pages that manage passkeys already.
        if ((ctx.config.passkeyUpgrade ?? DEFAULT_UPGRADE) === 'off' || ctx.entry === 'passkeyRegistration' || ctx.entry === 'account') return;
        void createUpgrade(ctx, { common, registered }).then((answered) => {
          upgrade = answered;
        });
      },

      // Until the browser has answered, a login is offered nothing.
      offerUpgrade: () => upgrade?.offer() ?? false,

      async upgrade() {
        await giveWay();
        await upgrade?.create();
      },

      decline() {
        upgrade?.decline();
      },

      stop() {
        mounted.abort();
      },
    };
  },
};
