import { lazy, useSyncExternalStore, type ComponentType } from 'react';
import localeFiles from 'latch:locale-files';
import { inPage } from '../../core/session/environment.js';
import { descriptorOf } from '../entries.js';
import type { ProductDescriptor } from '../productDescriptor.js';
import type { LatchConfig } from '../registries.js';
import { loadPlugins } from '../runtime/loadPlugins.js';
import { planMount } from '../runtime/plan.js';
import { shellMessages } from '../strings.js';
import { Widget, type WidgetProps } from '../Widget.js';
import { localeFor } from './load.js';
import { resolveLocale } from './resolve.js';

/**
 * The widget in a locale, by locale, entry, products and host plugins: a lazy component that arrives with the shell's
 * texts, so a server renders each once and a page's mounts share theirs. Lazy rather than `use()`: a component that
 * suspends on `use()` in a test's synchronous `act` render (Testing Library's `render`) is never drawn.
 */
const localizedWidgets = new Map<string, ComponentType<WidgetProps>>();

function localizedWidget({ config, entry = 'login', plugins: host }: WidgetProps): ComponentType<WidgetProps> {
  const key = JSON.stringify([config?.locale, entry, config?.products, Object.keys(host ?? {})]);
  let view = localizedWidgets.get(key);
  if (view) return view;
  const plan = planMount(entry, config as LatchConfig, host);
  const tag = resolveLocale(config?.locale);
  const files = tag === undefined ? undefined : localeFiles[tag];
  const texts = localeFor(config?.locale, files);
  // Each planned product arrives with its texts in the locale as its own, so the widget is built from them as it is
  // without a locale; a built-in product's file is asked for at once (a product the host hands is its own, not the
  // built-in one of that id: its texts come through its table).
  const localized = (id: string, descriptor: ProductDescriptor): ProductDescriptor => {
    const file = Object.hasOwn(host ?? {}, id) ? undefined : files?.[id]?.();
    return {
      ...descriptor,
      load: () =>
        Promise.all([descriptor.load(), texts]).then(async ([{ default: plugin }, locale]) => ({
          default: locale ? { ...plugin, messages: await locale.localize({}, [plugin], file ? { [id]: file } : {}) } : plugin,
        })),
    };
  };
  const products = plan.ok ? Object.fromEntries(plan.products.map((id) => [id, localized(id, descriptorOf(id, host)!)])) : {};
  const plugins = { ...host, ...products };
  // In a page the products download while the locale's texts do, so the widget's own load finds them coming; what
  // fails is the widget's to say, when it loads them.
  if (plan.ok && inPage()) void loadPlugins(plan.products, () => Promise.resolve(''), plugins);
  view = lazy(() =>
    texts.then((locale) => {
      const strings = locale ? locale.catalogue(shellMessages) : {};
      return {
        default: (given: WidgetProps) => (
          // The planned products named, so the products the widget plans are these whatever it would default to.
          <Widget
            {...given}
            {...(plan.ok && { config: { ...given.config, products: plan.products } as LatchConfig })}
            plugins={plugins}
            locale={locale}
            strings={{ ...strings, ...given.strings }}
          />
        ),
      };
    }),
  );
  localizedWidgets.set(key, view);
  return view;
}

const noChange = () => () => undefined;

/**
 * The widget of a React host that sets `config.locale`, as a lazy part of its own (the `locale` part's reader), so a
 * host that sets none downloads none of it. It draws once the shell's texts are in, so no English shows first: the
 * form in the locale while the products download, as the widget draws it without one, and on a server the same, so
 * the page hydrates what the server sent; the products then take its place with their texts in the locale. The
 * locale's files come from the table of them all (build/locales.ts) in this part, asked for with the products: a
 * host's bundler cannot be told their paths, as the vanilla entry's are spelled, and through each source's table they
 * would come a round trip later, a product's two (after its chunk, then its table). On the lean entry it holds the
 * shell's own sources only, and a product's texts come through its table.
 */
export default function LocalizedWidget(props: WidgetProps) {
  // 'auto' is the visitor's languages, which a server does not know: it draws nothing, nor does the hydrating render.
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  if (props.config?.locale === 'auto' && !hydrated) return null;
  const View = localizedWidget(props);
  return <View {...props} />;
}
