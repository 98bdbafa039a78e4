// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_SOURCES, root } from '../../build/parts.js';
import { problems } from '../../test/support/localeCheck.js';
import { LOCALES, PSEUDO_LOCALE } from './tags.js';

/**
 * The completeness gate: every message source ships every locale, each file with exactly the English keys, each text
 * with exactly the English text's placeholders, and its table lists exactly those files. The types refuse a missing or
 * an extra key already; a placeholder dropped or renamed only this finds.
 */
const TRANSLATED = LOCALES.filter((tag) => tag !== PSEUDO_LOCALE);

/** Each source's English texts: the module and export that hold them. */
const englishOf = async (source: string, folder: string): Promise<Record<string, string>> => {
  if (source === 'shell') return { ...(await import('../strings.js')).shellMessages, ...(await import('../refusalTexts.js')).refusalTexts };
  if (source === 'serverErrors') return (await import('../serverErrors/messages.js')).serverErrorMessages;
  return ((await import(/* @vite-ignore */ path.join(root, folder, 'messages.ts'))) as { messages: Record<string, string> }).messages;
};

describe('the checker itself', () => {
  const english = { 'a.b': 'Sent to {destination}', 'a.c': 'Digit {n} of {count}', 'a.d': 'At least {N} characters' };
  it('passes a complete translation, a plural one included', () => {
    const ok = {
      'a.b': 'Envoyé à {destination}',
      'a.c': 'Chiffre {n} sur {count}',
      'a.d': '{N, plural, one {# znak} few {# znaki} other {# znaku}}',
    };
    expect(problems(english, ok)).toEqual([]);
  });
  it('fails a missing key, an extra key, a dropped or renamed placeholder, a plural without "other", markup', () => {
    const bad = { 'a.b': 'Envoyé à {dest}', 'a.c': '<b>Chiffre</b> {n}', 'a.d': '{N, plural, one {# znak}}', 'a.x': 'de trop' };
    expect(problems({ ...english, 'a.e': 'gone' }, bad)).toEqual([
      'missing a.e',
      'a.b: placeholders {dest} instead of {destination}',
      'a.c: placeholders {n} instead of {count, n}',
      'a.c: markup',
      'a.d: a plural without its "other" form',
      'extra a.x',
    ]);
  });
});

/** Every product with texts is a source with locales: a new product ships every locale from the start. */
const products = readdirSync(path.join(root, 'plugins')).filter((id) => existsSync(path.join(root, 'plugins', id, 'messages.ts')));

/**
 * Products whose translations are not in yet, each with the reason; an entry that has its locales (or is gone) fails
 * the suite, so the list only shrinks.
 */
const PENDING: Record<string, string> = {};

describe('every message source ships every locale, complete', () => {
  it('every product with texts has its locales folder, but those pending', () => {
    const without = products.filter((id) => LOCALE_SOURCES[id] !== `plugins/${id}`);
    expect(without.filter((id) => !Object.hasOwn(PENDING, id))).toEqual([]);
    expect(Object.keys(PENDING).filter((id) => !without.includes(id))).toEqual([]);
  });

  describe.each(Object.entries(LOCALE_SOURCES))('%s', (source, folder) => {
    const dir = path.join(root, folder, 'locales');
    it('has a file per shipped locale and its table, nothing else', () => {
      const files = readdirSync(dir).filter((file) => !file.endsWith('.test.ts'));
      expect(files.sort()).toEqual([...TRANSLATED.map((tag) => `${tag}.ts`), 'index.ts'].sort());
    });
    it('lists each of them in its table, by tag', async () => {
      const table = ((await import(/* @vite-ignore */ path.join(dir, 'index.ts'))) as { default: Record<string, unknown> }).default;
      expect(Object.keys(table).sort()).toEqual([...TRANSLATED].sort());
    });
    it.each(TRANSLATED)('%s: the English keys, each with the English placeholders', async (tag) => {
      const english = await englishOf(source, folder);
      const texts = ((await import(/* @vite-ignore */ path.join(dir, `${tag}.ts`))) as { default: Record<string, string> }).default;
      expect(problems(english, texts)).toEqual([]);
    });
  });
});
