// @vitest-environment node
/**
 * Issue 17 fuzzing: whatever is typed into the phone field, with the phone library or without it (a time-out or a
 * failed download), the widget either refuses it with 'Invalid phone number, please try again.' (LoginForm) or
 * sends a number the provider's own check (provider/http/validate.ts checkPhone) accepts. 1,000 seeded runs each.
 */
import fc from 'fast-check';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { checkPhone } from '../../provider/http/validate';
import { anyString, FUZZ, kilobyteString, padded, sprinkled } from '../../test/support/hostileStrings';
import * as lib from './phone/phoneLib.js';
import { toPhoneTarget } from './phoneTarget.js';

const regions = fc.constantFrom(...getCountries().map((code) => ({ code, dial: getCountryCallingCode(code) })));
const separator = fc.constantFrom('', ' ', '-', '.', '(', ')', '\u00A0');
const plausible = fc
  .tuple(fc.boolean(), fc.array(fc.tuple(fc.stringMatching(/^[0-9]{1,4}$/), separator), { minLength: 1, maxLength: 6 }))
  .map(([plus, parts]) => (plus ? '+' : '') + parts.map(([digits, sep]) => digits + sep).join(''));
const typed = fc.oneof(plausible, sprinkled(plausible), padded(plausible), anyString, kilobyteString, sprinkled(fc.constant('+1 415 555 2671')));

const providerAccepts = (value: string) => {
  try {
    return checkPhone(value) === value;
  } catch {
    return false;
  }
};

describe('phone input (SPEC §5) against the provider', () => {
  it('sends real numbers either way, and refuses without the library only what E.164 cannot hold', () => {
    const us = { code: 'US', dial: '1' };
    for (const phoneLib of [lib, undefined]) expect(toPhoneTarget('(415) 555-2671', us, phoneLib)?.value).toBe('+14155552671');
    expect(toPhoneTarget('+44 20 7946 0958', us, lib)?.value).toBe('+442079460958');
    expect(toPhoneTarget('555', us, lib)).toBeUndefined();
    // Without the library the number is assumed valid (SPEC §5) as far as E.164 allows: 7 to 15 digits, no leading 0.
    expect(toPhoneTarget('555', us, undefined)).toBeUndefined();
    expect(toPhoneTarget('+0 415 555 2671', us, undefined)).toBeUndefined();
    expect(toPhoneTarget('4155552671 4155552671', us, undefined)).toBeUndefined();
  });

  for (const [name, phoneLib] of [
    ['with the phone library', lib],
    ['without it (time-out or failed download)', undefined],
  ] as const) {
    it(`${name}: refused by the widget, or a number the provider accepts, never throwing`, () => {
      fc.assert(
        fc.property(typed, regions, (raw, region) => {
          const target = toPhoneTarget(raw, region, phoneLib);
          if (target) expect(providerAccepts(target.value), `${JSON.stringify(raw)} in ${region.code} -> ${target.value}`).toBe(true);
        }),
        FUZZ,
      );
    });
  }
});
