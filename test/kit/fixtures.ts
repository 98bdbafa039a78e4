/**
 * Wire objects as the provider sends them (CONTRACT §4 and §6), for hosts' tests: every field present, realistic ids,
 * each builder taking overrides.
 */
import type { AuthResponse, Session, User } from '../../core/types.js';

/** The `data` of `GET /projects/bootstrap/{public_token}` with a dev project's values (CONTRACT §6), snake_case. */
export interface RawBootstrap {
  project_name: string;
  disable_sdk_watermark: boolean;
  cname_domain: string | null;
  email_domains: string[];
  captcha_settings: { enabled: boolean; siteKey?: string };
  pkce_required_for_email_magic_links: boolean;
  pkce_required_for_password_resets: boolean;
  pkce_required_for_oauth: boolean;
  pkce_required_for_sso: boolean;
  password_config: null | { luds_complexity: number; luds_minimum_count: number };
  dfp_protected_auth_enabled: boolean;
  dfp_protected_auth_mode: string | null;
  rbac_policy: null;
  siwe_required_for_crypto_wallets: boolean;
  slug_pattern: string | null;
  create_organization_enabled: boolean;
  vertical: string;
}

export const testBootstrap = (overrides: Partial<RawBootstrap> = {}): RawBootstrap => ({
  project_name: 'Test Project',
  disable_sdk_watermark: true,
  cname_domain: null,
  email_domains: [],
  captcha_settings: { enabled: false },
  pkce_required_for_email_magic_links: false,
  pkce_required_for_password_resets: false,
  pkce_required_for_oauth: false,
  pkce_required_for_sso: false,
  password_config: null,
  dfp_protected_auth_enabled: false,
  dfp_protected_auth_mode: null,
  rbac_policy: null,
  siwe_required_for_crypto_wallets: false,
  slug_pattern: null,
  create_organization_enabled: false,
  vertical: 'CONSUMER',
  ...overrides,
});

/** A test id in the provider's `<kind>-test-<uuid>` form, e.g. `user-test-…`. */
export const testId = (kind: string) => `${kind}-test-${crypto.randomUUID()}`;

/** An active user with one verified email and nothing else. */
export function testUser(overrides: Partial<User> & { email?: string } = {}): User {
  const { email = 'ada@example.com', ...fields } = overrides;
  return {
    user_id: testId('user'),
    created_at: new Date().toISOString(),
    status: 'active',
    name: { first_name: '', middle_name: '', last_name: '' },
    emails: [{ email_id: testId('email'), email, verified: true }],
    phone_numbers: [],
    providers: [],
    webauthn_registrations: [],
    totps: [],
    crypto_wallets: [],
    biometric_registrations: [],
    password: null,
    trusted_metadata: {},
    untrusted_metadata: {},
    ...fields,
  };
}

/** A session of `user` started now, lasting `minutes`, with the factor that started it. */
export function testSession(user: User, minutes = 30, factor?: Session['authentication_factors'][number]): Session {
  const now = new Date();
  return {
    session_id: testId('session'),
    user_id: user.user_id,
    started_at: now.toISOString(),
    last_accessed_at: now.toISOString(),
    expires_at: new Date(now.getTime() + minutes * 60_000).toISOString(),
    attributes: { ip_address: '127.0.0.1', user_agent: 'latch test kit' },
    authentication_factors: factor ? [factor] : [],
    custom_claims: null,
  };
}

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * A login call's `data` (CONTRACT §4 AuthResponse). The session JWT is JWT-shaped but unsigned (`alg: none`): the
 * widget stores it and never decodes it, and a test has no key to check it against.
 */
export function testAuthResponse(user: User, session: Session, extra: Record<string, unknown> = {}): AuthResponse & Record<string, unknown> {
  const claims = { sub: user.user_id, session_id: session.session_id, exp: Math.floor(Date.parse(session.expires_at) / 1000) };
  return {
    request_id: testId('request'),
    status_code: 200,
    user_id: user.user_id,
    user,
    session,
    session_token: `session-token-${crypto.randomUUID()}`,
    session_jwt: `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.`,
    ...extra,
  };
}
