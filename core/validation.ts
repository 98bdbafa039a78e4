/**
 * SPEC §5: a basic address with a top-level domain of two or more letters, in any script (`.рф`, `.广告`), or
 * that domain's ASCII form (`xn--p1ai`), which is what Chromium's email input hands over for a typed `.рф`. The
 * provider's check (provider/http/validate.ts) is the same, so neither refuses what the other takes.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.(?:\p{L}[\p{L}\p{M}]+|[Xx][Nn]--[A-Za-z0-9-]*[A-Za-z0-9])$/u;

export const isValidEmail = (value: string): boolean => EMAIL.test(value);

/**
 * What the provider takes as a phone number (E.164): a plus, a first digit that is not 0, 7 to 15 digits in all.
 * A number outside this cannot be valid in any region, whatever the phone library says or fails to say.
 */
const E164 = /^\+[1-9]\d{6,14}$/;

export const isE164 = (value: string): boolean => E164.test(value);

const DECIMAL_DIGIT = /\p{Nd}/u;

/**
 * Unicode encodes every script's decimal digits as runs of ten, 0 to 9 in order, and runs that touch are whole sets
 * (the mathematical digits are five sets in a row), so a digit's value is its place in its run, modulo ten.
 */
function digitValue(codePoint: number): number {
  let before = 0;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(codePoint - before - 1))) before += 1;
  return before % 10;
}

/**
 * SPEC §5 "OTP: digits only": the decimal digits of `text` as ASCII digits, in order, everything else dropped. A
 * code typed on an Arabic-Indic or full-width keyboard (٤٢ or ４２) is the same code: the provider only knows 0-9.
 */
export function asciiDigits(text: string): string {
  let digits = '';
  for (const char of text) {
    if (char >= '0' && char <= '9') digits += char;
    else if (DECIMAL_DIGIT.test(char)) digits += String(digitValue(char.codePointAt(0) ?? 0));
  }
  return digits;
}
