import type { PhoneRegion } from '../store/widgetStore.js';
import { loadPhoneLib, settleWithin } from './phoneLoader.js';

/** SPEC §5 / §9: parsing waits at most 2 s for the phone library. */
export const PARSE_TIMEOUT_MS = 2_000;

export interface PhoneTarget {
  /** E.164: what goes on the wire. */
  value: string;
  /** The number formatted for reading. */
  display: string;
}

/**
 * The typed number as the provider wants it, or undefined when it is not a valid number for the chosen region.
 * When the library is not there in time, or throws, the number is assumed valid: dialling code plus digits.
 */
export async function phoneTarget(raw: string, region: PhoneRegion): Promise<PhoneTarget | undefined> {
  const digits = raw.replace(/\D/g, '');
  if (!digits) return undefined;
  const international = raw.trimStart().startsWith('+');
  const assumed = { value: international ? `+${digits}` : `+${region.dial}${digits}`, display: raw.trim() };
  // The same 2 s cover the library and the metadata of the number's calling codes, fetched on demand.
  const ready = loadPhoneLib().then(async (lib) => {
    await lib.prepare(raw, region.code);
    return lib;
  });
  const lib = await settleWithin(ready, PARSE_TIMEOUT_MS);
  if (!lib) return assumed;
  try {
    const parsed = lib.parsePhone(raw, region.code);
    return parsed && { value: parsed.e164, display: parsed.display };
  } catch {
    return assumed;
  }
}
