import { describe, expect, it } from 'vitest';
import { localeFill } from './format.js';

const plural = 'Musi mieć {N, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}.';

describe("a locale's fill", () => {
  it('chooses the plural form Intl.PluralRules names for the count', () => {
    const pl = localeFill('pl');
    expect([1, 2, 5, 22, 1.5].map((N) => pl(plural, { N }))).toEqual([
      'Musi mieć 1 znak.',
      'Musi mieć 2 znaki.',
      'Musi mieć 5 znaków.',
      'Musi mieć 22 znaki.',
      'Musi mieć 1,5 znaku.',
    ]);
  });

  it('prefers an exact form, and falls back to "other"', () => {
    const fr = localeFill('fr');
    const text = '{n, plural, =0 {aucun code} one {# code pour {who}} other {# codes}}';
    expect(fr(text, { n: 0, who: 'Ada' })).toBe('aucun code');
    expect(fr(text, { n: 1, who: 'Ada' })).toBe('1 code pour Ada');
    expect(fr(text, { n: 3 })).toBe('3 codes');
    expect(localeFill('ja')('{n, plural, other {# 件}}', { n: 4 })).toBe('4 件');
  });

  it("writes numbers in the locale's digits and grouping, strings as they are", () => {
    expect(localeFill('de')('{n} von {count}: {name}', { n: 1234, count: 6, name: '007' })).toBe('1.234 von 6: 007');
    expect(localeFill('ar-EG')('{n}', { n: 5 })).toBe(new Intl.NumberFormat('ar-EG').format(5));
  });

  it('leaves a missing value visible, as the English fill does', () => {
    expect(localeFill('fr')('Envoyé à {destination}', {})).toBe('Envoyé à {destination}');
  });
});
