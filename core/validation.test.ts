import { describe, expect, it } from 'vitest';
import { isValidEmail } from './validation.js';

describe('isValidEmail (SPEC §5)', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', 'x@y.museum', 'UPPER@EXAMPLE.COM'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', 'a@b.c', 'a@b.c0', '@b.co', 'a@.co x', 'a b@c.co', 'a@@b.co', 'a@b.co '])('rejects %o', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
