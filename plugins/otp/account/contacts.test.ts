import { describe, expect, it } from 'vitest';
import { phoneOnWire, sameEmail } from './contacts.js';

describe('a typed phone number', () => {
  it('goes on the wire as + and its digits', () => {
    expect(phoneOnWire(' +1 (415) 555-0100 ')).toBe('+14155550100');
    expect(phoneOnWire('+44.20.7946.0958')).toBe('+442079460958');
  });

  it('is refused without its country code, with letters, too short or too long', () => {
    for (const typed of ['4155550100', '+1 415 CALL NOW', '+12345', '+1234567890123456', '+0 415 555 0100', ''])
      expect(phoneOnWire(typed)).toBeUndefined();
  });
});

describe('two emails', () => {
  it('are the same address whatever their case and surrounding spaces', () => {
    expect(sameEmail('Ada@Example.com ', 'ada@example.com')).toBe(true);
    expect(sameEmail('ada@example.com', 'ada@example.org')).toBe(false);
  });
});
