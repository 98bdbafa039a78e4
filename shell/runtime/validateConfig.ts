import type { LoginConfig } from '../config.js';
import type { AnyPlugin } from '../plugin-api.js';
import type { Translate } from '../strings.js';

/** Rules about the product list itself; each plugin then checks its own options. */
export function crossProductError(config: LoginConfig, t: Translate): string | undefined {
  if (config.products.length === 1 && config.products[0] === 'passkeys') return t('config.passkeysAlone');
  return undefined;
}

/** Each loaded plugin's own rules, in product order; the first failure is shown. */
export function configError(config: LoginConfig, plugins: AnyPlugin[]): string | undefined {
  return plugins.map((p) => p.validate?.(config)).find((e) => e !== undefined);
}
