export type OtpMethod = 'sms' | 'whatsapp' | 'email';

/** `otpOptions` in the login config (SPEC §3). */
export interface OtpOptions {
  /** The ways a code can be sent, in the order their tabs show. Required, at least one. */
  methods: readonly OtpMethod[];
  /** Minutes a code stays valid. @default 5 */
  expirationMinutes?: number;
  /** The email template of a login code. @default the project's default template */
  loginTemplateId?: string;
  /** The email template of a sign-up code. @default the project's default template */
  signupTemplateId?: string;
}

declare module '../../shell/registries.js' {
  interface LoginConfig {
    otpOptions?: OtpOptions;
  }
  interface EventRegistry {
    OTP_LOGIN_OR_CREATE: { type: OtpMethod };
  }
}
