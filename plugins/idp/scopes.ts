import type { Translate } from '../../shell/plugin-api.js';

/** OpenID Connect's own scopes: asking for only these is signing in; anything more is asking for account access. */
const STANDARD = new Set(['openid', 'profile', 'email', 'phone', 'offline_access']);
/** Scopes with a description of our own (SPEC §2's known set). */
const KNOWN = ['openid', 'profile', 'email', 'phone', 'offline_access', 'full_access'] as const;
type KnownScope = (typeof KNOWN)[number];
const isKnown = (scope: string): scope is KnownScope => (KNOWN as readonly string[]).includes(scope);

export const scopeList = (scope: string): string[] => [...new Set(scope.split(' ').filter(Boolean))];

export const onlyStandardScopes = (scopes: string[]) => scopes.every((scope) => STANDARD.has(scope));

/** The project's RBAC policy (bootstrap `rbac_policy`) may describe its custom scopes: `scopes: [{ scope, description }]`. */
function policyDescription(policy: unknown, scope: string): string | undefined {
  const scopes: unknown = (policy as { scopes?: unknown } | null)?.scopes;
  if (!Array.isArray(scopes)) return undefined;
  const entry = scopes.find((s: unknown) => (s as { scope?: unknown } | null)?.scope === scope) as { description?: unknown } | undefined;
  return typeof entry?.description === 'string' && entry.description.trim() !== '' ? entry.description : undefined;
}

export function describeScope(scope: string, t: Translate, policy: unknown): string {
  if (isKnown(scope)) return t(`idp.scope.${scope}`);
  return policyDescription(policy, scope) ?? t('idp.scope.other', { scope });
}
