// @vitest-environment node
/**
 * Issue 17 fuzzing: the widget's email and OTP handling never throws on hostile text, and agrees with the provider's
 * own validators (provider/http/validate.ts checkEmail, provider/store/otpCodes.ts), 1,000 seeded runs each.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../provider/http/errors';
import { checkEmail } from '../provider/http/validate';
import { newOtpCode } from '../provider/auth/otp';
import { Db } from '../provider/store/db';
import { OtpCodes } from '../provider/store/otpCodes';
import { anyChar, anyString, FUZZ, kilobyteString, padded, sprinkled, TRICKY_CHARS } from '../test/support/hostileStrings';
import { asciiDigits, isValidEmail } from './validation.js';

const providerVerdict = (run: () => unknown, errorType: string): boolean => {
  try {
    run();
    return true;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorType).toBe(errorType);
    return false;
  }
};

const tld = fc.stringMatching(/^[A-Za-z]{2,6}$/);
/** Internationalised top-level domains, in their script and in ASCII, and near misses of both. */
const idnTld = fc.oneof(
  fc.constantFrom('рф', '广告', 'भारत', 'ελ', 'xn--p1ai', 'XN--80AO21A', 'xn--', 'xn--p1ai-', 'р', 'рф1'),
  fc.stringMatching(/^[\p{L}\p{M}\d-]{1,6}$/u),
);
const emails = fc.oneof(
  fc.emailAddress(),
  sprinkled(fc.emailAddress()),
  padded(fc.emailAddress()),
  fc.tuple(anyString, anyString, tld).map(([local, domain, top]) => `${local}@${domain}.${top}`),
  fc.tuple(anyString, anyString, idnTld).map(([local, domain, top]) => `${local}@${domain}.${top}`),
  fc.tuple(kilobyteString, tld).map(([local, top]) => `${local.replace(/[\s@]/g, 'x')}@example.${top}`),
  anyString,
  kilobyteString,
);

describe('email input (SPEC §5) against the provider', () => {
  it('the address the form sends (trimmed) is accepted by both or refused by both, never throwing', () => {
    fc.assert(
      fc.property(emails, (typed) => {
        // shell/form/LoginForm.tsx: the typed text, trimmed, is what is validated and sent.
        const sent = typed.trim();
        expect(isValidEmail(sent)).toBe(providerVerdict(() => checkEmail(sent), 'invalid_email'));
      }),
      FUZZ,
    );
  });
});

const DIGIT_ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0xff10, 0x1d7ce, 0x1d7d8, 0x1d7f6];
const noDigit = fc.constantFrom(...TRICKY_CHARS.filter((c) => !/\p{Nd}/u.test(c)));

describe('OTP input (SPEC §5: digits only, 6) against the provider', () => {
  it('keeps only ASCII digits of any text, and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, kilobyteString), (text) => {
        expect(asciiDigits(text)).toMatch(/^[0-9]*$/);
      }),
      FUZZ,
    );
  });

  it('a provider code typed in any script, with anything between its digits, is the code the provider accepts', async () => {
    expect(newOtpCode()).toMatch(/^[0-9]{6}$/);
    const codes = new OtpCodes(await Db.open());
    const typing = fc.tuple(
      fc.stringMatching(/^[0-9]{6}$/),
      fc.array(
        fc.tuple(
          fc.constantFrom(...DIGIT_ZEROS),
          fc.string({
            unit: fc.oneof(
              noDigit,
              anyChar.filter((c) => !/\p{Nd}/u.test(c)),
            ),
            maxLength: 3,
          }),
        ),
        { minLength: 6, maxLength: 6 },
      ),
    );
    fc.assert(
      fc.property(typing, ([code, how]) => {
        codes.put('email-test', 'user-test', 'email', code, new Date(Date.now() + 60_000));
        const typed = [...code].map((d, i) => String.fromCodePoint((how[i]?.[0] ?? 0x30) + Number(d)) + (how[i]?.[1] ?? '')).join('');
        const sent = asciiDigits(typed).slice(0, 6);
        expect(sent).toBe(code);
        expect(codes.matches(codes.get('email-test')!, sent)).toBe(true);
      }),
      FUZZ,
    );
  });

  it('whatever is typed, the provider accepts what the widget sends only when it is the code', async () => {
    const codes = new OtpCodes(await Db.open());
    codes.put('email-test', 'user-test', 'email', '042917', new Date(Date.now() + 60_000));
    fc.assert(
      fc.property(fc.oneof(anyString, kilobyteString, sprinkled(fc.constant('042917')), sprinkled(fc.constant('٠٤٢٩١٧'))), (typed) => {
        const sent = asciiDigits(typed);
        // The widget submits at six digits (SPEC §5) and sends nothing shorter.
        if (sent.length < 6) return;
        expect(codes.matches(codes.get('email-test')!, sent.slice(0, 6))).toBe(sent.slice(0, 6) === '042917');
      }),
      FUZZ,
    );
  });
});
