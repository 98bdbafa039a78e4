import { isOAuthProviderType, type OAuthProviderType } from '../../core/api/oauth.js';
import type { LoginConfig } from '../../shell/plugin-api.js';
import type { OAuthProviderOptions, OneTapPosition } from './options.js';

/** The name each button shows: 'Continue with {name}' (SPEC §2). */
export const PROVIDER_NAMES: Record<OAuthProviderType, string> = {
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
};

export const providersOf = (config: Readonly<LoginConfig>): readonly OAuthProviderOptions[] => config.oauthOptions?.providers ?? [];

export const isOneTap = (provider: OAuthProviderOptions) => provider.type === 'google' && provider.one_tap === true;

/** SPEC §2: the prompt is shown alone when OAuth is the only product and its only provider is Google with one_tap. */
export function oneTapAlone(config: Readonly<LoginConfig>): boolean {
  const providers = providersOf(config);
  return config.products.length === 1 && config.products[0] === 'oauth' && providers.length === 1 && isOneTap(providers[0]!);
}

/**
 * Where the prompt goes, given the position and whether the browser shows Google's prompt itself (FedCM):
 * inside the widget, floating over the page, or nowhere (embeddedOnly where FedCM takes over).
 */
export function oneTapMode(position: OneTapPosition | undefined, fedcm: boolean): 'embedded' | 'floating' | 'none' {
  if (position === 'forceLegacyEmbedded') return 'embedded';
  const embeddable = position === 'embedded' || position === 'embeddedOnly' || position === 'floatingOrEmbedded';
  if (embeddable && !fedcm) return 'embedded';
  return position === 'embeddedOnly' ? 'none' : 'floating';
}

const POSITIONS: readonly unknown[] = ['embedded', 'floating', 'embeddedOnly', 'floatingOrEmbedded', 'forceLegacyEmbedded'];
const isStringRecord = (v: unknown) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');
const isStringList = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');

export type ProviderProblem =
  { kind: 'none' } | { kind: 'unknown'; type: string } | { kind: 'field'; type: string; field: string } | { kind: 'twice'; type: string };

/** A page's config is JSON no compiler saw: each provider entry is checked field by field. */
export function providerProblem(providers: unknown): ProviderProblem | undefined {
  if (!Array.isArray(providers) || providers.length === 0) return { kind: 'none' };
  const seen = new Set<string>();
  for (const entry of providers as Record<string, unknown>[]) {
    const type: unknown = entry?.type;
    if (!isOAuthProviderType(type)) return { kind: 'unknown', type: String(type) };
    if (seen.has(type)) return { kind: 'twice', type };
    seen.add(type);
    if (entry.custom_scopes !== undefined && !isStringList(entry.custom_scopes)) return { kind: 'field', type, field: 'custom_scopes' };
    if (entry.provider_params !== undefined && !isStringRecord(entry.provider_params)) return { kind: 'field', type, field: 'provider_params' };
    if (entry.one_tap !== undefined && typeof entry.one_tap !== 'boolean') return { kind: 'field', type, field: 'one_tap' };
    if (entry.position !== undefined && !POSITIONS.includes(entry.position)) return { kind: 'field', type, field: 'position' };
    if (entry.cancel_on_tap_outside !== undefined && typeof entry.cancel_on_tap_outside !== 'boolean')
      return { kind: 'field', type, field: 'cancel_on_tap_outside' };
  }
  return undefined;
}
