import { descriptorOf, type HostProducts } from '../entries.js';
import type { PluginLoader } from '../productDescriptor.js';
import type { AnyPlugin } from '../pluginTypes.js';
import { loadProduce } from '../store/produce.js';
import type { MountPlan } from './plan.js';

/**
 * The products' downloads, apart from what the widget makes of them (./loadPlugins.ts): the vanilla entry starts them
 * at mount, so this module is in its file, and the rest comes with the widget.
 */

/** One download per loader, shared by the prefetch at mount and the load after it; a failure is forgotten so a remount retries. */
const inFlight = new WeakMap<PluginLoader, ReturnType<PluginLoader>>();
/** What has arrived, so a mount whose chunks are already here renders its form at once, without a loading pass. */
export const arrived = new WeakMap<PluginLoader, AnyPlugin>();

export function load(loader: PluginLoader): ReturnType<PluginLoader> {
  let pending = inFlight.get(loader);
  if (!pending) {
    pending = loader();
    inFlight.set(loader, pending);
    pending.then(
      (module) => arrived.set(loader, module.default),
      () => inFlight.delete(loader),
    );
  }
  return pending;
}

/**
 * Downloads a mount's planned products from the moment it is mounted, before React's first render and its effects:
 * `start` asks for them, so the chunks arrive while React renders. The built-in products are imported once
 * `builtInsMayRun` resolves: their files may already be on their way (preloaded), and running one runs React's file
 * first, which must not hold back the first paint's frame. immer is asked for once `immerAfter` resolves (when the
 * products' files have arrived), by default once the products have loaded: after the first wave (see
 * store/produce.ts). `start`'s promise waits for every one, failed or not: what fails is reported when the widget
 * loads them.
 */
export function prefetchProducts(
  plan: MountPlan,
  host: HostProducts = {},
): { planned: string[]; start(builtInsMayRun?: Promise<void>, immerAfter?: Promise<unknown>): Promise<unknown> } {
  if (!plan.ok) return { planned: [], start: () => Promise.resolve() };
  return {
    planned: plan.products,
    start(builtInsMayRun = Promise.resolve(), immerAfter) {
      const loads = plan.products.map((id) => {
        const loader = descriptorOf(id, host)!.load;
        return (Object.hasOwn(host, id) ? load(loader) : builtInsMayRun.then(() => load(loader))).catch(() => undefined);
      });
      const immer = (immerAfter ?? Promise.all(loads)).then(() => loadProduce().catch(() => undefined));
      return Promise.all([...loads, immer]);
    },
  };
}
