import type { MagicLinkLoginOrCreateOptions } from '../../core/api/magicLinks.js';
import type { OtpEmailOptions } from '../../core/api/otps.js';
import type { ResetByEmailStartOptions } from '../../core/api/passwords.js';
import type { LoginConfig } from '../../shell/config.js';

/** Only the options the host set go on the wire, so the provider's defaults apply to the rest. */
const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

export const resetStartOptions = (config: LoginConfig, email: string): ResetByEmailStartOptions =>
  defined({
    email,
    login_redirect_url: config.passwordOptions?.loginRedirectURL,
    reset_password_redirect_url: config.passwordOptions?.resetPasswordRedirectURL,
    reset_password_expiration_minutes: config.passwordOptions?.resetPasswordExpirationMinutes,
    reset_password_template_id: config.passwordOptions?.resetPasswordTemplateId,
  });

export const magicLinkOptions = ({ emailMagicLinksOptions: o = {} }: LoginConfig): MagicLinkLoginOrCreateOptions =>
  defined({
    login_magic_link_url: o.loginRedirectURL,
    signup_magic_link_url: o.signupRedirectURL,
    login_expiration_minutes: o.loginExpirationMinutes,
    signup_expiration_minutes: o.signupExpirationMinutes,
    login_template_id: o.loginTemplateId,
    signup_template_id: o.signupTemplateId,
  });

export const emailOtpOptions = ({ otpOptions: o }: LoginConfig): OtpEmailOptions =>
  defined({ expiration_minutes: o?.expirationMinutes, login_template_id: o?.loginTemplateId, signup_template_id: o?.signupTemplateId });

/** The passwordless ways to log in by email that the host configured (at most one: the two cannot be combined). */
export function emailLoginOptions(config: LoginConfig): { link: boolean; code: boolean } {
  return {
    link: config.products.includes('emailMagicLinks'),
    code: config.products.includes('otp') && (config.otpOptions?.methods ?? []).includes('email'),
  };
}
