import type { ToastInput, ToastKind } from '../pluginTypes.js';
import { MAX_TOASTS, type WidgetStore } from '../store/widgetStore.js';

/** SPEC §8: success 2 s, error 4 s, blank and custom 4 s, loading until replaced. */
export const TOAST_DURATION_MS: Record<ToastKind, number | null> = {
  success: 2000,
  error: 4000,
  blank: 4000,
  custom: 4000,
  loading: null,
};

let counter = 0;

export function createToaster(store: WidgetStore) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const dismiss = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    store.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  };

  const show = (input: ToastInput): string => {
    const id = input.id ?? `toast-${++counter}`;
    clearTimeout(timers.get(id));
    // The cap drops the oldest so the newest message is always seen.
    store.setState((s) => ({
      toasts: [...s.toasts.filter((t) => t.id !== id), { id, kind: input.kind, message: input.message }].slice(-MAX_TOASTS),
    }));
    const duration = TOAST_DURATION_MS[input.kind];
    if (duration !== null)
      timers.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
    return id;
  };

  return {
    show,
    dismiss,
    dispose() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
