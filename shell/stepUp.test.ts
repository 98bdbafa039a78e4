// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../core/types.js';
import type { HostClient } from './hostClient.js';
import type { MountParams } from './mount.js';
import type { WidgetEvent } from './registries.js';
import { stepUp } from './stepUp.js';

const SESSION = { session_id: 'session-test-1' } as Session;
const clientWith = (session: Session | null) => ({ session: { getSync: () => session } }) as unknown as HostClient;

/** A mount that records what it was handed and lets the test emit the widget's events. */
function fakeMount() {
  const unmount = vi.fn();
  const mounted: MountParams[] = [];
  const mount = vi.fn((params: MountParams) => {
    mounted.push(params);
    return { unmount };
  });
  const emit = (type: WidgetEvent['type']) => mounted.at(-1)!.callbacks!.onEvent!({ type, data: {} } as WidgetEvent);
  return { mount, mounted, unmount, emit };
}

afterEach(() => vi.useRealTimers());

describe("the vanilla client's stepUp", () => {
  it('refuses at once, mounting nothing, when nobody is signed in', async () => {
    const { mount } = fakeMount();
    await expect(stepUp(clientWith(null), mount, { element: 'main' })).rejects.toMatchObject({ name: 'NoCurrentSessionError' });
    expect(mount).not.toHaveBeenCalled();
  });

  it('refuses at once, mounting nothing, when its signal has already aborted', async () => {
    const { mount } = fakeMount();
    await expect(stepUp(clientWith(SESSION), mount, { element: 'main', signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(mount).not.toHaveBeenCalled();
  });

  it("mounts with the host's params less its signal, the host's onEvent still called; resolves to the session once the factor is proven, then unmounts", async () => {
    vi.useFakeTimers();
    const { mount, mounted, unmount, emit } = fakeMount();
    const onEvent = vi.fn();
    const controller = new AbortController();
    const result = stepUp(clientWith(SESSION), mount, {
      element: 'main',
      config: { products: ['mfa'] },
      callbacks: { onEvent },
      signal: controller.signal,
    });
    expect(mounted).toHaveLength(1);
    expect(mounted[0]).not.toHaveProperty('signal');
    expect(mounted[0]).toMatchObject({ element: 'main', config: { products: ['mfa'] } });
    emit('STEP_UP_COMPLETE');
    await expect(result).resolves.toBe(SESSION);
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'STEP_UP_COMPLETE' }));
    // Unmounted after the event's own task, not from inside the widget's render that emitted it.
    expect(unmount).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(unmount).toHaveBeenCalledTimes(1);
    // Settled: a later abort changes nothing.
    controller.abort();
    vi.runAllTimers();
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('rejects with StepUpCancelledError when the visitor cancels', async () => {
    vi.useFakeTimers();
    const { mount, unmount, emit } = fakeMount();
    const result = stepUp(clientWith(SESSION), mount, { element: 'main' });
    emit('STEP_UP_CANCEL');
    await expect(result).rejects.toMatchObject({ name: 'StepUpCancelledError', message: 'The visitor cancelled the second-factor check.' });
    vi.runAllTimers();
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('rejects with AbortError and unmounts when its signal aborts on the way; a proof after that settles nothing', async () => {
    vi.useFakeTimers();
    const { mount, unmount, emit } = fakeMount();
    const controller = new AbortController();
    const result = stepUp(clientWith(SESSION), mount, { element: 'main', signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    emit('STEP_UP_COMPLETE');
    vi.runAllTimers();
    expect(unmount).toHaveBeenCalledTimes(1);
  });
});
