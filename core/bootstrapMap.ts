import type { BootstrapData } from './types.js';

type Raw = Record<string, unknown>;

const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
const strOrNull = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * Maps the wire's snake_case (CONTRACT §6) field by field, so one odd field cannot void the rest.
 * `d` is `DEFAULT_BOOTSTRAP`, passed in because importing it would put `bootstrap.ts` in a shared chunk.
 */
export function mapBootstrap(raw: Raw, d: BootstrapData): BootstrapData {
  const captcha = (raw.captcha_settings ?? {}) as Raw;
  const pw = raw.password_config as Raw | null | undefined;
  return {
    projectName: str(raw.project_name, d.projectName),
    displayWatermark: raw.disable_sdk_watermark === undefined ? d.displayWatermark : raw.disable_sdk_watermark === false,
    cnameDomain: strOrNull(raw.cname_domain),
    emailDomains: Array.isArray(raw.email_domains) && raw.email_domains.every((e) => typeof e === 'string') ? raw.email_domains : d.emailDomains,
    captchaSettings: {
      enabled: bool(captcha.enabled, false),
      ...(typeof captcha.site_key === 'string' && { siteKey: captcha.site_key }),
      ...(typeof captcha.siteKey === 'string' && { siteKey: captcha.siteKey }),
      ...(typeof captcha.script_url === 'string' && { scriptUrl: captcha.script_url }),
    },
    pkceRequiredForEmailMagicLinks: bool(raw.pkce_required_for_email_magic_links, false),
    pkceRequiredForPasswordResets: bool(raw.pkce_required_for_password_resets, false),
    pkceRequiredForOAuth: bool(raw.pkce_required_for_oauth, false),
    pkceRequiredForSso: bool(raw.pkce_required_for_sso, false),
    passwordConfig:
      pw && typeof pw.luds_complexity === 'number' && typeof pw.luds_minimum_count === 'number'
        ? { ludsComplexity: pw.luds_complexity, ludsMinimumCount: pw.luds_minimum_count }
        : null,
    siweRequiredForCryptoWallets: bool(raw.siwe_required_for_crypto_wallets, false),
    dfpProtectedAuthEnabled: bool(raw.dfp_protected_auth_enabled, false),
    dfpProtectedAuthMode: strOrNull(raw.dfp_protected_auth_mode),
    createOrganizationEnabled: bool(raw.create_organization_enabled, false),
    slugPattern: strOrNull(raw.slug_pattern),
    rbacPolicy: raw.rbac_policy ?? null,
    vertical: strOrNull(raw.vertical),
  };
}
