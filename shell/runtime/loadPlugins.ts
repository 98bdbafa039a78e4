import { isBuiltInProduct, PluginUnavailableError, productLoaders, type PluginLoader } from '../loader.js';
import type { AnyPlugin } from '../plugin-api.js';
import type { Translate } from '../strings.js';

export type LoadResult = { ok: true; plugins: AnyPlugin[] } | { ok: false; error: string };

/** Plugins a host brings (its own products, built outside this repo), by product id. */
export type ExtraLoaders = Readonly<Record<string, PluginLoader>>;

/**
 * Loads the listed products in parallel, in the listed order; any failure is one readable config error.
 * A host's own loaders are looked up first, so a host may also replace a built-in product.
 */
export async function loadPlugins(products: readonly unknown[], t: Translate, extra: ExtraLoaders = {}): Promise<LoadResult> {
  const loaderOf = (id: unknown): PluginLoader | undefined =>
    typeof id !== 'string' ? undefined : Object.prototype.hasOwnProperty.call(extra, id) ? extra[id] : isBuiltInProduct(id) ? productLoaders[id] : undefined;
  const unknown = products.find((p) => !loaderOf(p));
  if (unknown !== undefined) return { ok: false, error: t('config.unknownProduct', { product: String(unknown) }) };
  const unique = [...new Set(products)] as string[];
  try {
    const modules = await Promise.all(unique.map((id) => loaderOf(id)!()));
    const plugins = modules.map((m) => m.default);
    const mismatch = plugins.findIndex((plugin, i) => plugin?.id !== unique[i]);
    if (mismatch >= 0) {
      return { ok: false, error: t('config.wrongPlugin', { product: unique[mismatch]!, id: String(plugins[mismatch]?.id) }) };
    }
    return { ok: true, plugins };
  } catch (error) {
    if (error instanceof PluginUnavailableError) return { ok: false, error: t('config.notBuilt', { product: error.product }) };
    const product = unique.find(Boolean) ?? '';
    console.error('latch: a product chunk failed to load', error);
    return { ok: false, error: t('config.loadFailed', { product }) };
  }
}
