import { describe, expect, it } from 'vitest';
import { resolveLocale } from './resolve.js';

describe('config.locale → the locale shown', () => {
  it.each([
    ['fr', 'fr'],
    ['pt-BR', 'pt-BR'],
    ['en-XA', 'en-XA'],
    // The same likely form: a region or a script that says nothing new.
    ['fr-FR', 'fr'],
    ['zh', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['ZH-cn', 'zh-CN'],
    ['iw', 'he'],
    // Along the tag.
    ['de-CH', 'de'],
    ['es-419', 'es'],
    ['ar-EG', 'ar'],
  ])('%s is shown in %s', (requested, shown) => {
    expect(resolveLocale(requested, [])).toBe(shown);
  });

  it.each([
    ['none set', undefined],
    ['English', 'en'],
    ['a region of English', 'en-GB'],
    ['a tag whose language does not ship', 'sv'],
    ['a tag shortened to a language that does not ship', 'pt-PT'],
    ['Traditional Chinese, whose script differs', 'zh-TW'],
    ['no tag at all', 'en_US'],
    ['not a string', 42],
  ])('%s shows English', (_, requested) => {
    expect(resolveLocale(requested, [])).toBeUndefined();
  });

  it("'auto' takes the first of the browser's languages that a locale or English serves, skipping what is no tag", () => {
    expect(resolveLocale('auto', ['sv-SE', 'not a tag!', 'de-AT', 'fr'])).toBe('de');
    expect(resolveLocale('auto', ['en-US', 'fr'])).toBeUndefined();
    expect(resolveLocale('auto', ['sv', 'nb'])).toBeUndefined();
    expect(resolveLocale('auto', [])).toBeUndefined();
  });
});
