import { useEffect, useState } from 'react';
import localeFiles from 'latch:locale-files';
import type { LatchConfig } from '../registries.js';
import { loadPlugins } from '../runtime/loadPlugins.js';
import { planMount } from '../runtime/plan.js';
import { shellMessages } from '../strings.js';
import { createTranslate } from '../translate.js';
import { Widget, type WidgetProps } from '../Widget.js';
import { localeFor, type ActiveLocale } from './load.js';
import { resolveLocale } from './resolve.js';

interface Localized {
  /** What it was made for: the locale, entry, products and host plugins asked for. */
  key: string;
  locale: ActiveLocale | undefined;
  strings: Record<string, string>;
}

const keyOf = (props: WidgetProps) => JSON.stringify([props.config?.locale, props.entry, props.config?.products, Object.keys(props.plugins ?? {})]);

/**
 * The widget of a React host that sets `config.locale`, as a lazy part of its own (the `locale` part's reader), so a
 * host that sets none downloads none of it: loads the locale, the listed products and their texts in it, then draws the
 * widget with them as its `strings` (the host's own still win). Nothing shows until then, so no English shows first.
 * The locale's files come from the table of them all (build/locales.ts) in this part, asked for with the products: a
 * host's bundler cannot be told their paths, as the vanilla entry's are spelled, and through each source's table they
 * would come a round trip later, a product's two (after its chunk, then its table). On the lean entry it holds the
 * shell's own sources only, and a product's texts come through its table.
 */
export default function LocalizedWidget(props: WidgetProps) {
  const key = keyOf(props);
  const [localized, setLocalized] = useState<Localized>();
  useEffect(() => {
    let live = true;
    const { config, entry = 'login', plugins: host } = props;
    const plan = planMount(entry, config as LatchConfig, createTranslate({}), host);
    // The products download while the locale's own texts do; a refused config is worded by the widget.
    const plugins = plan.ok ? loadPlugins(plan.products, createTranslate({}), host) : undefined;
    const tag = resolveLocale(config?.locale);
    // A product the host hands is its own, not the built-in one of that id.
    const products = plan.ok ? plan.products.filter((id) => !Object.hasOwn(host ?? {}, id)) : [];
    const files = tag === undefined ? undefined : localeFiles[tag];
    const asked = Object.fromEntries(products.flatMap((id) => (files?.[id] ? [[id, files[id]()]] : [])));
    void localeFor(config?.locale, files).then(async (locale) => {
      const loaded = await plugins;
      const strings = locale ? await locale.localize(shellMessages, loaded?.ok ? loaded.plugins : [], asked) : {};
      if (live) setLocalized({ key, locale, strings });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (localized?.key !== key) return null;
  return <Widget {...props} locale={localized.locale} strings={{ ...localized.strings, ...props.strings }} />;
}
