import { browserLanguages } from './browser.js';
import { LOCALES, type ShippedLocale } from './tags.js';

/** The likely full form of a tag (`zh` and `zh-Hans` are `zh-Hans-CN`, `pt` is `pt-Latn-BR`), from the browser's CLDR data. */
const likely = (tag: string) => new Intl.Locale(tag).maximize().baseName;

/**
 * A shipped locale or English ('en') that is the tag or has its likely form (`zh`, `zh-Hans`, `zh-Hans-CN` → zh-CN;
 * `fr-FR` → fr; `en-US` → English), else the tag cut a subtag at a time until one ships (`de-CH` → de; `pt-PT` → pt,
 * which does not). Throws a RangeError for a string that is no language tag.
 */
export function match(requested: string): [found?: string, shortened?: boolean] {
  let [tag = ''] = Intl.getCanonicalLocales(requested);
  const known: readonly string[] = [...LOCALES, 'en'];
  const form = likely(tag);
  const found = known.find((candidate) => candidate === tag || likely(candidate) === form);
  if (found) return [found];
  while (tag.includes('-')) {
    tag = tag.slice(0, tag.lastIndexOf('-'));
    if (known.includes(tag)) return [tag, true];
  }
  return [];
}

/**
 * The shipped locale `config.locale` shows, or undefined for English (none set, an English tag, a tag no locale
 * serves, or no tag at all); 'auto' takes the first of the browser's languages that a shipped locale or English
 * serves. Silent: the locale part (./load.ts) says on the console how a tag fell back, so that the entry, which
 * resolves the tag to ask for its files with the first wave, carries no message.
 */
export function resolveLocale(requested: unknown, languages: readonly string[] = browserLanguages()): ShippedLocale | undefined {
  for (const language of requested === 'auto' ? languages : [requested]) {
    try {
      const [found] = match(language as string);
      if (found) return found === 'en' ? undefined : (found as ShippedLocale);
    } catch {
      // No language tag: the browser's next language, or English.
    }
  }
  return undefined;
}
