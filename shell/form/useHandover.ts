import { useEffect, useId, type RefObject } from 'react';
import { useRuntime } from '../runtime/context.js';
import { setForm } from '../store/widgetStore.js';

/**
 * Takes over the form drawn before the widget, if the runtime was handed one, and gives the prefix of the form's
 * element ids: the drawn form's, so the elements the widget adopts keep their names and references, else its own.
 *
 * What was typed after the hand-over was read is in the adopted field only, and focus comes back if the elements could
 * not be adopted. A passive effect, declared after the form's store subscriptions (also passive): in the gap between
 * the commit and those subscriptions React answers a keystroke with the stale controlled value and no store write
 * re-renders, so a release in a layout effect could lose what was typed in that gap; the form's events stay held until
 * now instead.
 */
export function useHandover(formRoot: RefObject<HTMLElement | null>): string {
  const runtime = useRuntime();
  const ownIds = useId();
  useEffect(() => {
    const { store, ctx } = runtime;
    const handover = runtime.handover.take();
    const late = handover?.release?.();
    const root = formRoot.current;
    if (!handover || !root) return;
    const field = root.querySelector<HTMLInputElement>('input[name=email], input[name=phone]');
    const input = field?.name as 'email' | 'phone' | undefined;
    if (field && input && field.value !== store.getState().form[input]) setForm(store, { [input]: field.value });
    if (late?.tab && runtime.loginMethods.some((method) => method.tab === late.tab)) {
      setForm(store, { tab: late.tab });
      ctx.clearError();
    }
    if (late?.submit) setForm(store, { queued: true });
    if (!root.contains((root.getRootNode() as Document | ShadowRoot).activeElement)) handover.refocus?.(root);
  }, [runtime, formRoot]);
  return runtime.handover.ids ?? ownIds;
}
