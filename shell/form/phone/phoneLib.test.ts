// @vitest-environment node
import * as full from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json';
import { describe, expect, it, vi } from 'vitest';
import { regionNamer } from '../regionName.js';

/**
 * The phone module sees only the calling codes it has fetched. Each case starts from a fresh module (nothing fetched),
 * prepares the number, and must then answer exactly as the library with its full metadata: a calling code `prepare`
 * failed to foresee would be missing, and the answer would differ (or the call would throw).
 */
async function fresh() {
  vi.resetModules();
  return import('./phoneLib.js');
}

const regions = full.getCountries();

/** Parse, validity, E.164 and international display, as the full library gives them. */
function fullParse(raw: string, region: string) {
  const parsed = full.parsePhoneNumberFromString(raw, region as full.CountryCode);
  return parsed?.isValid() ? { e164: parsed.number, display: parsed.formatInternational() } : undefined;
}

function fullFormat(raw: string, region: string) {
  return (raw.startsWith('+') ? new full.AsYouType() : new full.AsYouType(region as full.CountryCode)).input(raw);
}

function fullSplit(raw: string) {
  const parsed = full.parsePhoneNumberFromString(raw);
  return parsed?.country && parsed.isValid()
    ? { region: { code: parsed.country, dial: parsed.countryCallingCode }, national: parsed.formatNational() }
    : undefined;
}

/** Every prefix of `text`, as it appears while it is typed. */
const typing = (text: string) => [...text].map((_, i) => text.slice(0, i + 1));

/** What a visitor in `region` may type for its example number: national, international, and one digit off either way. */
function variants(region: full.CountryCode) {
  const example = full.getExampleNumber(region, examples)!;
  const national = example.formatNational();
  const international = example.formatInternational();
  return [national, international, example.nationalNumber, example.number, `${national}5`, national.slice(0, -1), `${international}0`];
}

describe('phone metadata per calling code agrees with the full metadata', () => {
  it('covers every region the library knows', () => {
    expect(regions.length).toBeGreaterThan(240);
  });

  it.each(regions)('%s: parse, validity, E.164, display, split and as-you-type', async (region) => {
    const numbers = variants(region);
    for (const raw of numbers) {
      const lib = await fresh();
      await lib.prepare(raw, region);
      expect(lib.parsePhone(raw, region), `parse ${raw} in ${region}`).toEqual(fullParse(raw, region));
      if (raw.startsWith('+')) expect(lib.splitInternational(raw), `split ${raw}`).toEqual(fullSplit(raw));
      for (const typed of typing(raw)) expect(lib.formatTyped(typed, region), `type ${typed} in ${region}`).toBe(fullFormat(typed, region));
    }
  });

  // A number dialled out of the region with its international prefix is parsed as the other region's number.
  it.each([
    ['US', '011 44 7400 123456'],
    ['US', '011 49 30 1234567'],
    ['GB', '00 1 202 555 0123'],
    ['DE', '00 33 6 12 34 56 78'],
    ['AU', '0011 81 90 1234 5678'],
    ['JP', '010 44 20 7946 0958'],
    ['FR', '00 800 1234 5678'],
    ['US', '+800 1234 5678'],
    ['US', '+882 1234 5678'],
  ])('%s: %s, dialled abroad', async (region, raw) => {
    const lib = await fresh();
    await lib.prepare(raw, region);
    expect(lib.parsePhone(raw, region)).toEqual(fullParse(raw, region));
    for (const typed of typing(raw)) expect(lib.formatTyped(typed, region), typed).toBe(fullFormat(typed, region));
  });

  it('lists the same regions with the same dialling codes', async () => {
    const lib = await fresh();
    const listed = lib.listRegions(['en'], regionNamer(['en'])).map(({ code, dial }) => [code, dial]);
    expect(listed.sort()).toEqual(regions.map((code) => [code, full.getCountryCallingCode(code)]).sort());
  });
});

describe('before the metadata has arrived', () => {
  it('keeps typed text as typed, does not split, and refuses to parse; it has asked for the metadata meanwhile', async () => {
    const lib = await fresh();
    expect(lib.formatTyped('2025550', 'US')).toBe('2025550');
    expect(lib.splitInternational('+44 7400 123456')).toBeUndefined();
    expect(() => lib.parsePhone('+44 7400 123456', 'US')).toThrow('phone metadata');
    await vi.waitFor(() => expect(lib.formatTyped('2025550', 'US')).toBe('(202) 555-0'));
    await vi.waitFor(() =>
      expect(lib.splitInternational('+44 7400 123456')).toEqual({ region: { code: 'GB', dial: '44' }, national: '07400 123456' }),
    );
  });
});
