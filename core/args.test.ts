import { describe, expect, it } from 'vitest';
import { checkArgs } from './args.js';
import { LatchError, UsageError } from './errors.js';

type Kind = Parameters<typeof checkArgs>[2][string];

interface Row {
  kind: Kind;
  phrase: string;
  good: unknown[];
  bad: unknown[];
}

const rows: Row[] = [
  { kind: 'string', phrase: 'a string', good: ['', 'abc'], bad: [undefined, null, 1, ['a'], {}, true] },
  { kind: 'optionalString', phrase: 'an optional string', good: [undefined, '', 'abc'], bad: [null, 1, ['a'], false] },
  { kind: 'stringArray', phrase: 'an array of strings', good: [[], ['a', 'b']], bad: [undefined, 'a', ['a', 1], [null], {}] },
  { kind: 'optionalStringArray', phrase: 'an optional array of strings', good: [undefined, [], ['openid']], bad: [null, 'openid', [1]] },
  { kind: 'number', phrase: 'a number', good: [0, 30, -1.5], bad: [undefined, '30', NaN, Infinity, null, true] },
  { kind: 'optionalNumber', phrase: 'an optional number', good: [undefined, 5], bad: [null, '5', NaN] },
  { kind: 'boolean', phrase: 'a boolean', good: [true, false], bad: [undefined, 'true', 0, null] },
  { kind: 'optionalBoolean', phrase: 'an optional boolean', good: [undefined, false], bad: [null, 1, 'false'] },
  { kind: 'object', phrase: 'an object', good: [{}, { a: 1 }], bad: [undefined, null, [], 'x', 3] },
  { kind: 'optionalObject', phrase: 'an optional object', good: [undefined, {}], bad: [null, [], 'x'] },
];

const caught = (fn: () => void): unknown => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('checkArgs', () => {
  describe.each(rows)('$kind', ({ kind, phrase, good, bad }) => {
    it.each(good.map((v) => [v]))('accepts %o', (value) => {
      expect(() => checkArgs('some.call', { field: value }, { field: kind })).not.toThrow();
    });

    it.each(bad.map((v) => [v]))('rejects %o naming the call and the field', (value) => {
      const error = caught(() => checkArgs('some.call', { field: value }, { field: kind }));
      expect(error).toBeInstanceOf(UsageError);
      expect(error).toBeInstanceOf(LatchError);
      expect(error).toMatchObject({ name: 'UsageError', message: `Invalid call to some.call: field must be ${phrase}.` });
    });
  });

  it('produces the SPEC wording for a real call', () => {
    expect(() => checkArgs('magicLinks.authenticate', { token: 42 }, { token: 'string' })).toThrow(
      new UsageError('magicLinks.authenticate', 'token must be a string.'),
    );
    const error = caught(() => checkArgs('magicLinks.authenticate', { token: 42 }, { token: 'string' })) as Error;
    expect(error.message).toBe('Invalid call to magicLinks.authenticate: token must be a string.');
  });

  it('reports the first failing field in spec order and ignores fields without a check', () => {
    const error = caught(() =>
      checkArgs(
        'passwords.create',
        { email: 'a@b.co', password: 1, session_duration_minutes: 'x', extra: Symbol('ignored') },
        {
          email: 'string',
          password: 'string',
          session_duration_minutes: 'number',
        },
      ),
    ) as Error;
    expect(error.message).toBe('Invalid call to passwords.create: password must be a string.');
  });

  it('a missing required field fails; a missing optional one passes', () => {
    expect(() => checkArgs('otps.authenticate', {}, { method_id: 'string' })).toThrow(
      'Invalid call to otps.authenticate: method_id must be a string.',
    );
    expect(() => checkArgs('otps.authenticate', {}, { expiration_minutes: 'optionalNumber' })).not.toThrow();
  });
});
