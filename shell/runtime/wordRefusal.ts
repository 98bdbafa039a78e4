import type { ActiveLocale } from '../locale/load.js';
import type { Refusal } from '../refusalTexts.js';
import { createTranslate } from '../translate.js';

/**
 * A refusal in the mount's words: `texts` (the shell's catalogue under the host's `strings`, a locale's among them) where
 * they have its key, else the English of ../refusalTexts.ts, fetched now and, in a locale, made its own (en-XA makes
 * them from it). Should that fetch fail too, the key itself says what is wrong.
 */
export async function wordRefusal(refusal: Refusal, texts: Readonly<Record<string, string>>, locale?: ActiveLocale): Promise<string> {
  const [key, params] = refusal;
  const english = Object.hasOwn(texts, key)
    ? {}
    : await import('../refusalTexts.js').then(
        (m) => m.refusalTexts,
        () => ({}),
      );
  const catalogue = { ...(locale ? locale.catalogue(english) : english), ...texts };
  // Translate's key and params are typed pairwise, which a refusal of any kind cannot name apart.
  return (createTranslate(catalogue, locale?.fill) as (key: string, params?: object) => string)(key, params);
}

/** A mount's `wordRefusal`, its texts and locale given. */
export type WordRefusal = (refusal: Refusal) => Promise<string>;
