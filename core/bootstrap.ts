import type { Transport } from './transport.js';
import { bootstrapKey, type KeyValueStore } from './storage.js';
import type { BootstrapData } from './types.js';

/** What the widget assumes when bootstrap cannot be fetched: nothing optional switched on. */
export const DEFAULT_BOOTSTRAP: BootstrapData = {
  projectName: '',
  displayWatermark: false,
  cnameDomain: null,
  emailDomains: ['stytch.com'],
  captchaSettings: { enabled: false },
  pkceRequiredForEmailMagicLinks: false,
  pkceRequiredForPasswordResets: false,
  pkceRequiredForOAuth: false,
  pkceRequiredForSso: false,
  passwordConfig: null,
  siweRequiredForCryptoWallets: false,
  dfpProtectedAuthEnabled: false,
  dfpProtectedAuthMode: null,
  createOrganizationEnabled: false,
  slugPattern: null,
  rbacPolicy: null,
  vertical: null,
};

type Raw = Record<string, unknown>;

const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
const strOrNull = (v: unknown) => (typeof v === 'string' ? v : null);

/** Maps the wire's snake_case (CONTRACT §6) field by field, so one odd field cannot void the rest. */
export function mapBootstrap(raw: Raw): BootstrapData {
  const d = DEFAULT_BOOTSTRAP;
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

/**
 * Fetches bootstrap once per client. The last good answer is cached in storage and used
 * while the network is slow or down; a failure falls back to safe defaults, never throws.
 */
export function createBootstrap(transport: Pick<Transport, 'request' | 'publicToken'>, store: KeyValueStore, log: Pick<Console, 'error'> = console) {
  let pending: Promise<BootstrapData> | undefined;
  const cached = (): BootstrapData | undefined => {
    try {
      const raw = store.get(bootstrapKey(transport.publicToken));
      return raw ? { ...DEFAULT_BOOTSTRAP, ...(JSON.parse(raw) as BootstrapData) } : undefined;
    } catch {
      return undefined;
    }
  };
  const fetchOnce = async (): Promise<BootstrapData> => {
    try {
      const raw = await transport.request<Raw>({ method: 'GET', path: `/projects/bootstrap/${encodeURIComponent(transport.publicToken)}` });
      const data = mapBootstrap(raw);
      store.set(bootstrapKey(transport.publicToken), JSON.stringify(data));
      if (data.vertical === 'B2B') {
        log.error('latch: this public token belongs to a B2B project; the consumer widget cannot be used with it. Use a consumer project token.');
      }
      return data;
    } catch (error) {
      log.error('latch: could not load the project bootstrap; using defaults.', error instanceof Error ? error.message : error);
      return cached() ?? DEFAULT_BOOTSTRAP;
    }
  };
  return {
    get: () => (pending ??= fetchOnce()),
    /** The last known answer without waiting, for a first paint. */
    peek: (): BootstrapData | undefined => cached(),
  };
}

export type BootstrapLoader = ReturnType<typeof createBootstrap>;
