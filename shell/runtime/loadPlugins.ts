import { isBuiltInProduct, PluginUnavailableError, productLoaders } from '../loader.js';
import type { AnyPlugin } from '../plugin-api.js';
import type { Translate } from '../strings.js';

export type LoadResult = { ok: true; plugins: AnyPlugin[] } | { ok: false; error: string };

/** Loads the listed products in parallel, in the listed order; any failure is one readable config error. */
export async function loadPlugins(products: readonly unknown[], t: Translate): Promise<LoadResult> {
  const unknown = products.find((p) => !isBuiltInProduct(p));
  if (unknown !== undefined) return { ok: false, error: t('config.unknownProduct', { product: String(unknown) }) };
  const unique = [...new Set(products)].filter(isBuiltInProduct);
  try {
    const modules = await Promise.all(unique.map((id) => productLoaders[id]()));
    return { ok: true, plugins: modules.map((m) => m.default) };
  } catch (error) {
    if (error instanceof PluginUnavailableError) return { ok: false, error: t('config.notBuilt', { product: error.product }) };
    const product = unique.find(Boolean) ?? '';
    console.error('latch: a product chunk failed to load', error);
    return { ok: false, error: t('config.loadFailed', { product }) };
  }
}
