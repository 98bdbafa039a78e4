/**
 * The vanilla client's `stepUp`: the step-up entry as a promise. Fetched when a host first calls it (it is no part of a
 * page's first paint, and most pages never call it); the entry hands it its own mount.
 */
import { abortError, noSessionError } from '../core/errors.js';
import { stepUpCancelledError } from '../core/stepUp.js';
import type { Session } from '../core/types.js';
import type { HostClient } from './hostClient.js';
import type { MountHandle, MountParams, StepUpParams } from './mount.js';
import type { WidgetEvent } from './registries.js';

/**
 * Mounts the step-up entry and, once the visitor has proven a second factor (STEP_UP_COMPLETE), unmounts it and
 * resolves to the session; rejects with StepUpCancelledError when they cancel, AbortError when the signal aborts, and
 * NoCurrentSessionError at once when nobody is signed in. The events still reach the host's own onEvent.
 */
export function stepUp(client: HostClient, mount: (params: MountParams) => MountHandle, { signal, ...params }: StepUpParams): Promise<Session> {
  return new Promise((resolve, reject) => {
    if (!client.session.getSync()) return reject(noSessionError());
    if (signal?.aborted) return reject(abortError());
    let handle: MountHandle | undefined;
    let settled = false;
    const end = (settle: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', aborted);
      // After the event's own task: a root is not unmounted from inside the render or effect that emitted it.
      setTimeout(() => handle?.unmount());
      settle();
    };
    const aborted = () => end(() => reject(abortError()));
    signal?.addEventListener('abort', aborted, { once: true });
    const onEvent = (event: WidgetEvent) => {
      params.callbacks?.onEvent?.(event);
      if (event.type === 'STEP_UP_COMPLETE') end(() => resolve(client.session.getSync()!));
      else if (event.type === 'STEP_UP_CANCEL') end(() => reject(stepUpCancelledError()));
    };
    // The mount hands its params to the widget as props: the signal is this promise's alone.
    handle = mount({ ...params, callbacks: { ...params.callbacks, onEvent } });
  });
}
