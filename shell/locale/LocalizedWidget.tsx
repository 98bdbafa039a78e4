import { useEffect, useState } from 'react';
import type { LatchConfig } from '../registries.js';
import { loadPlugins } from '../runtime/loadPlugins.js';
import { planMount } from '../runtime/plan.js';
import { shellMessages } from '../strings.js';
import { createTranslate } from '../translate.js';
import { Widget, type WidgetProps } from '../Widget.js';
import { localeFor, type ActiveLocale } from './load.js';

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
    void localeFor(config?.locale).then(async (locale) => {
      const loaded = await plugins;
      const strings = locale ? await locale.localize(shellMessages, loaded?.ok ? loaded.plugins : []) : {};
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
