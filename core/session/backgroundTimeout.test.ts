// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backgroundTimeout } from './backgroundTimeout.js';

describe('backgroundTimeout', () => {
  it('does not hold a Node process open, and still fires while something else does', async () => {
    const fired = new Promise<string>((resolve) => {
      const timer = backgroundTimeout(() => resolve('fired'), 5);
      expect((timer as unknown as { hasRef(): boolean }).hasRef()).toBe(false);
    });
    // The test runner keeps this process alive; the timer runs as any other would.
    expect(await fired).toBe('fired');
  });
});
