import { asciiDigits } from '../../core/validation.js';

/** SPEC §9: six digits. */
export const OTP_LENGTH = 6;
export const emptyDigits = (): string[] => Array<string>(OTP_LENGTH).fill('');

/** The boxes after an edit, and the box that gets focus next. */
export interface DigitsEdit {
  digits: string[];
  focus: number;
}

/**
 * Text landing in box `index` (typed, pasted or autofilled): its digits, in any script, as ASCII. A whole code goes
 * in from the first box wherever it lands; a few digits go in from where they land. Undefined when it has no digit.
 */
export function fillDigits(digits: readonly string[], index: number, text: string): DigitsEdit | undefined {
  const incoming = asciiDigits(text);
  if (!incoming) return undefined;
  const start = incoming.length >= OTP_LENGTH ? 0 : index;
  const next = [...digits];
  for (const [offset, digit] of [...incoming.slice(0, OTP_LENGTH - start)].entries()) next[start + offset] = digit;
  return { digits: next, focus: Math.min(start + incoming.length, OTP_LENGTH - 1) };
}

/** What a box's own input event leaves: cleared, or filled (typing into a filled box keeps the new character). */
export function typeDigits(digits: readonly string[], index: number, raw: string): DigitsEdit | undefined {
  if (raw === '') return { digits: digits.map((d, i) => (i === index ? '' : d)), focus: index };
  const previous = digits[index] ?? '';
  const chars = [...raw];
  // The box held a digit whose text was not selected: the browser put the new character before or after it.
  const added = previous && chars.length === 2 ? ((chars[0] === previous ? chars[1] : chars[0]) ?? raw) : raw;
  return fillDigits(digits, index, added);
}
