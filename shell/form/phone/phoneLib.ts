// The generated modules' ambient declarations have no exports to import, so they are referenced.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./metadataModules.d.ts" />
/**
 * Everything that needs libphonenumber-js. Loaded only through `loadPhoneLib` (a literal dynamic import), so it is a
 * lazy chunk of its own that only widgets with a phone method download. It carries the library's code and the table
 * of calling codes; the numbering plans of each calling code are lazy chunks of their own (build/phoneMetadata.ts),
 * fetched by `prepare` for the codes a number needs. Once they are in, the library sees exactly its full metadata.
 */
import { AsYouType, Metadata, parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import table from 'phone-metadata:codes';
import type { PhoneRegion } from '../region.js';

export interface RegionChoice extends PhoneRegion {
  name: string;
}

const regionsOf = Object.entries(table.codes).filter(([, [regions]]) => regions.length > 0);

/** The metadata the library is given: the table of calling codes, plus every calling code's group that has arrived. */
let metadata: MetadataJson = {
  version: table.version,
  country_calling_codes: Object.fromEntries(regionsOf.map(([code, [regions]]) => [code, regions])),
  countries: {},
  nonGeographic: {},
};
const arrived = new Set<string>();
const requested = new Map<string, Promise<void>>();

const dialOf = new Map<string, string>(regionsOf.flatMap(([dial, [regions]]) => regions.map((region) => [region, dial] as const)));

/** Every region the library knows, named by `name` (in the user's languages) and sorted by that name in them. */
export function listRegions(locales: readonly string[], name: (code: string) => string): RegionChoice[] {
  const collator = new Intl.Collator([...locales]);
  return [...dialOf].map(([code, dial]) => ({ code, dial, name: name(code) })).sort((a, b) => collator.compare(a.name, b.name));
}

function loadGroup(code: string): Promise<void> {
  let pending = requested.get(code);
  if (!pending) {
    pending = table.codes[code]![1]().then(
      ({ default: group }) => {
        metadata = {
          ...metadata,
          countries: { ...metadata.countries, ...group.countries },
          nonGeographic: { ...metadata.nonGeographic, ...group.nonGeographic },
        };
        arrived.add(code);
      },
      (error: unknown) => {
        // Forgotten, so the next number that needs this group asks again.
        requested.delete(code);
        throw error;
      },
    );
    requested.set(code, pending);
  }
  return pending;
}

const isInternational = (raw: string) => /^\s*[+＋]/.test(raw);

/** Calling codes are 1–3 digits and none is the start of another (E.164), so the table tells where one ends. */
const leadingCode = (digits: string) => [1, 2, 3].map((n) => digits.slice(0, n)).find((code) => Object.hasOwn(table.codes, code));

/**
 * The calling codes whose groups the library reads for this number: the region's, and the one an international
 * number starts with, whether after a `+` or after the region's international prefix (011 44… dialled from the US).
 * The prefix is read from the region's own group, so it is only known once that group is in.
 */
function codesFor(raw: string, region: string): string[] {
  const home = dialOf.get(region);
  const digits = raw.replace(/\D/g, '');
  let abroad: string | undefined;
  if (isInternational(raw)) abroad = leadingCode(digits);
  else if (home && arrived.has(home)) {
    const plan = new Metadata(metadata);
    plan.selectNumberingPlan(region as CountryCode);
    const idd = plan.numberingPlan?.IDDPrefix();
    const prefix = idd ? new RegExp(`^(?:${idd})`).exec(digits)?.[0] : undefined;
    if (prefix) abroad = leadingCode(digits.slice(prefix.length));
  }
  return [...new Set([home, abroad].filter((code): code is string => !!code))];
}

/** Fetches the groups `raw` typed in `region` needs; rejects when one cannot be downloaded. */
export async function prepare(raw: string, region: string): Promise<void> {
  const home = dialOf.get(region);
  if (home) await loadGroup(home);
  await Promise.all(codesFor(raw, region).map(loadGroup));
}

/** Starts fetching what a region or a number needs, for a later keystroke or submit; a failure is retried then. */
export function preload(raw: string, region: string): void {
  prepare(raw, region).catch(() => undefined);
}

/** True when every group the number needs is in; otherwise asks for them. */
function ready(raw: string, region: string): boolean {
  if (codesFor(raw, region).every((code) => arrived.has(code))) return true;
  preload(raw, region);
  return false;
}

/**
 * Display formatting while typing: national style for the chosen region, international once a `+` is typed. Until
 * the metadata the number needs has arrived, the text stays as typed.
 */
export function formatTyped(raw: string, region: string): string {
  if (!ready(raw, region)) return raw;
  return (isInternational(raw) ? new AsYouType(undefined, metadata) : new AsYouType(region as CountryCode, metadata)).input(raw);
}

/** A complete international number names its own region: that region and the number as typed there. */
export function splitInternational(raw: string): { region: PhoneRegion; national: string } | undefined {
  if (!isInternational(raw) || !ready(raw, '')) return undefined;
  const parsed = parsePhoneNumberFromString(raw, metadata);
  if (!parsed?.country || !parsed.isValid()) return undefined;
  return { region: { code: parsed.country, dial: parsed.countryCallingCode }, national: parsed.formatNational() };
}

/**
 * The number in E.164 and in international format for showing back, or undefined when it is not a valid number.
 * Call after `prepare`: without the metadata it needs there is no answer, and it throws.
 */
export function parsePhone(raw: string, region: string): { e164: string; display: string } | undefined {
  if (!ready(raw, region)) throw new Error('latch: the phone metadata for this number has not arrived');
  const parsed = parsePhoneNumberFromString(raw, region as CountryCode, metadata);
  return parsed?.isValid() ? { e164: parsed.number, display: parsed.formatInternational() } : undefined;
}

/** What the number field holds after a keystroke, and the region a complete international number names. */
export function typedNumber(next: string, previous: string, region: string, formatting: boolean): { phone: string; region?: PhoneRegion } {
  const international = splitInternational(next);
  if (international) return { phone: international.national, region: international.region };
  // Deleting is left alone: reformatting would put back the bracket or dash the user just removed.
  return { phone: formatting && next.length > previous.length ? formatTyped(next, region) : next };
}

/** A region picked from the list, with the digits typed so far formatted for it; undefined for an unknown code. */
export function pickedRegion(code: string, typed: string, formatting: boolean): { phone: string; region: PhoneRegion } | undefined {
  const dial = dialOf.get(code);
  if (!dial) return undefined;
  // The new region's metadata is asked for at once, so the next keystroke can format with it.
  preload('', code);
  const digits = typed.replace(/[^\d+]/g, '');
  return { region: { code, dial }, phone: formatting && digits ? formatTyped(digits, code) : typed };
}

/**
 * A pasted international number whose calling code's metadata is still downloading names its region once it is in:
 * `found` hears of it then, unless the returned cancel came first.
 */
export function followInternational(raw: string, region: string, found: (next: { phone: string; region: PhoneRegion }) => void): () => void {
  let live = true;
  if (raw.trimStart().startsWith('+')) {
    prepare(raw, region).then(
      () => {
        const international = live ? splitInternational(raw) : undefined;
        if (international) found({ phone: international.national, region: international.region });
      },
      () => undefined,
    );
  }
  return () => {
    live = false;
  };
}
