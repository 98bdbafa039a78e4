/**
 * The project's OAuth settings, as the hosted dashboard would hold them. URLs may start with `{origin}`, the
 * provider's own `http://localhost:PORT` (its port is known only once it listens).
 */

/** The nineteen social providers of SPEC §2, by the name their start path uses, with the name users see. */
export const OAUTH_PROVIDERS = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  github: 'GitHub',
  gitlab: 'GitLab',
  facebook: 'Facebook',
  discord: 'Discord',
  salesforce: 'Salesforce',
  slack: 'Slack',
  amazon: 'Amazon',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
  coinbase: 'Coinbase',
  twitch: 'Twitch',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  figma: 'Figma',
  yahoo: 'Yahoo',
} as const;

export type OAuthProviderType = keyof typeof OAUTH_PROVIDERS;

export const isOAuthProvider = (value: string): value is OAuthProviderType => Object.hasOwn(OAUTH_PROVIDERS, value);

/** One enabled social provider. The provider stands in for all of them with its own consent page. */
export interface OAuthProviderConfig {
  type: OAuthProviderType;
  /**
   * Google: the project's own Google OAuth client, which One Tap needs. Without one the project signs in with the
   * default client, and One Tap answers `default_provider_not_allowed`.
   */
  clientId?: string;
  /** Google: the JavaScript origins the simulated Google accepts for One Tap. @default ['{origin}', ...allowedOrigins] */
  authorizedOrigins?: string[];
}

/** The redirect URLs registered for OAuth returns; the first of each list is the default. Compared exactly. */
export interface OAuthRedirectUrls {
  login: string[];
  signup: string[];
}

export const LOCAL_GOOGLE_CLIENT_ID = 'latch-local-dev.apps.googleusercontent.test';

/** Every provider enabled; Google with a client of its own, so One Tap works out of the box. */
export const defaultOAuthProviders = (): OAuthProviderConfig[] =>
  (Object.keys(OAUTH_PROVIDERS) as OAuthProviderType[]).map((type) => (type === 'google' ? { type, clientId: LOCAL_GOOGLE_CLIENT_ID } : { type }));

/** The demo's front page, which finishes OAuth returns with the host helper. */
// The account page connects providers to the signed-in user and is sent back there (an attach's start).
export const defaultOAuthRedirectUrls = (): OAuthRedirectUrls => ({ login: ['{origin}/', '{origin}/account'], signup: ['{origin}/'] });

const isAbsoluteHttp = (url: string) => {
  try {
    const parsed = new URL(url.replaceAll('{origin}', 'http://localhost'));
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && !url.includes('#');
  } catch {
    return false;
  }
};

export function checkOAuthConfig(providers: unknown, redirects: unknown): void {
  if (!Array.isArray(providers)) throw new Error('config: oauthProviders must be a list');
  const seen = new Set<string>();
  for (const entry of providers as Partial<OAuthProviderConfig>[]) {
    const type = String(entry?.type);
    if (!isOAuthProvider(type)) throw new Error(`config: oauthProviders: unknown provider type "${type}"`);
    if (seen.has(type)) throw new Error(`config: oauthProviders lists "${type}" twice`);
    seen.add(type);
    if (entry.clientId !== undefined && (typeof entry.clientId !== 'string' || entry.clientId === '')) {
      throw new Error(`config: oauthProviders "${type}": clientId must be a non-empty string`);
    }
    const origins: unknown = entry.authorizedOrigins;
    if (origins !== undefined && (!Array.isArray(origins) || !origins.every((o) => typeof o === 'string'))) {
      throw new Error(`config: oauthProviders "${type}": authorizedOrigins must be a list of origins`);
    }
  }
  const lists = redirects as Partial<OAuthRedirectUrls> | undefined;
  for (const kind of ['login', 'signup'] as const) {
    const urls: unknown = lists?.[kind];
    if (!Array.isArray(urls) || !urls.every((u) => typeof u === 'string' && isAbsoluteHttp(u))) {
      throw new Error(`config: oauthRedirectUrls.${kind} must be a list of absolute http(s) URLs without a fragment`);
    }
  }
}

/** `{origin}` replaced by the provider's own origin. */
export const withOrigin = (url: string, origin: string) => url.replaceAll('{origin}', origin);
