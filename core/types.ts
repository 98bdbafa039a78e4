/** Wire shapes of CONTRACT §4; field names are the provider's. */
export interface User {
  user_id: string;
  created_at: string;
  status: 'active' | 'pending';
  name: { first_name: string; middle_name: string; last_name: string };
  emails: { email_id: string; email: string; verified: boolean }[];
  phone_numbers: { phone_id: string; phone_number: string; verified: boolean }[];
  providers: { oauth_user_registration_id: string; provider_subject: string; provider_type: string; profile_picture_url: string; locale: string }[];
  webauthn_registrations: {
    webauthn_registration_id: string;
    domain: string;
    user_agent: string;
    authenticator_type: string;
    verified: boolean;
    name: string;
  }[];
  totps: { totp_id: string; verified: boolean }[];
  crypto_wallets: { crypto_wallet_id: string; crypto_wallet_address: string; crypto_wallet_type: string; verified: boolean }[];
  biometric_registrations: { biometric_registration_id: string; verified: boolean }[];
  password: null | { password_id: string; requires_reset: boolean };
  trusted_metadata: Record<string, unknown>;
  untrusted_metadata: Record<string, unknown>;
}

export interface AuthenticationFactor {
  type: string;
  delivery_method: string;
  last_authenticated_at: string;
  [factor: `${string}_factor`]: unknown;
}

export interface Session {
  session_id: string;
  user_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  attributes: { ip_address: string; user_agent: string };
  authentication_factors: AuthenticationFactor[];
  custom_claims: Record<string, unknown> | null;
}

/** Every response `data` carries these. */
export interface Common {
  request_id: string;
  status_code: number;
}

/** The `data` of every login call. */
export interface AuthResponse extends Common {
  user_id: string;
  user: User;
  session: Session;
  session_token: string;
  session_jwt: string;
}

export interface BootstrapData {
  projectName: string;
  displayWatermark: boolean;
  cnameDomain: string | null;
  emailDomains: string[];
  /** `scriptUrl`: a development provider's own reCAPTCHA stand-in (not in the contract; see core/protectionScripts.ts). */
  captchaSettings: { enabled: boolean; siteKey?: string; scriptUrl?: string };
  pkceRequiredForEmailMagicLinks: boolean;
  pkceRequiredForPasswordResets: boolean;
  pkceRequiredForOAuth: boolean;
  pkceRequiredForSso: boolean;
  passwordConfig: { ludsComplexity: number; ludsMinimumCount: number } | null;
  siweRequiredForCryptoWallets: boolean;
  dfpProtectedAuthEnabled: boolean;
  dfpProtectedAuthMode: string | null;
  createOrganizationEnabled: boolean;
  slugPattern: string | null;
  rbacPolicy: unknown;
  vertical: string | null;
}
