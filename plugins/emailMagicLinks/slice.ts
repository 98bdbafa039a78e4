import { magicLinkLoginOrCreate, type MagicLinkLoginOrCreateOptions } from '../../core/api/magicLinks.js';
import type { EmailMagicLinksOptions } from './options.js';
import type { PluginSlice } from '../../shell/plugin-api.js';

export interface MagicLinkState {
  email: string;
}

export interface MagicLinkActions {
  /** Sends the link and opens EmailConfirmation; throws the provider's error for the form to show. */
  send(email: string): Promise<void>;
  resend(email: string): Promise<void>;
  /** Forgets the address and returns to Main. */
  tryAgain(email: string): void;
}

declare module '../../shell/registries.js' {
  interface ProductRegistry {
    emailMagicLinks: { state: MagicLinkState; actions: MagicLinkActions };
  }
}

/** SPEC §9: a login or sign-up link lasts 30 minutes unless the host says otherwise. */
export const DEFAULT_LINK_EXPIRATION_MINUTES = 30;

/** The send's options: the host's, with SPEC's expiry for each link the host gives none (the provider's own may differ). */
export function requestOptions(options: EmailMagicLinksOptions = {}): MagicLinkLoginOrCreateOptions {
  const out: MagicLinkLoginOrCreateOptions = {
    login_expiration_minutes: options.loginExpirationMinutes ?? DEFAULT_LINK_EXPIRATION_MINUTES,
    signup_expiration_minutes: options.signupExpirationMinutes ?? DEFAULT_LINK_EXPIRATION_MINUTES,
  };
  if (options.loginRedirectURL !== undefined) out.login_magic_link_url = options.loginRedirectURL;
  if (options.signupRedirectURL !== undefined) out.signup_magic_link_url = options.signupRedirectURL;
  if (options.loginTemplateId !== undefined) out.login_template_id = options.loginTemplateId;
  if (options.signupTemplateId !== undefined) out.signup_template_id = options.signupTemplateId;
  if (options.createUserAsPending !== undefined) out.create_user_as_pending = options.createUserAsPending;
  if (options.domainHint !== undefined) out.domain_hint = options.domainHint;
  return out;
}

export const magicLinkSlice: PluginSlice<'emailMagicLinks'> = {
  initial: { email: '' },
  actions(set, _get, ctx) {
    const sendTo = async (email: string) => {
      // The provider words the email in the widget's locale (CONTRACT §5); none is sent in English.
      await magicLinkLoginOrCreate(ctx.client, email, { ...requestOptions(ctx.config.emailMagicLinksOptions), locale: ctx.locale });
      ctx.track({ name: 'email_sent', details: { email, type: 'email_magic_links' } });
      ctx.emit({ type: 'MAGIC_LINK_LOGIN_OR_CREATE', data: { email } });
    };
    return {
      async send(email) {
        await sendTo(email);
        set((s) => {
          s.email = email;
        });
        ctx.navigate('EmailConfirmation', { email });
      },
      async resend(email) {
        await sendTo(email);
        ctx.toast({ kind: 'success', message: ctx.t('eml.resent') });
      },
      tryAgain(email) {
        ctx.track({ name: 'email_try_again_clicked', details: { email, type: 'email_magic_links' } });
        set((s) => {
          s.email = '';
        });
        ctx.back();
      },
    };
  },
};
