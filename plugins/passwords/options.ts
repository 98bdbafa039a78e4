/** `passwordOptions` in the login config (SPEC §3). Unset fields are left to the provider's defaults. */
export interface PasswordOptions {
  /** Where a login link sent from the reset page leads. @default the project's default redirect URL */
  loginRedirectURL?: string;
  /** The page the reset link opens (where `mountResetPassword` runs). @default the project's default reset URL */
  resetPasswordRedirectURL?: string;
  /** Minutes a reset link stays valid. @default 30 */
  resetPasswordExpirationMinutes?: number;
  /** The email template of a reset link. @default the project's default template */
  resetPasswordTemplateId?: string;
}

declare module '../../shell/registries.js' {
  interface LoginConfig {
    passwordOptions?: PasswordOptions;
  }
  interface EventRegistry {
    PASSWORD_CREATE: { email: string };
    PASSWORD_AUTHENTICATE: { email: string };
    PASSWORD_RESET_BY_EMAIL_START: { email: string };
    PASSWORD_RESET_BY_EMAIL: undefined;
    MAGIC_LINK_AUTHENTICATE: undefined;
  }
  interface TelemetryRegistry {
    email_sent: { email: string; type: string };
  }
}
