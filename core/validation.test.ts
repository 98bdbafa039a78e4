import { describe, expect, it } from 'vitest';
import { asciiDigits, isE164, isValidEmail } from './validation.js';

describe('isValidEmail (SPEC §5)', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', 'x@y.museum', 'UPPER@EXAMPLE.COM'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  // Internationalised domains: a top-level domain in any script, or its ASCII form (Chromium's email input sends
  // `user@пример.рф` as `user@xn--e1afmkfd.xn--p1ai`).
  it.each(['user@bücher.de', 'user@пример.рф', 'user@xn--e1afmkfd.xn--p1ai', '用户@例子.广告', 'a@b.भारत', 'x@EXAMPLE.XN--P1AI'])(
    'accepts the internationalised %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );
  it.each(['', 'plain', 'a@b', 'a@b.c', 'a@b.c0', '@b.co', 'a@.co x', 'a b@c.co', 'a@@b.co', 'a@b.co ', 'a@b.xn--', 'a@b.广', 'a@b.x1', 'a@b.рф1'])(
    'rejects %o',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});

describe('isE164', () => {
  it.each(['+15555550123', '+4930123456', '+6834002'])('accepts %s', (phone) => expect(isE164(phone)).toBe(true));
  it.each(['', '15555550123', '+05555550123', '+123456', '+1234567890123456', '+1 555 555 0123'])('rejects %o', (phone) =>
    expect(isE164(phone)).toBe(false),
  );
});

describe('asciiDigits (SPEC §5: OTP digits only)', () => {
  it.each([
    ['123456', '123456'],
    ['12-34 56', '123456'],
    ['١٢٣٤٥٦', '123456'],
    ['۰۹', '09'],
    ['１２３', '123'],
    ['०७', '07'],
    ['𝟎𝟗𝟘𝟡𝟿', '09099'],
    ['a\u200B1\u00002\u202E3', '123'],
    ['½²Ⅷ', ''],
  ])('%o gives %o', (text, digits) => expect(asciiDigits(text)).toBe(digits));
});
