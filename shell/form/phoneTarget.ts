import { isE164 } from '../../core/validation.js';
import type { PhoneRegion } from '../store/widgetStore.js';
import { loadPhoneLib, type PhoneLib } from './phoneLoader.js';

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
  if (!raw.replace(/\D/g, '')) return undefined;
  // The same 2 s cover the library and the metadata of the number's calling codes, fetched on demand.
  const ready = loadPhoneLib().then(async (lib) => {
    await lib.prepare(raw, region.code);
    return lib;
  });
  return toPhoneTarget(raw, region, await settleWithin(ready, PARSE_TIMEOUT_MS));
}

/** Resolves to undefined when `promise` fails or takes longer than `ms`. */
function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

/** phoneTarget once the library is there (or known not to be). */
export function toPhoneTarget(raw: string, region: PhoneRegion, lib: PhoneLib | undefined): PhoneTarget | undefined {
  const digits = raw.replace(/\D/g, '');
  if (!digits) return undefined;
  const international = raw.trimStart().startsWith('+');
  const value = international ? `+${digits}` : `+${region.dial}${digits}`;
  // Assumed valid only where E.164 can hold it: longer or shorter, no region has it and the provider refuses it.
  const assumed = isE164(value) ? { value, display: raw.trim() } : undefined;
  if (!lib) return assumed;
  try {
    const parsed = lib.parsePhone(raw, region.code);
    return parsed && { value: parsed.e164, display: parsed.display };
  } catch {
    return assumed;
  }
}
