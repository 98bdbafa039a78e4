import { magicLinkAuthenticate } from '../../core/api/magicLinkAuthenticate.js';
import { passwordAuthenticate, passwordCreate, passwordResetByEmail, passwordResetByEmailStart } from '../../core/api/passwords.js';
import { searchUser, type UserType } from '../../core/api/users.js';
import { ApiError, invalidResponseError } from '../../core/errors.js';
import { sessionMinutes, type PluginSlice, type WidgetEvent } from '../../shell/plugin-api.js';
import { emailLoginOptions, resetStartOptions } from './requestOptions.js';
import { isDeadLink, reworded } from './linkErrors.js';
import { forgetResetEmail, rememberResetEmail } from './resetEmail.js';

export interface PasswordsState {
  /** SPEC §3 passwordState: the email from Main and what users/search said about it. */
  passwordState: { email: string; type: UserType };
  /** SPEC §3 resetPasswordState: the token of the reset link the entry point was opened with. */
  resetPasswordState: { token: string };
}

/** Each action throws the provider's error for the screen to show; success moves to the next screen. */
export interface PasswordsActions {
  /** Main's email tab: decides between the create, log-in and passwordless views. */
  search(email: string): Promise<void>;
  create(password: string): Promise<void>;
  authenticate(password: string): Promise<void>;
  forgotPassword(): Promise<void>;
  createPasswordInstead(): Promise<void>;
  resendResetEmail(): Promise<void>;
  /** The reset page's way out of a dead link: a new reset email to the address typed there. */
  requestResetEmail(email: string): Promise<void>;
  sendLoginLink(): Promise<void>;
  sendLoginCode(): Promise<void>;
  /** The passwordless view's automatic email: a code, else a link, else a reset link. */
  sendPasswordlessEmail(): Promise<void>;
  setResetToken(token: string): void;
  resetPassword(password: string): Promise<void>;
  /** A `stytch_token_type=login` link on the reset page is a magic link. */
  logInWithLink(token: string): Promise<void>;
}

declare module '../../shell/registries.js' {
  interface ProductRegistry {
    passwords: { state: PasswordsState; actions: PasswordsActions };
  }
}

const USER_TYPES: readonly string[] = ['new', 'password', 'passwordless'] satisfies UserType[];

/** The provider's way of saying the password exists but must be replaced through an emailed link. */
const mustReset = (error: unknown) => error instanceof ApiError && error.error_type === 'reset_password';
/** The provider's "Unauthorized credentials.": to a visitor who just typed a password, a wrong password. */
const wrongPassword = (error: unknown) => error instanceof ApiError && error.error_type === 'unauthorized_credentials';

export const passwordsSlice: PluginSlice<'passwords'> = {
  initial: { passwordState: { email: '', type: 'new' }, resetPasswordState: { token: '' } },
  actions(set, get, ctx) {
    const email = () => get().passwordState.email;
    const session_duration_minutes = sessionMinutes(ctx.config);

    const sendReset = async () => {
      // The reset email in the widget's locale, as the sends of codes and links (none is sent in English).
      await passwordResetByEmailStart(ctx.client, { ...resetStartOptions(ctx.config, email()), locale: ctx.locale });
      rememberResetEmail(ctx.client, email());
      ctx.track({ name: 'email_sent', details: { email: email(), type: 'passwords' } });
      ctx.emit({ type: 'PASSWORD_RESET_BY_EMAIL_START', data: { email: email() } });
    };
    const loggedIn = (event: WidgetEvent) => {
      ctx.emit(event);
      ctx.loginComplete('PasswordConfirmation');
    };
    /** Another product's passwordless email, asked for through the contract (the views offer only what is configured). */
    const passwordless = (name: 'emailLoginLink' | 'emailLoginCode') => {
      const send = ctx.capability(name);
      if (!send) throw new Error(`latch: no configured product offers ${name}`);
      return send(email());
    };

    const actions: PasswordsActions = {
      async search(address) {
        const { userType } = await searchUser(ctx.client, address);
        // A type there is no view for stays on Main with the generic error instead of opening an empty screen.
        if (!USER_TYPES.includes(userType)) throw invalidResponseError();
        set((s) => {
          s.passwordState = { email: address, type: userType };
        });
        ctx.navigate('PasswordCreateOrLogin');
      },
      async create(password) {
        try {
          await passwordCreate(ctx.client, { email: email(), password, session_duration_minutes });
        } catch (error) {
          if (!mustReset(error)) throw error;
          await sendReset();
          return ctx.navigate('PasswordDedupe');
        }
        loggedIn({ type: 'PASSWORD_CREATE', data: { email: email() } });
      },
      async authenticate(password) {
        try {
          await passwordAuthenticate(ctx.client, { email: email(), password, session_duration_minutes });
        } catch (error) {
          if (wrongPassword(error)) throw reworded(error, ctx.t('pw.login.wrongPassword'));
          if (!mustReset(error)) throw error;
          await sendReset();
          return ctx.navigate('PasswordBreached');
        }
        loggedIn({ type: 'PASSWORD_AUTHENTICATE', data: { email: email() } });
      },
      async forgotPassword() {
        await sendReset();
        ctx.navigate('PasswordForgot');
      },
      async createPasswordInstead() {
        await sendReset();
        ctx.navigate('PasswordSetNew');
      },
      async resendResetEmail() {
        await sendReset();
        ctx.toast({ kind: 'success', message: ctx.t('pw.resent') });
      },
      async requestResetEmail(address) {
        set((s) => {
          s.passwordState.email = address;
        });
        await sendReset();
      },
      sendLoginLink: () => passwordless('emailLoginLink'),
      sendLoginCode: () => passwordless('emailLoginCode'),
      async sendPasswordlessEmail() {
        const { code, link } = emailLoginOptions(ctx);
        if (code) return actions.sendLoginCode();
        if (link) return actions.sendLoginLink();
        return actions.createPasswordInstead();
      },
      setResetToken(token) {
        set((s) => {
          s.resetPasswordState.token = token;
        });
      },
      async resetPassword(password) {
        await passwordResetByEmail(ctx.client, { token: get().resetPasswordState.token, password, session_duration_minutes });
        set((s) => {
          s.resetPasswordState.token = '';
        });
        forgetResetEmail(ctx.client);
        loggedIn({ type: 'PASSWORD_RESET_BY_EMAIL' });
      },
      async logInWithLink(token) {
        try {
          await magicLinkAuthenticate(ctx.client, token, { session_duration_minutes });
        } catch (error) {
          throw isDeadLink(error) && error instanceof ApiError ? reworded(error, ctx.t('pw.reset.loginLinkUsed')) : error;
        }
        loggedIn({ type: 'MAGIC_LINK_AUTHENTICATE' });
      },
    };
    return actions;
  },
};
