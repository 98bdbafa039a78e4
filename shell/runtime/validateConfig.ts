import type { LoginConfig } from '../config.js';
import type { AnyPlugin } from '../plugin-api.js';
import type { Translate } from '../strings.js';

/** Rules about the product list itself; each plugin then checks its own options. */
export function crossProductError(config: LoginConfig, t: Translate): string | undefined {
  if (config.products.length === 1 && config.products[0] === 'passkeys') return t('config.passkeysAlone');
  return undefined;
}

export function configError(config: LoginConfig, plugins: AnyPlugin[], t: Translate): string | undefined {
  return crossProductError(config, t) ?? plugins.map((p) => p.validate?.(config)).find((e) => e !== undefined);
}
