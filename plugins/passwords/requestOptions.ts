import type { ResetByEmailStartOptions } from '../../core/api/passwords.js';
import type { LoginConfig, PluginContext } from '../../shell/plugin-api.js';

/** Only the options the host set go on the wire, so the provider's defaults apply to the rest. */
const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

export const resetStartOptions = (config: LoginConfig, email: string): ResetByEmailStartOptions =>
  defined({
    email,
    login_redirect_url: config.passwordOptions?.loginRedirectURL,
    reset_password_redirect_url: config.passwordOptions?.resetPasswordRedirectURL,
    reset_password_expiration_minutes: config.passwordOptions?.resetPasswordExpirationMinutes,
    reset_password_template_id: config.passwordOptions?.resetPasswordTemplateId,
  });

/** The passwordless ways to log in by email that another configured product offers (at most one: the two cannot be combined). */
export function emailLoginOptions(ctx: PluginContext): { link: boolean; code: boolean } {
  return { link: ctx.capability('emailLoginLink') !== undefined, code: ctx.capability('emailLoginCode') !== undefined };
}
