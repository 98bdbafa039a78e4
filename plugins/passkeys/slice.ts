import {
  ceremonyFailure,
  webauthnAuthenticate,
  webauthnRegister,
  webauthnUpdate,
  type WebauthnAuthResponse,
  type WebauthnRegistration,
} from '../../core/api/webauthn.js';
import { ApiError, isAbortError, isUnrecoverable, LatchError } from '../../core/errors.js';
import { sessionMinutes, type PluginContext, type PluginSlice } from '../../shell/plugin-api.js';
import { supportsAutofill } from './autofill.js';

/** SPEC §9: conditional autofill is attempted at most this many times; each failed attempt counts down. */
export const AUTOFILL_TRIES = 5;

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
  skip(): void;
  /** The signed-in user's passkeys, from users/me; throws the no-user text when nobody is signed in. */
  registrations(): Promise<WebauthnRegistration[]>;
  rename(id: string, name: string): Promise<WebauthnRegistration>;
  /** Deletes a passkey; resolves to the list that remains. */
  remove(id: string): Promise<WebauthnRegistration[]>;
  done(): void;
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

const NOT_FOUND = 'webauthn_registration_not_found';

/** A failed login in the spec's words: its text for the provider's errors, the client's own message for its own. */
function loginError(ctx: PluginContext, error: unknown): Error {
  if (error instanceof ApiError)
    return new ApiError({ ...error, error_message: ctx.t(error.error_type === NOT_FOUND ? 'passkey.error.notFound' : 'passkey.error.unknown') });
  return error instanceof LatchError ? error : new Error(ctx.t('passkey.error.unknown'));
}

export const passkeysSlice: PluginSlice<'passkeys'> = {
  initial: { autofillTriesLeft: AUTOFILL_TRIES },
  actions(set, get, ctx) {
    // One ceremony at a time: the button's dialog waits for the autofill attempt to give way, and the attempt waits
    // for the dialog to end.
    let conditional: { stop(): void; settled: Promise<unknown> } | undefined;
    let modal: Promise<void> | undefined;
    const mounted = new AbortController();
    const common = () => ({ session_duration_minutes: sessionMinutes(ctx.config), is_passkey: true });
    const noUser = () => new Error(ctx.t('passkey.error.noUser'));
    const users = () => import('../../core/api/users.js');

    const loggedIn = (response: WebauthnAuthResponse) => {
      ctx.emit({ type: 'PASSKEY_AUTHENTICATE', data: { user_id: response.user_id, webauthn_registration_id: response.webauthn_registration_id } });
      ctx.clearError();
      ctx.loginComplete('PasskeyConfirmation');
    };

    async function dialog(): Promise<void> {
      if (conditional) {
        conditional.stop();
        await conditional.settled;
      }
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
        while (!signal.aborted && get().autofillTriesLeft > 0) {
          if (modal) {
            await modal.catch(() => undefined);
            continue;
          }
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
            set((s) => {
              s.autofillTriesLeft -= 1;
            });
            if (ceremonyFailure(error) !== 'cancelled') ctx.setError(loginError(ctx, error));
          } finally {
            signal.removeEventListener('abort', stop);
            if (conditional === current) conditional = undefined;
          }
        }
      },

      async register() {
        try {
          const response = await webauthnRegister(ctx.client, common());
          ctx.emit({ type: 'PASSKEY_REGISTER', data: { webauthn_registration_id: response.webauthn_registration_id } });
          ctx.navigate('PasskeyRegistrationSuccess', { created: true });
        } catch (error) {
          const failure = ceremonyFailure(error);
          if (failure === 'cancelled') return;
          const duplicate = failure === 'alreadyRegistered' || (error instanceof ApiError && error.error_type === 'duplicate_webauthn_registration');
          const text = duplicate ? 'passkey.error.alreadyRegistered' : 'passkey.error.notCreated';
          throw error instanceof ApiError ? new ApiError({ ...error, error_message: ctx.t(text) }) : new Error(ctx.t(text));
        }
      },

      skip() {
        ctx.emit({ type: 'PASSKEY_SKIP' });
        ctx.navigate('PasskeyRegistrationSuccess', { created: false });
      },

      async registrations() {
        if (!ctx.client.session.getSync()) throw noUser();
        try {
          return (await (await users()).getUser(ctx.client)).webauthn_registrations;
        } catch (error) {
          // The session is gone on the provider's side: nobody is signed in after all.
          throw isUnrecoverable(error) ? noUser() : error;
        }
      },

      async rename(id, name) {
        return (await webauthnUpdate(ctx.client, id, name)).webauthn_registration;
      },

      async remove(id) {
        return (await (await users()).deleteFactor(ctx.client, 'webauthn_registrations', id)).webauthn_registrations;
      },

      done() {
        ctx.emit({ type: 'PASSKEY_DONE' });
      },

      stop() {
        mounted.abort();
      },
    };
  },
};
