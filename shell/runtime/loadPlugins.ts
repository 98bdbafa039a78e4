import { descriptorOf, type HostProducts } from '../entries.js';
import { PluginUnavailableError } from '../productDescriptor.js';
import type { AnyPlugin } from '../pluginTypes.js';
import { loadProduce, produceNow, type Produce } from '../store/produce.js';
import type { Refusal } from '../refusalTexts.js';
import { arrived, load } from './downloads.js';
import type { WordRefusal } from './wordRefusal.js';

export type LoadResult = { ok: true; plugins: AnyPlugin[]; produce: Produce } | { ok: false; error: string };

/**
 * The planned products' plugins if every one, and immer, have already arrived and are the plugins asked for, else
 * undefined (a wrong plugin is worded by `loadPlugins`, which may fetch the text).
 */
export function loadedNow(products: readonly string[], host: HostProducts = {}): Extract<LoadResult, { ok: true }> | undefined {
  const plugins = products.map((id) => arrived.get(descriptorOf(id, host)!.load));
  const produce = produceNow();
  if (plugins.some((p) => p === undefined) || !produce || wrongPlugin(products, plugins as AnyPlugin[])) return undefined;
  return { ok: true, plugins: plugins as AnyPlugin[], produce };
}

/** A plugin whose id is not the product it was loaded for, as the refusal that says so. */
function wrongPlugin(products: readonly string[], plugins: readonly AnyPlugin[]): Refusal | undefined {
  const mismatch = plugins.findIndex((plugin, i) => plugin?.id !== products[i]);
  return mismatch < 0 ? undefined : ['config.wrongPlugin', { product: products[mismatch]!, id: String(plugins[mismatch]?.id) }];
}

/**
 * Loads the planned products in parallel, in the listed order, then immer; any failure is one readable config
 * error that names the product whose chunk failed, or says that the widget's own code (immer) did not arrive.
 */
export async function loadPlugins(products: readonly string[], word: WordRefusal, host: HostProducts = {}): Promise<LoadResult> {
  const refused = async (refusal: Refusal): Promise<LoadResult> => ({ ok: false, error: await word(refusal) });
  const settled = await Promise.allSettled(products.map((id) => load(descriptorOf(id, host)!.load)));
  for (const [i, result] of settled.entries()) {
    const product = products[i]!;
    if (result.status === 'fulfilled') continue;
    if (result.reason instanceof PluginUnavailableError) return refused(['config.notBuilt', { product: result.reason.product }]);
    console.error(`latch: the chunk of the "${product}" product failed to load`, result.reason);
    return refused(['config.loadFailed', { product }]);
  }
  let produce: Produce;
  try {
    produce = await loadProduce();
  } catch (error) {
    // The widget's own code, not a product's: naming one would send the host to the wrong product.
    console.error('latch: the state library of the products failed to load', error);
    return refused(['config.codeFailed']);
  }
  const plugins = settled.map((r) => (r as PromiseFulfilledResult<{ default: AnyPlugin }>).value.default);
  const wrong = wrongPlugin(products, plugins);
  return wrong ? refused(wrong) : { ok: true, plugins, produce };
}
