import { describe, expect, it } from 'vitest';
import { sameEmail } from './contacts.js';

describe('two emails', () => {
  it('are the same address whatever their case and surrounding spaces', () => {
    expect(sameEmail('Ada@Example.com ', 'ada@example.com')).toBe(true);
    expect(sameEmail('ada@example.com', 'ada@example.org')).toBe(false);
  });
});
