import { checkOAuthConfig, defaultOAuthProviders, defaultOAuthRedirectUrls } from './auth/oauthConfig';
import { checkRedirectUrlsConfig, DEMO_REDIRECT_URLS } from './auth/redirectUrls';
import type { IdpClientConfig, ProjectConfig } from './hostTypes';

export type { IdpClientConfig, PasswordPolicy, ProjectConfig } from './hostTypes';

/** The demo relying party's two registrations (provider/demo/rp.ts): one that asks for consent, one first-party. */
export const DEMO_IDP_CLIENTS: IdpClientConfig[] = [
  {
    client_id: 'demo-relying-party',
    client_name: 'Demo relying party',
    redirect_uris: ['{origin}/rp/callback'],
    post_logout_redirect_uris: ['{origin}/rp'],
    scopes: ['read:files'],
  },
  {
    client_id: 'demo-first-party',
    client_name: 'Demo first-party app',
    redirect_uris: ['{origin}/rp/callback'],
    post_logout_redirect_uris: ['{origin}/rp'],
    consent_required: false,
  },
];

export const DEFAULT_PUBLIC_TOKEN = 'public-token-test-5a1d0c4e-latch-local-dev';

export const defaultConfig = (): ProjectConfig => ({
  projectId: 'project-test-5a1d0c4e-latch-local-dev',
  projectName: 'Latch local project',
  publicTokens: [DEFAULT_PUBLIC_TOKEN],
  emailDomains: ['localhost'],
  passwordPolicy: { type: 'zxcvbn' },
  breachDetectionOnCreate: true,
  pkceRequiredForEmailMagicLinks: false,
  pkceRequiredForPasswordResets: false,
  pkceRequiredForOauth: false,
  pkceRequiredForSso: false,
  siweRequiredForCryptoWallets: false,
  webauthnUserVerification: 'required',
  disableSdkWatermark: true,
  captcha: false,
  allowedOrigins: [],
  redirectUrls: [...DEMO_REDIRECT_URLS],
  oauthProviders: defaultOAuthProviders(),
  oauthRedirectUrls: defaultOAuthRedirectUrls(),
  idpClients: [...DEMO_IDP_CLIENTS],
  idpConsentUrl: '{origin}/idp/authorize',
  idpLogoutUrl: '{origin}/idp/logout',
});

export function resolveConfig(...layers: (Partial<ProjectConfig> | undefined)[]): ProjectConfig {
  const config = Object.assign(defaultConfig(), ...layers.filter(Boolean)) as ProjectConfig;
  checkConfig(config);
  return config;
}

function checkConfig(config: ProjectConfig): void {
  if (config.publicTokens.length === 0) throw new Error('config: publicTokens must list at least one token');
  for (const token of config.publicTokens) {
    if (!token.startsWith('public-token-test-')) {
      // The published client picks its test or live base URL from this prefix.
      throw new Error(`config: public token "${token}" must start with "public-token-test-"`);
    }
  }
  const policy = config.passwordPolicy;
  if (policy.type === 'luds') {
    if (!Number.isInteger(policy.ludsComplexity) || policy.ludsComplexity < 1 || policy.ludsComplexity > 4) {
      throw new Error('config: passwordPolicy.ludsComplexity must be an integer from 1 to 4');
    }
    if (!Number.isInteger(policy.ludsMinimumCount) || policy.ludsMinimumCount < 8 || policy.ludsMinimumCount > 32) {
      throw new Error('config: passwordPolicy.ludsMinimumCount must be an integer from 8 to 32');
    }
  } else if (policy.type !== 'zxcvbn') {
    throw new Error('config: passwordPolicy.type must be "zxcvbn" or "luds"');
  }
  if (typeof config.captcha !== 'boolean') throw new Error('config: captcha must be true or false');
  if (config.webauthnUserVerification !== 'required' && config.webauthnUserVerification !== 'preferred') {
    throw new Error('config: webauthnUserVerification must be "required" or "preferred"');
  }
  for (const origin of config.allowedOrigins) {
    if (new URL(origin).origin !== origin) throw new Error(`config: allowed origin "${origin}" is not a bare origin`);
  }
  checkRedirectUrlsConfig(config.redirectUrls);
  checkIdpClients(config.idpClients);
  for (const key of ['idpConsentUrl', 'idpLogoutUrl'] as const) checkPageUrl(key, config[key]);
  checkOAuthConfig(config.oauthProviders, config.oauthRedirectUrls);
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** A registered URI must be an absolute http(s) URL without a fragment (RFC 6749 §3.1.2), `{origin}` allowed. */
function checkClientUri(clientId: string, uri: string): void {
  let url: URL | undefined;
  try {
    url = new URL(uri.replaceAll('{origin}', 'http://localhost'));
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || uri.includes('#')) {
    throw new Error(`config: idpClients "${clientId}": "${uri}" must be an absolute http(s) URL without a fragment`);
  }
}

/** A page of the host's named by the discovery document: an absolute http(s) URL, `{origin}` allowed. */
function checkPageUrl(key: string, value: unknown): void {
  let url: URL | undefined;
  try {
    url = typeof value === 'string' ? new URL(value.replaceAll('{origin}', 'http://localhost')) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`config: ${key} must be an absolute http(s) URL (or start with {origin}), not ${JSON.stringify(value)}`);
  }
}

function checkIdpClients(clients: unknown): void {
  if (!Array.isArray(clients)) throw new Error('config: idpClients must be a list');
  const ids = new Set<string>();
  for (const client of clients as Partial<IdpClientConfig>[]) {
    const id = client?.client_id;
    if (typeof id !== 'string' || id === '' || ids.has(id)) throw new Error('config: every idpClients entry needs its own non-empty client_id');
    ids.add(id);
    if (typeof client.client_name !== 'string' || client.client_name === '') throw new Error(`config: idpClients "${id}" needs a client_name`);
    if (!isStringList(client.redirect_uris) || client.redirect_uris.length === 0) throw new Error(`config: idpClients "${id}" needs redirect_uris`);
    if (client.post_logout_redirect_uris !== undefined && !isStringList(client.post_logout_redirect_uris)) {
      throw new Error(`config: idpClients "${id}": post_logout_redirect_uris must be a list of URLs`);
    }
    if (client.consent_required !== undefined && typeof client.consent_required !== 'boolean') {
      throw new Error(`config: idpClients "${id}": consent_required must be true or false`);
    }
    // RFC 6749 §3.3: a scope token is printable ASCII without space, '"' or '\'.
    if (
      client.scopes !== undefined &&
      (!isStringList(client.scopes) || !client.scopes.every((scope) => /^[\x21\x23-\x5b\x5d-\x7e]{1,100}$/.test(scope)))
    ) {
      throw new Error(
        `config: idpClients "${id}": scopes must be a list of scope names (1 to 100 printable characters, no space, quote or backslash)`,
      );
    }
    for (const uri of [...client.redirect_uris, ...(client.post_logout_redirect_uris ?? [])]) checkClientUri(id, uri);
  }
}
