import { Hono } from 'hono';
import { DEV_CAPTCHA_SCRIPT, DEV_CAPTCHA_SITE_KEY } from '../auth/captcha';
import type { AppEnv, Deps } from '../context';
import { invalidPublicToken } from '../http/auth';
import { ok } from '../http/respond';

/** CONTRACT §6: every field present, password_config included even when null. */
export function bootstrapRoutes(deps: Deps) {
  const { config } = deps;
  return new Hono<AppEnv>().get('/projects/bootstrap/:publicToken', (c) => {
    if (!config.publicTokens.includes(c.req.param('publicToken'))) throw invalidPublicToken();
    const policy = config.passwordPolicy;
    return ok(c, {
      project_name: config.projectName,
      disable_sdk_watermark: config.disableSdkWatermark,
      cname_domain: null,
      email_domains: config.emailDomains,
      // script_url is the local provider's own addition: the widget loads the stand-in from there, not from Google. A
      // path, resolved against the API base, so it holds whichever host name the page reached the provider by.
      captcha_settings: config.captcha ? { enabled: true, siteKey: DEV_CAPTCHA_SITE_KEY, script_url: DEV_CAPTCHA_SCRIPT } : { enabled: false },
      pkce_required_for_email_magic_links: config.pkceRequiredForEmailMagicLinks,
      pkce_required_for_password_resets: config.pkceRequiredForPasswordResets,
      pkce_required_for_oauth: config.pkceRequiredForOauth,
      pkce_required_for_sso: config.pkceRequiredForSso,
      password_config: policy.type === 'luds' ? { luds_complexity: policy.ludsComplexity, luds_minimum_count: policy.ludsMinimumCount } : null,
      dfp_protected_auth_enabled: false,
      dfp_protected_auth_mode: null,
      rbac_policy: null,
      siwe_required_for_crypto_wallets: config.siweRequiredForCryptoWallets,
      slug_pattern: null,
      create_organization_enabled: false,
      vertical: 'CONSUMER',
    });
  });
}
