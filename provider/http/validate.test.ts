import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { checkEmail } from './validate';

describe('checkEmail', () => {
  it.each([
    ['user@пример.рф', 'user@пример.рф'],
    ['User@XN--E1AFMKFD.XN--P1AI', 'user@xn--e1afmkfd.xn--p1ai'],
    ['用户@例子.广告', '用户@例子.广告'],
    ['Ada@Example.COM', 'ada@example.com'],
  ])('takes %s (internationalised domains too), lower-cased', (email, kept) => {
    expect(checkEmail(email)).toBe(kept);
  });

  it.each(['a@b.c', 'a@b.xn--', 'a@b.x1', 'a b@c.co'])('refuses %o with invalid_email', (email) => {
    expect(() => checkEmail(email)).toThrow(ApiError);
    try {
      checkEmail(email);
    } catch (error) {
      expect((error as ApiError).errorType).toBe('invalid_email');
    }
  });
});
