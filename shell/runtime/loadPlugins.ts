import { descriptorOf, type HostProducts } from '../entries.js';
import { PluginUnavailableError } from '../loader.js';
import type { AnyPlugin } from '../plugin-api.js';
import type { Translate } from '../strings.js';

export type LoadResult = { ok: true; plugins: AnyPlugin[] } | { ok: false; error: string };

/**
 * Loads the planned products in parallel, in the listed order; any failure is one readable config
 * error that names the product whose chunk failed.
 */
export async function loadPlugins(products: readonly string[], t: Translate, host: HostProducts = {}): Promise<LoadResult> {
  const settled = await Promise.allSettled(products.map((id) => descriptorOf(id, host)!.load()));
  for (const [i, result] of settled.entries()) {
    const product = products[i]!;
    if (result.status === 'fulfilled') continue;
    if (result.reason instanceof PluginUnavailableError) return { ok: false, error: t('config.notBuilt', { product: result.reason.product }) };
    console.error(`latch: the chunk of the "${product}" product failed to load`, result.reason);
    return { ok: false, error: t('config.loadFailed', { product }) };
  }
  const plugins = settled.map((r) => (r as PromiseFulfilledResult<{ default: AnyPlugin }>).value.default);
  const mismatch = plugins.findIndex((plugin, i) => plugin?.id !== products[i]);
  if (mismatch >= 0) return { ok: false, error: t('config.wrongPlugin', { product: products[mismatch]!, id: String(plugins[mismatch]?.id) }) };
  return { ok: true, plugins };
}
