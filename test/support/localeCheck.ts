/**
 * How a translation is checked against its English (shell/locale/completeness.test.ts): the same keys, and in each text
 * the same placeholders, a plural's count among them.
 */

/** A text's placeholders: `{name}`, and the count of an ICU plural `{name, plural, …}` with those in its forms. */
export const placeholders = (text: string): string[] => [...new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]!))].sort();

/** What is wrong with one locale's texts against the English: keys missing or extra, placeholders not the same, markup. */
export function problems(english: Readonly<Record<string, string>>, texts: Readonly<Record<string, string>>): string[] {
  const found: string[] = [];
  for (const key of Object.keys(english)) if (!Object.hasOwn(texts, key)) found.push(`missing ${key}`);
  for (const [key, text] of Object.entries(texts)) {
    if (!Object.hasOwn(english, key)) {
      found.push(`extra ${key}`);
      continue;
    }
    const want = placeholders(english[key]!).join(', ');
    const got = placeholders(text).join(', ');
    if (want !== got) found.push(`${key}: placeholders {${got}} instead of {${want}}`);
    if (/\{\w+\s*,\s*plural\s*,/.test(text) && !/\bother\s*\{/.test(text)) found.push(`${key}: a plural without its "other" form`);
    if (/<\/?[a-z][^>]*>/i.test(text)) found.push(`${key}: markup`);
  }
  return found;
}
