/** The second factors a visitor may use: an authenticator app (TOTP, with its recovery codes), or a code by text message. */
export type SecondFactor = 'totp' | 'sms';

/** `mfaOptions` in the login config: which second factors, and whether every visitor must pass one. */
export interface MfaOptions {
  /** The second factors offered, in the order tried first: `totp`, `sms` or both. @default ['totp'] */
  factors?: readonly SecondFactor[];
  /**
   * Every visitor passes a second factor after the first, and one who has none sets one up there. Without it only a
   * visitor who has set one up (an authenticator app) is asked. @default false
   */
  required?: boolean;
}

export const DEFAULT_FACTORS: readonly SecondFactor[] = ['totp'];

/** Minutes a new authenticator app waits for its first code before the provider drops it (`POST /totps`). */
export const SETUP_MINUTES = 30;

declare module '../../shell/registries.js' {
  interface LoginConfig {
    /** The second factor after the first (docs/mfa.md); the `mfa` product must be listed. */
    mfaOptions?: MfaOptions;
  }
  interface EventRegistry {
    /** The visitor proved a second factor: how (`totp`, `recovery_code` or `sms`), and why (a login, or a step-up). */
    MFA_AUTHENTICATE: { factor: 'totp' | 'recovery_code' | 'sms'; reason: 'login' | 'stepUp' };
    /** An authenticator app was set up (its first code checked); its recovery codes were shown. */
    MFA_TOTP_CREATE: { totp_id: string };
  }
}
