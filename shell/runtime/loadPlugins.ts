import { descriptorOf, type HostProducts } from '../entries.js';
import { PluginUnavailableError } from '../productDescriptor.js';
import type { AnyPlugin } from '../pluginTypes.js';
import { loadProduce, produceNow, type Produce } from '../store/produce.js';
import type { Translate } from '../strings.js';
import { arrived, load } from './downloads.js';

export type LoadResult = { ok: true; plugins: AnyPlugin[]; produce: Produce } | { ok: false; error: string };

/** The planned products' plugins if every one, and immer, have already arrived, else undefined. */
export function loadedNow(products: readonly string[], t: Translate, host: HostProducts = {}): LoadResult | undefined {
  const plugins = products.map((id) => arrived.get(descriptorOf(id, host)!.load));
  const produce = produceNow();
  if (plugins.some((p) => p === undefined) || !produce) return undefined;
  return checkIds(products, plugins as AnyPlugin[], t, produce);
}

function checkIds(products: readonly string[], plugins: AnyPlugin[], t: Translate, produce: Produce): LoadResult {
  const mismatch = plugins.findIndex((plugin, i) => plugin?.id !== products[i]);
  if (mismatch >= 0) return { ok: false, error: t('config.wrongPlugin', { product: products[mismatch]!, id: String(plugins[mismatch]?.id) }) };
  return { ok: true, plugins, produce };
}

/**
 * Loads the planned products in parallel, in the listed order, then immer; any failure is one readable config
 * error that names the product whose chunk failed, or says that the widget's own code (immer) did not arrive.
 */
export async function loadPlugins(products: readonly string[], t: Translate, host: HostProducts = {}): Promise<LoadResult> {
  const settled = await Promise.allSettled(products.map((id) => load(descriptorOf(id, host)!.load)));
  for (const [i, result] of settled.entries()) {
    const product = products[i]!;
    if (result.status === 'fulfilled') continue;
    if (result.reason instanceof PluginUnavailableError) return { ok: false, error: t('config.notBuilt', { product: result.reason.product }) };
    console.error(`latch: the chunk of the "${product}" product failed to load`, result.reason);
    return { ok: false, error: t('config.loadFailed', { product }) };
  }
  let produce: Produce;
  try {
    produce = await loadProduce();
  } catch (error) {
    // The widget's own code, not a product's: naming one would send the host to the wrong product.
    console.error('latch: the state library of the products failed to load', error);
    return { ok: false, error: t('config.codeFailed') };
  }
  return checkIds(
    products,
    settled.map((r) => (r as PromiseFulfilledResult<{ default: AnyPlugin }>).value.default),
    t,
    produce,
  );
}
