import type { ProductId } from './plugin-api.js';

/** The host's login configuration (SPEC §3 Configuration). Product option blocks are declared here so hosts get one typed object. */
export type BuiltInProductId = 'emailMagicLinks' | 'otp' | 'passwords' | 'oauth' | 'crypto' | 'passkeys' | 'idp';

export type OtpMethod = 'sms' | 'whatsapp' | 'email';

export interface EmailMagicLinksOptions {
  loginRedirectURL?: string;
  /** @default 30 */
  loginExpirationMinutes?: number;
  signupRedirectURL?: string;
  /** @default 30 */
  signupExpirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
  createUserAsPending?: boolean;
  domainHint?: string;
}

export interface OAuthProviderConfig {
  type: string;
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
  one_tap?: boolean;
  position?: 'embedded' | 'floating' | 'embeddedOnly' | 'floatingOrEmbedded' | 'forceLegacyEmbedded';
  cancel_on_tap_outside?: boolean;
}

export interface OAuthOptions {
  providers: OAuthProviderConfig[];
  loginRedirectURL?: string;
  signupRedirectURL?: string;
}

export interface OtpOptions {
  methods: OtpMethod[];
  /** @default 5 */
  expirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
}

export interface PasswordOptions {
  loginRedirectURL?: string;
  resetPasswordRedirectURL?: string;
  resetPasswordExpirationMinutes?: number;
  resetPasswordTemplateId?: string;
}

export interface LoginConfig {
  /** Built-in product ids, and the ids of plugins the host brings (`plugins` mount option). @default ['emailMagicLinks'] */
  products: ProductId[];
  emailMagicLinksOptions?: EmailMagicLinksOptions;
  oauthOptions?: OAuthOptions;
  otpOptions?: OtpOptions;
  passwordOptions?: PasswordOptions;
  sessionOptions?: { /** @default 30 */ sessionDurationMinutes?: number };
  /** Hides the back arrow on screens that would show one. */
  hideBackArrow?: boolean;
}

export const DEFAULT_SESSION_MINUTES = 30;

export const sessionMinutes = (config: LoginConfig) => config.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_MINUTES;

/** Host style options (SPEC §3 Theme); every field optional, defaults from SPEC §9. */
export interface WidgetStyles {
  container?: { backgroundColor?: string; borderColor?: string; borderRadius?: string; width?: string; padding?: string };
  colors?: { primary?: string; secondary?: string; success?: string; error?: string };
  buttons?: {
    primary?: { backgroundColor?: string; textColor?: string; borderColor?: string; borderRadius?: string };
    secondary?: { backgroundColor?: string; textColor?: string; borderColor?: string; borderRadius?: string };
  };
  inputs?: { backgroundColor?: string; textColor?: string; placeholderColor?: string; borderColor?: string; borderRadius?: string };
  typography?: { fontFamily?: string };
  fontFamily?: string;
  hideHeaderText?: boolean;
  logo?: { logoImageUrl?: string };
}
