// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeTestProvider } from '../testkit';

describe('GET /projects/bootstrap/{public_token}', () => {
  it('returns every field of CONTRACT §6 with the zxcvbn policy', async () => {
    const p = await makeTestProvider();
    const result = await p.call('GET', `/sdk/v1/projects/bootstrap/${p.publicToken}`);
    expect(result.status).toBe(200);
    expect(result.json.data).toEqual({
      project_name: 'Latch local project',
      disable_sdk_watermark: true,
      cname_domain: null,
      email_domains: ['localhost'],
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
      request_id: expect.any(String),
      status_code: 200,
    });
  });

  it('reflects the project config', async () => {
    const p = await makeTestProvider({
      config: {
        projectName: 'Acme',
        emailDomains: ['acme.test'],
        passwordPolicy: { type: 'luds', ludsComplexity: 3, ludsMinimumCount: 10 },
        pkceRequiredForEmailMagicLinks: true,
        siweRequiredForCryptoWallets: true,
        disableSdkWatermark: false,
      },
    });
    const { data } = (await p.call('GET', `/sdk/v1/projects/bootstrap/${p.publicToken}`)).json;
    expect(data).toMatchObject({
      project_name: 'Acme',
      email_domains: ['acme.test'],
      password_config: { luds_complexity: 3, luds_minimum_count: 10 },
      pkce_required_for_email_magic_links: true,
      siwe_required_for_crypto_wallets: true,
      disable_sdk_watermark: false,
    });
  });

  it('accepts every token registered in the config and refuses others', async () => {
    const p = await makeTestProvider({ config: { publicTokens: ['public-token-test-one', 'public-token-test-two'] } });
    expect((await p.call('GET', '/sdk/v1/projects/bootstrap/public-token-test-two')).status).toBe(200);
    const unknown = await p.call('GET', '/sdk/v1/projects/bootstrap/public-token-test-nope');
    expect(unknown.status).toBe(401);
    expect(unknown.json.error_type).toBe('invalid_public_token');
  });

  it('refuses a config with a malformed policy', async () => {
    await expect(makeTestProvider({ config: { passwordPolicy: { type: 'luds', ludsComplexity: 9, ludsMinimumCount: 8 } } })).rejects.toThrow(
      /ludsComplexity/,
    );
  });
});
