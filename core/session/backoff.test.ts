import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff.js';

describe('backoffDelay', () => {
  it('doubles from 2000 ms and stops growing at attempt 7', () => {
    const centre = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => backoffDelay(n, centre))).toEqual([
      2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 256000, 256000,
    ]);
  });

  it('moves each wait by at most 175 ms either way', () => {
    expect(backoffDelay(0, () => 0)).toBe(2000 - 175);
    expect(backoffDelay(0, () => 0.999999)).toBeCloseTo(2000 + 175, 2);
    expect(backoffDelay(7, () => 0)).toBe(256000 - 175);
  });
});
