import { descriptorOf, type HostProducts } from '../entries.js';
import { FORM_CHANNELS } from '../form/channels.js';
import type { AnyPlugin, LoginMethod } from '../pluginTypes.js';
import type { LoginConfig } from '../registries.js';

/**
 * Plugins that stand in for the listed products while their chunks download, made from the products' descriptors:
 * each puts its methods on the shared form and nothing else. A widget built from them draws Main's form on its first
 * render; a submit there is queued (WidgetRuntime.provisional) and carried out by the real products once they arrive,
 * in the same elements. Undefined when a product's descriptor cannot say what it draws.
 */
export function standInPlugins(products: readonly string[], config: LoginConfig, host?: HostProducts): AnyPlugin[] | undefined {
  const plugins: AnyPlugin[] = [];
  let drawn = 0;
  for (const id of products) {
    const form = descriptorOf(id, host)?.form;
    if (!form) return undefined;
    const methods: LoginMethod[] = form(config).map(({ channel, takesOverTab }) => ({
      id: `${id}.${channel}`,
      ...FORM_CHANNELS[channel],
      ...(takesOverTab && { takesOverTab }),
      submit: () => Promise.resolve(),
    }));
    drawn += methods.length;
    plugins.push({ id, loginMethods: () => methods });
  }
  return drawn > 0 ? plugins : undefined;
}
