import type { BuiltInProductId, LoginConfig } from './config.js';
import type { EntryKind, ProductId } from './plugin-api.js';

/** The product whose plugin owns each non-login entry point's first screen. */
export const ENTRY_PRODUCT: Record<Exclude<EntryKind, 'login'>, BuiltInProductId> = {
  resetPassword: 'passwords',
  passkeyRegistration: 'passkeys',
  identityProvider: 'idp',
};

export function normalizeConfig(config: Partial<LoginConfig> | undefined): LoginConfig {
  const products = Array.isArray(config?.products) && config.products.length > 0 ? config.products : ['emailMagicLinks' as const];
  return { ...config, products };
}

/** Products to load for an entry: the configured ones plus the entry's own. */
export function productsFor(entry: EntryKind, config: LoginConfig): ProductId[] {
  if (entry === 'login') return config.products;
  const own = ENTRY_PRODUCT[entry];
  return config.products.includes(own) ? config.products : [...config.products, own];
}
