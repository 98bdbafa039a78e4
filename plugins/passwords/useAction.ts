import { useRef, useState } from 'react';
import { usePluginContext } from '../../shell/plugin-api.js';

/**
 * Runs one action at a time per screen: while one is in flight, others do nothing. `pending` names
 * the running one, so only its button shows the spinner. Errors are shown through the widget (and
 * reported to the host's onError).
 */
export function useAction<K extends string>(): [pending: K | null, run: (key: K, action: () => Promise<void>) => Promise<void>] {
  const ctx = usePluginContext();
  const inFlight = useRef(false);
  const [pending, setPending] = useState<K | null>(null);
  const run = async (key: K, action: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(key);
    ctx.clearError();
    try {
      await action();
    } catch (error) {
      ctx.setError(error);
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  };
  return [pending, run];
}
