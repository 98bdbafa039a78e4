import { otpAuthenticate, otpPhoneSend } from '../../core/api/otps.js';
import { totpAuthenticate, totpCreate, totpRecover, totpRecoveryCodes } from '../../core/api/totps.js';
import { deleteFactor, getUser } from '../../core/api/users.js';
import { ApiError } from '../../core/errors.js';
import { stepUpCancelledError } from '../../core/stepUp.js';
import type { AuthenticationFactor, User } from '../../core/types.js';
import type { QrPath } from './qrPath.js';
import { sessionMinutes, type PluginSlice } from '../../shell/plugin-api.js';
import { SETUP_MINUTES } from './options.js';
import { factorsOf, hasAuthenticatorApp, needsSecondFactor, normalizeRecoveryCode, waysFor, type Way, type WayKind } from './ways.js';

/** An authenticator app being set up: what the QR code and the key show, and the recovery codes that come with it. */
export interface NewTotp {
  totpId: string;
  secret: string;
  /** Its `otpauth://` URI as a QR code (./qrPath.ts); undefined when it could not be drawn. */
  qr: QrPath | undefined;
  recoveryCodes: string[];
  /** It replaces one the visitor had: that one, and its recovery codes, no longer work. */
  replaced: boolean;
}

/** The provider's allowances of wrong guesses: the app's codes and its recovery codes share one, text codes have theirs. */
export type Allowance = 'app' | 'sms';

export interface MfaState {
  /** The code by text message the SMS screen waits for: the phone it went to, and the method id that checks it. */
  sms: { phoneNumber: string; methodId: string } | null;
  sending: boolean;
  setup: NewTotp | null;
  preparing: boolean;
  /** Until when (ms since the epoch) the provider refuses guesses, per allowance. */
  lockedUntil: Partial<Record<Allowance, number>>;
}

export interface MfaActions {
  /** After a first factor: opens the second-factor screen and returns true when this login needs one (holdLogin). */
  hold(proceed: () => void): boolean;
  /** On Main with a session that still needs its second factor (a reload mid-way): asks for it again. */
  resume(): void;
  /** The step-up entry's first screen: asks the signed-in visitor for a second factor, for the host. */
  startStepUpEntry(): Promise<void>;
  /** The stepUp capability: the same for another plugin of the mount. */
  askStepUp(): Promise<void>;
  /** The enrolSecondFactor capability. */
  askEnrolment(): Promise<void>;
  /** The ways the visitor has now, for the screens' links. */
  ways(): Way[];
  openWay(kind: WayKind): void;
  verifyTotp(code: string): Promise<void>;
  recover(typed: string): Promise<void>;
  sendSms(phoneNumber: string, again?: boolean): Promise<void>;
  verifySms(code: string): Promise<void>;
  prepareSetup(replace: boolean): Promise<void>;
  verifyNewTotp(code: string): Promise<void>;
  /** 'I have saved them': the setup ends, and with it the second-factor step. */
  codesSaved(): void;
  /** After a recovery code: on to wherever the second factor was asked for. */
  continueAfterRecovery(): void;
  cancel(): Promise<void>;
}

declare module '../../shell/registries.js' {
  interface ProductRegistry {
    mfa: { state: MfaState; actions: MfaActions };
  }
}

/** What a second factor is being asked for: why, and what ends it either way. */
interface Task {
  reason: 'login' | 'stepUp';
  done(): void;
  cancel(): void | Promise<void>;
  /** What a login's session signed in with, which proves nothing as a second step; none for a step-up (a fresh proof). */
  provenBefore?: readonly AuthenticationFactor[];
}

/** The provider's error types for a wrong code, and what each shows (CONTRACT §3 errors; the local provider's names). */
const WRONG = {
  totp_code_not_found: 'mfa.invalidCode',
  otp_code_not_found: 'mfa.invalidCode',
  recovery_code_not_found: 'mfa.recover.invalid',
} as const;

