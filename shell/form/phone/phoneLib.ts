/**
 * Everything that needs libphonenumber-js and its metadata. Loaded only through `loadPhoneLib` (a literal dynamic
 * import), so it is a lazy chunk of its own that only widgets with a phone method download.
 */
import { AsYouType, getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { PhoneRegion } from '../../store/widgetStore.js';
import { regionNamer } from '../regionName.js';

export interface RegionChoice extends PhoneRegion {
  name: string;
}

/** Every region the library knows, named in the user's languages and sorted by that name. */
export function listRegions(locales: readonly string[]): RegionChoice[] {
  const collator = new Intl.Collator([...locales]);
  const name = regionNamer(locales);
  return getCountries()
    .map((code) => ({ code, dial: getCountryCallingCode(code), name: name(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

const isInternational = (raw: string) => raw.trimStart().startsWith('+');

/** Display formatting while typing: national style for the chosen region, international once a `+` is typed. */
export function formatTyped(raw: string, region: string): string {
  return (isInternational(raw) ? new AsYouType() : new AsYouType(region as CountryCode)).input(raw);
}

/** A complete international number names its own region: that region and the number as typed there. */
export function splitInternational(raw: string): { region: PhoneRegion; national: string } | undefined {
  if (!isInternational(raw)) return undefined;
  const parsed = parsePhoneNumberFromString(raw);
  if (!parsed?.country || !parsed.isValid()) return undefined;
  return { region: { code: parsed.country, dial: parsed.countryCallingCode }, national: parsed.formatNational() };
}

/** The number in E.164 and in international format for showing back, or undefined when it is not a valid number. */
export function parsePhone(raw: string, region: string): { e164: string; display: string } | undefined {
  const parsed = parsePhoneNumberFromString(raw, region as CountryCode);
  return parsed?.isValid() ? { e164: parsed.number, display: parsed.formatInternational() } : undefined;
}
