import type { ComponentType } from 'react';
import type { AccountSectionProps } from '../accountTypes.js';
import type { AnyPlugin, AccountSection, AccountSectionLoader } from '../pluginTypes.js';
import type { AccountSectionId, PlainMessageKey, Translate } from '../registries.js';
import type { WidgetRuntime } from '../runtime/context.js';
import { format } from '../translate.js';
import { NameSection } from './NameSection.js';
import { SecondFactorSection } from './SecondFactorSection.js';
import { SignOutSection } from './SignOutSection.js';

/**
 * The entry's own sections, no product's: the name first and sign-out last unless the host orders them otherwise, and
 * two-step verification, drawn here over the capability of the product that enrols a second factor (its screens do
 * the enrolment), so it is offered only when such a product is listed.
 */
const OWN: Record<'name' | 'secondFactor' | 'signOut', AccountSection> = {
  name: { component: NameSection, title: 'account.name.title', messages: {} },
  secondFactor: { component: SecondFactorSection, title: 'account.secondFactor.title', messages: {} },
  signOut: { component: SignOutSection, title: 'account.signOut.title', messages: {} },
};

/** A section ready to draw: its component, its heading, and the texts it reads (its own over the widget's). */
export interface LoadedSection {
  id: AccountSectionId;
  component: ComponentType<AccountSectionProps>;
  title: PlainMessageKey;
  t: Translate;
}

export type SectionsResult = { ok: true; sections: LoadedSection[] } | { ok: false; error: string };

/** Who serves each section the listed products offer: the first listed product that offers it, as for capabilities. */
function served(plugins: readonly AnyPlugin[]): Map<string, AccountSectionLoader> {
  const loaders = new Map<string, AccountSectionLoader>();
  for (const plugin of plugins) {
    for (const [id, loader] of Object.entries(plugin.accountSections ?? {})) if (loader && !loaders.has(id)) loaders.set(id, loader);
  }
  return loaders;
}

/** Whether a listed product enrols a second factor, which the two-step section needs. */
const enrols = (runtime: Pick<WidgetRuntime, 'ctx'>) => runtime.ctx.capability('enrolSecondFactor') !== undefined;

/**
 * The sections a mount shows: the host's list, or the name, every section the products serve in their order,
 * two-step verification when a product enrols one, and sign-out.
 */
export function sectionIds(runtime: Pick<WidgetRuntime, 'config' | 'plugins' | 'ctx'>): string[] {
  const listed = runtime.config.accountOptions?.sections;
  if (listed) return [...new Set(listed)];
  return ['name', ...served(runtime.plugins).keys(), ...(enrols(runtime) ? ['secondFactor'] : []), 'signOut'];
}

/**
 * A section's texts: its own English, in the mount's locale when one is shown (the pseudo-locale makes them from the
 * English), and the host's `strings` over them, which the runtime's catalogue already holds; any other key is the
 * widget's.
 */
async function textsOf(section: AccountSection, runtime: WidgetRuntime): Promise<Translate> {
  const { locale } = runtime;
  const widgetText = runtime.t as (key: string, params?: object) => string;
  // The section's texts go through the locale as a plugin's do: its translations loaded, or made from the English.
  const own: Record<string, string> = locale
    ? await locale.localize({}, [{ id: 'account', messages: section.messages, ...(section.locales && { locales: section.locales }) }])
    : { ...section.messages };
  const fill = locale?.fill ?? format;
  return ((key: string, params?: object) => {
    const widget = widgetText(key, params);
    // The runtime's catalogue knows a section's key only when the host overrides it: then its text wins.
    return widget === key && Object.hasOwn(own, key) ? fill(own[key]!, params) : widget;
  }) as Translate;
}

/** Loads each of the mount's sections (its product's chunk, then its texts), all at once; a missing one is a config error. */
export async function loadSections(runtime: WidgetRuntime): Promise<SectionsResult> {
  const loaders = served(runtime.plugins);
  const ids = sectionIds(runtime);
  // A product's own section wins over the entry's (a second factor's product may bring its own).
  const offered = (id: string) => loaders.has(id) || (id === 'secondFactor' ? enrols(runtime) : Object.hasOwn(OWN, id));
  const missing = ids.find((id) => !offered(id));
  if (missing !== undefined) return { ok: false, error: runtime.t('account.config.noSection', { section: missing }) };
  const sections = await Promise.all(
    ids.map(async (id): Promise<LoadedSection> => {
      const section = loaders.has(id) ? await loaders.get(id)!() : OWN[id as keyof typeof OWN];
      return { id: id as AccountSectionId, component: section.component, title: section.title, t: await textsOf(section, runtime) };
    }),
  );
  return { ok: true, sections };
}

/** One load per mount: the page opens again (back from a code screen) with its sections at once. */
const loaded = new WeakMap<WidgetRuntime, Promise<SectionsResult>>();

export function sectionsOf(runtime: WidgetRuntime): Promise<SectionsResult> {
  let pending = loaded.get(runtime);
  if (!pending) {
    pending = loadSections(runtime);
    loaded.set(runtime, pending);
    // A chunk that failed to arrive is asked for again the next time the page opens.
    pending.catch(() => loaded.delete(runtime));
  }
  return pending;
}