export const mfaSlice: PluginSlice<'mfa'> = {
  initial: { sms: null, sending: false, setup: null, preparing: false, lockedUntil: {} },
  actions(set, get, ctx) {
    let task: Task | undefined;
    /** The step-up entry was cancelled while it read the visitor's factors: nothing opens after. */
    let entryCancelled = false;
    const minutes = () => ({ session_duration_minutes: sessionMinutes(ctx.config) });

    /** The provider's refusal in the visitor's words: a wrong code, or a lock-out that says when to try again. */
    function explain(error: unknown, allowance: Allowance): never {
      if (!(error instanceof ApiError)) throw error;
      if (error.status_code === 429) {
        const until = Date.now() + (error.retry_after ?? 60) * 1000;
        set((s) => {
          s.lockedUntil[allowance] = until;
        });
        const time = new Intl.DateTimeFormat(ctx.locale ?? 'en', { hour: 'numeric', minute: '2-digit' }).format(until);
        // Not an ApiError: a shown locale would put its generic text for the type in place of the one with the time.
        throw Object.assign(new Error(ctx.t('mfa.lockedOut', { time })), { type: error.error_type });
      }
      const key = (WRONG as Record<string, (typeof WRONG)[keyof typeof WRONG]>)[error.error_type];
      throw key ? new ApiError({ ...error, error_message: ctx.t(key) }) : error;
    }

    function openWay(way: Way) {
      if (way.kind === 'totp') ctx.navigate('MfaTotp');
      else if (way.kind === 'recovery') ctx.navigate('MfaRecover');
      else ctx.navigate('MfaSms', { phoneNumber: way.phoneNumber });
    }

    /** A visitor with no way yet sets one up: straight to it when the host allows one factor, else a choice. */
    function openSetup() {
      const factors = factorsOf(ctx.config);
      if (factors.length > 1) ctx.navigate('MfaSetUpChoice');
      else if (factors[0] === 'sms') ctx.navigate('MfaPhone');
      else ctx.navigate('MfaTotpSetup', { replace: false });
    }

    const waysNow = (user: User) => waysFor(user, task?.provenBefore ?? [], ctx.config);

    function begin(next: Task, user: User) {
      task = next;
      set((s) => {
        s.sms = null;
        s.setup = null;
      });
      const [first] = waysNow(user);
      if (first) openWay(first);
      else openSetup();
    }

    function proven(factor: 'totp' | 'recovery_code' | 'sms') {
      const current = task;
      task = undefined;
      ctx.emit({ type: 'MFA_AUTHENTICATE', data: { factor, reason: current?.reason ?? 'login' } });
      current?.done();
    }

    /** A login's second factor: cancelling signs the first factor's session out, so nothing half-done stays. */
    const loginTask = (proceed: () => void, provenBefore: readonly AuthenticationFactor[]): Task => ({
      reason: 'login',
      done: proceed,
      provenBefore,
      async cancel() {
        await ctx.client.session.revoke({ forceClear: true }).catch(() => undefined);
        ctx.back();
      },
    });

    /** A step-up for another plugin: settles the promise it was given, and on cancel goes back to the entry's first screen. */
    const capability = (open: (next: Task, user: User) => void) =>
      new Promise<void>((resolve, reject) => {
        const next: Task = {
          reason: 'stepUp',
          done: resolve,
          cancel() {
            reject(stepUpCancelledError());
            ctx.back();
          },
        };
        // A fresh users/me: the factors the visitor has now, whatever the cached user says.
        getUser(ctx.client).then((user) => open(next, user), reject);
      });

    const ways = () => {
      const user = ctx.client.session.getUserSync();
      return user ? waysNow(user) : [];
    };

    return {
      hold(proceed) {
        const session = ctx.client.session.getSync();
        const user = ctx.client.session.getUserSync();
        if (!session || !user || !needsSecondFactor(user, session, ctx.config)) return false;
        begin(loginTask(proceed, session.authentication_factors), user);
        return true;
      },
      resume() {
        const session = ctx.client.session.getSync();
        const user = ctx.client.session.getUserSync();
        if (ctx.entry !== 'login' || !session || !user || !needsSecondFactor(user, session, ctx.config)) return;
        begin(
          loginTask(() => ctx.loginComplete('SessionConfirmation'), session.authentication_factors),
          user,
        );
      },
      async startStepUpEntry() {
        const session = ctx.client.session.getSync();
        if (!session) throw new Error(ctx.t('mfa.stepUp.noSession'));
        const user = await getUser(ctx.client);
        if (entryCancelled) return;
        begin(
          {
            reason: 'stepUp',
            done() {
              ctx.emit({ type: 'STEP_UP_COMPLETE' });
              ctx.navigate('MfaDone');
            },
            cancel: () => ctx.emit({ type: 'STEP_UP_CANCEL' }),
          },
          user,
        );
      },
      askStepUp: () => capability(begin),
      askEnrolment: () =>
        capability((next, user) => {
          task = next;
          ctx.navigate('MfaTotpSetup', { replace: hasAuthenticatorApp(user) });
        }),
      ways,
      openWay(kind) {
        const way = ways().find((w) => w.kind === kind);
        if (way) openWay(way);
      },
      async verifyTotp(code) {
        try {
          await totpAuthenticate(ctx.client, { totp_code: code, ...minutes() });
        } catch (error) {
          explain(error, 'app');
        }
        proven('totp');
      },
      async recover(typed) {
        try {
          await totpRecover(ctx.client, { recovery_code: normalizeRecoveryCode(typed), ...minutes() });
        } catch (error) {
          explain(error, 'app');
        }
        let left: number | null = null;
        try {
          const { totps } = await totpRecoveryCodes(ctx.client);
          left = totps.filter((t) => t.verified).reduce((sum, t) => sum + t.recovery_codes.length, 0);
        } catch {
          // The count is a courtesy: the visitor is in all the same, and the screen says nothing rather than a guess.
        }
        ctx.navigate('MfaRecovered', { left });
      },
      async sendSms(phoneNumber, again = false) {
        if (get().sending) return;
        set((s) => {
          s.sending = true;
        });
        try {
          // The provider words its text in the widget's locale (CONTRACT §5); none is sent in English.
          const { method_id } = await otpPhoneSend(ctx.client, 'sms', phoneNumber, { locale: ctx.locale });
          set((s) => {
            s.sms = { phoneNumber, methodId: method_id };
          });
          if (again) ctx.toast({ kind: 'success', message: ctx.t('mfa.sms.resent') });
        } catch (error) {
          explain(error, 'sms');
        } finally {
          set((s) => {
            s.sending = false;
          });
        }
      },
      async verifySms(code) {
        const sent = get().sms;
        if (!sent) return;
        try {
          await otpAuthenticate(ctx.client, code, sent.methodId, minutes());
        } catch (error) {
          explain(error, 'sms');
        }
        proven('sms');
      },
      async prepareSetup(replace) {
        if (get().preparing) return;
        set((s) => {
          s.preparing = true;
          s.setup = null;
        });
        // The QR encoder is fetched while the provider makes the app's secret, so the code shows with the key; without it
        // (it failed to load) the screen says so and the key still serves.
        const drawing = import('./qrPath.js').then(
          ({ qrPath }) => qrPath,
          () => undefined,
        );
        try {
          let replaced = false;
          if (replace) {
            // The provider keeps one authenticator app per user: the old one goes first (with the second factor this
            // session has just proven, which the provider asks for before removing it).
            for (const old of (await getUser(ctx.client)).totps) {
              await deleteFactor(ctx.client, 'totps', old.totp_id);
              replaced ||= old.verified;
            }
          }
          const created = await totpCreate(ctx.client, { expiration_minutes: SETUP_MINUTES });
          const qr = (await drawing)?.(created.otpauth_url);
          set((s) => {
            s.setup = { totpId: created.totp_id, secret: created.secret, qr, recoveryCodes: created.recovery_codes, replaced };
          });
        } finally {
          set((s) => {
            s.preparing = false;
          });
        }
      },
      async verifyNewTotp(code) {
        const setup = get().setup;
        if (!setup) return;
        try {
          await totpAuthenticate(ctx.client, { totp_code: code, ...minutes() });
        } catch (error) {
          explain(error, 'app');
        }
        ctx.emit({ type: 'MFA_TOTP_CREATE', data: { totp_id: setup.totpId } });
        ctx.navigate('MfaRecoveryCodes');
      },
      codesSaved() {
        // Shown once: the codes leave the widget's memory with this step.
        set((s) => {
          s.setup = null;
        });
        proven('totp');
      },
      continueAfterRecovery: () => proven('recovery_code'),
      async cancel() {
        const current = task;
        task = undefined;
        if (current) await current.cancel();
        else if (ctx.entry === 'stepUp') {
          entryCancelled = true;
          ctx.emit({ type: 'STEP_UP_CANCEL' });
        } else ctx.back();
      },
    };
  },
};
