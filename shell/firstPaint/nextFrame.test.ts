import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './nextFrame.js';

const settledAfter = async (promise: Promise<void>, advance: () => Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await advance();
  return done;
};

describe('afterNextFrame', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('resolves in the task after the next frame’s callbacks, not before', async () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => ((frame = callback), 1));
    const next = afterNextFrame();
    expect(await settledAfter(next, () => vi.advanceTimersByTimeAsync(50))).toBe(false);
    frame!(performance.now());
    expect(await settledAfter(next, () => vi.advanceTimersByTimeAsync(0))).toBe(true);
  });

  it('resolves after 100 ms when no frame comes (the page was hidden meanwhile)', async () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const next = afterNextFrame();
    expect(await settledAfter(next, () => vi.advanceTimersByTimeAsync(99))).toBe(false);
    expect(await settledAfter(next, () => vi.advanceTimersByTimeAsync(1))).toBe(true);
  });

  it('resolves at once on a page that is not visible, which produces no frames', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    await afterNextFrame();
    expect(frames).not.toHaveBeenCalled();
  });
});
