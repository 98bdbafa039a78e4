/** `emailMagicLinksOptions` in the login config (SPEC §3). Unset expiries are sent as SPEC §9's 30 minutes; other unset fields are left to the provider's defaults. */
export interface EmailMagicLinksOptions {
  /** Where the login link leads for an existing user. @default the project's default redirect URL */
  loginRedirectURL?: string;
  /** Minutes a login link stays valid. @default 30 */
  loginExpirationMinutes?: number;
  /** Where the link leads for a new user. @default the project's default redirect URL */
  signupRedirectURL?: string;
  /** Minutes a sign-up link stays valid. @default 30 */
  signupExpirationMinutes?: number;
  /** The email template of a login link. @default the project's default template */
  loginTemplateId?: string;
  /** The email template of a sign-up link. @default the project's default template */
  signupTemplateId?: string;
  /** Creates new users with the pending status. @default false */
  createUserAsPending?: boolean;
  /** A hint of the user's email domain for the provider. @default none */
  domainHint?: string;
}

declare module '../../shell/registries.js' {
  interface LoginConfig {
    emailMagicLinksOptions?: EmailMagicLinksOptions;
  }
  interface EventRegistry {
    MAGIC_LINK_LOGIN_OR_CREATE: { email: string };
  }
  interface TelemetryRegistry {
    email_sent: { email: string; type: string };
    email_try_again_clicked: { email: string; type: string };
  }
}
