/** Issue 17 fuzzing: the six digit boxes take any typed, pasted or autofilled text without throwing or breaking. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiDigits } from '../../core/validation.js';
import { anyChar, anyString, FUZZ, kilobyteString, sprinkled } from '../../test/support/hostileStrings';
import { fillDigits, OTP_LENGTH, typeDigits } from './digits.js';

const boxes = fc.array(fc.oneof(fc.constant(''), fc.stringMatching(/^[0-9]$/)), { minLength: OTP_LENGTH, maxLength: OTP_LENGTH });
const index = fc.integer({ min: 0, max: OTP_LENGTH - 1 });
const text = fc.oneof(anyString, kilobyteString, fc.string({ unit: anyChar, maxLength: 2 }), sprinkled(fc.stringMatching(/^[0-9]{1,8}$/)));

const wellFormed = (edit: ReturnType<typeof fillDigits>) => {
  if (!edit) return;
  expect(edit.digits).toHaveLength(OTP_LENGTH);
  for (const digit of edit.digits) expect(digit).toMatch(/^[0-9]?$/);
  expect(edit.focus).toBeGreaterThanOrEqual(0);
  expect(edit.focus).toBeLessThan(OTP_LENGTH);
};

describe('digit boxes', () => {
  it('any text typed or pasted into any box leaves six boxes of one ASCII digit or none', () => {
    fc.assert(
      fc.property(boxes, index, text, (digits, at, input) => {
        wellFormed(fillDigits(digits, at, input));
        wellFormed(typeDigits(digits, at, input));
      }),
      FUZZ,
    );
  });

  it('a pasted or autofilled code of six digits or more fills the boxes from the first, whatever box it lands in', () => {
    fc.assert(
      fc.property(boxes, index, sprinkled(fc.stringMatching(/^[0-9]{6,10}$/)), (digits, at, pasted) => {
        const edit = fillDigits(digits, at, pasted);
        // Sprinkled characters may be digits of another script (core/validation.test.ts pins their values).
        expect(edit?.digits.join('')).toBe(asciiDigits(pasted).slice(0, OTP_LENGTH));
      }),
      FUZZ,
    );
  });
});
