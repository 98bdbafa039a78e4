import type { AnyPlugin } from '../pluginTypes.js';
import type { MessageOverrides, Translate } from '../registries.js';
import { createTranslate } from '../translate.js';
import { localeFill, type Fill } from './format.js';
import { match, resolveLocale } from './resolve.js';
import { PSEUDO_LOCALE, type ShippedLocale } from './tags.js';

/** Arabic and Hebrew are written right to left; every other shipped locale left to right. */
export const directionOf = (tag: string): 'rtl' | 'ltr' => (tag === 'ar' || tag === 'he' ? 'rtl' : 'ltr');

type Texts = Readonly<Record<string, string>>;
/** A message source's locales (its `locales/index.ts`): each tag's file, by a literal `import()` a bundler follows. */
export type LocaleTable = Readonly<Record<string, () => Promise<{ default: Texts }>>>;
/** One locale's file of each message source, by source (the shell's, the server errors', a product's id). */
export type LocaleFiles = Readonly<Record<string, () => Promise<{ default: Texts }>>>;

/**
 * One locale, loaded for a mount (the lazy part `locale`): the shell's and the server errors' texts at once, each
 * product's once its plugin is in. The widget takes a locale's texts as it takes a host's `strings`, under them, so
 * that the widget itself carries nothing of this. What fails to load stays English, with a warning: never a broken
 * widget.
 */
export interface ActiveLocale {
  readonly tag: ShippedLocale;
  readonly dir: 'ltr' | 'rtl';
  /** Fills this locale's texts: its digits, its plural forms. */
  readonly fill: Fill;
  /** The shell's texts and the server errors' in this locale over `english`; en-XA makes each from its English. */
  catalogue(english: Texts): Record<string, string>;
  /** The same, under `strings` (the host's), as a translate function in this locale. */
  translate(english: Texts, strings?: MessageOverrides): Translate;
  /**
   * The whole catalogue in this locale over `english` (the shell's) and these plugins' English texts, theirs loaded
   * first: from `asked`, by plugin id, where they were asked for already, else through each plugin's table.
   */
  localize(
    english: Texts,
    plugins: readonly AnyPlugin[],
    asked?: Readonly<Record<string, Promise<{ default: Texts }>>>,
  ): Promise<Record<string, string>>;
}

const warnFailed = (what: string, tag: string) => (error: unknown) => {
  console.warn(`latch: the ${what} texts of locale "${tag}" could not be loaded; they stay English.`, error);
  return {};
};

/** A source's texts in `tag`, from its file or else its table; none when it has no such locale. */
const textsOf = (
  file: Promise<{ default: Texts }> | undefined,
  table: (() => Promise<{ default: LocaleTable }>) | undefined,
  tag: string,
  what: string,
) => (file ?? Promise.resolve(table?.()).then((module) => module?.default[tag]?.())).then((module) => module?.default ?? {}, warnFailed(what, tag));

/** Every plugin's English texts over the shell's. */
const englishOf = (english: Texts, plugins: readonly AnyPlugin[]): Texts => Object.assign({}, english, ...plugins.map((p) => p.messages));

/** `files`: this locale's file of each source, where the build hands them all (shell/locale/LocalizedWidget.tsx). */
export async function loadLocale(tag: ShippedLocale, files?: LocaleFiles): Promise<ActiveLocale> {
  const base = { tag, dir: directionOf(tag), fill: localeFill(tag) };
  if (tag === PSEUDO_LOCALE) {
    // Made from the English, the server errors' included, which the English widget never shows from the catalogue.
    const { pseudoLocalize, serverErrorMessages } = await import('./enXA.js');
    const catalogue = (english: Texts) =>
      Object.fromEntries(Object.entries({ ...serverErrorMessages, ...english }).map(([key, text]) => [key, pseudoLocalize(text)]));
    return withTranslate({ ...base, catalogue, localize: (english, plugins) => Promise.resolve(catalogue(englishOf(english, plugins))) });
  }
  const [shell, server] = await Promise.all([
    textsOf(files?.shell?.(), () => import('../locales/index.js'), tag, 'shell'),
    textsOf(files?.serverErrors?.(), () => import('../serverErrors/locales/index.js'), tag, 'server error'),
  ]);
  return withTranslate({
    ...base,
    catalogue: (english) => ({ ...english, ...shell, ...server }),
    async localize(english, plugins, asked = {}) {
      const texts = await Promise.all(
        plugins.map((plugin) => textsOf(Object.hasOwn(asked, plugin.id) ? asked[plugin.id] : undefined, plugin.locales, tag, `"${plugin.id}"`)),
      );
      return Object.assign({ ...englishOf(english, plugins), ...shell, ...server }, ...texts);
    },
  });
}

const withTranslate = (locale: Omit<ActiveLocale, 'translate'>): ActiveLocale => ({
  ...locale,
  translate: (english, strings) => createTranslate({ ...locale.catalogue(english), ...strings }, locale.fill),
});

const said = new Set<string>();

/** Why a host's `config.locale` shows other than itself, if it does: a tag served only shortened, or not, or no tag. */
function fallbackOf(requested: unknown): string | undefined {
  if (requested === 'auto' || requested === undefined) return undefined;
  try {
    const [found, shortened] = match(requested as string);
    if (found === 'en') return undefined;
    return found ? (shortened ? `"${found}"` : undefined) : 'English';
  } catch {
    return 'invalid';
  }
}

/**
 * What a mount loads for `config.locale`, saying once per page on the console when it is not what was asked for: a
 * tag served only shortened (`de-CH` → de) or not at all (`pt-PT` → English), or a value that is no language tag.
 */
export async function localeFor(requested: unknown, files?: LocaleFiles): Promise<ActiveLocale | undefined> {
  const asked = JSON.stringify(requested);
  const fallback = fallbackOf(requested);
  if (fallback && !said.has(asked)) {
    said.add(asked);
    if (fallback === 'invalid') {
      console.error(`latch: config.locale ${asked} is not a BCP 47 language tag such as "fr" or "pt-BR", nor "auto"; the widget shows English.`);
    } else {
      console.warn(`latch: no locale ${asked} ships, so the widget shows ${fallback}.`);
    }
  }
  const tag = resolveLocale(requested);
  return tag && loadLocale(tag, files);
}
