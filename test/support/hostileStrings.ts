/**
 * fast-check arbitraries for the input fuzz tests (issue 17): text a user, a paste or an attacker may put in a field.
 * Unicode of every plane, right-to-left text and marks, zero-width characters, NUL and other controls, lone
 * surrogates, other scripts' digits, and strings of a kilobyte and more.
 */
import fc from 'fast-check';

/** The characters most likely to trip validation: invisible, directional, control, spacing and look-alike ones. */
export const TRICKY_CHARS = [
  '\u0000',
  '\u0007',
  '\u001B',
  '\u007F',
  '\t',
  '\n',
  '\r',
  '\u000B',
  '\u000C',
  '\u00A0',
  '\u1680',
  '\u2000',
  '\u2007',
  '\u2028',
  '\u2029',
  '\u202F',
  '\u205F',
  '\u3000',
  '\u0085',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u034F',
  '\u180E',
  '\u200E',
  '\u200F',
  '\u061C',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  'ש',
  'ל',
  'ب',
  'م',
  'ع',
  '\u0301',
  '\u0651',
  'ﷺ',
  '١',
  '٩',
  '۵',
  '०',
  '৯',
  '１',
  '９',
  '𝟘',
  '𝟗',
  '²',
  '½',
  'Ⅻ',
  '\uD800',
  '\uDFFF',
  '😀',
  '👩‍👩‍👧',
  '𐀀',
  '@',
  '.',
  '+',
  '-',
  '(',
  ')',
  ' ',
  '"',
  '\\',
  '<',
  '>',
  ',',
  ';',
  ':',
  'ａ',
  'Ａ',
  'ı',
  'İ',
  'ß',
  'ﬃ',
];

export const trickyChar = fc.constantFrom(...TRICKY_CHARS);

/** One character of any kind: tricky, any UTF-16 code unit (lone surrogates included), or any code point. */
export const anyChar = fc.oneof(
  { weight: 3, arbitrary: trickyChar },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)), minLength: 1, maxLength: 1 }) },
);

/** Anything at all, short. */
export const anyString = fc.string({ unit: anyChar, maxLength: 40 });

/** A kilobyte and a bit of anything. */
export const kilobyteString = fc.oneof(
  fc.string({ unit: anyChar, minLength: 1024, maxLength: 1100 }),
  fc
    .tuple(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 }), fc.integer({ min: 1024, max: 1100 }))
    .map(([s, n]) => s.repeat(Math.ceil(n / s.length))),
);

/** `base` with tricky characters slipped in at random places (possibly none). */
export function sprinkled(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(base, fc.array(fc.tuple(fc.nat(), anyChar), { maxLength: 3 })).map(([text, inserts]) => {
    let out = text;
    for (const [at, char] of inserts) {
      const place = at % (out.length + 1);
      out = out.slice(0, place) + char + out.slice(place);
    }
    return out;
  });
}

/** Whitespace (ASCII or not) around a value, as a paste brings it. */
export function padded(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const space = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00A0', '\u3000', '\uFEFF', '\u200B'), maxLength: 3 });
  return fc.tuple(space, base, space).map(([before, text, after]) => before + text + after);
}

/** The fixed seed of every fuzz test: a failure found once is found again on every run. */
export const FUZZ = { seed: 20261123, numRuns: 1000 } as const;
