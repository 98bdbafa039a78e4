import { useEffect, useState } from 'react';
import { usePluginContext, useProductState } from '../../shell/plugin-api.js';
import type { Allowance } from './slice.js';

/**
 * Whether the provider refuses guesses on this allowance now (its Retry-After); when the time comes the field opens
 * again and the banner that said when stops showing.
 */
export function useLocked(allowance: Allowance): boolean {
  const ctx = usePluginContext();
  const until = useProductState('mfa', (s) => s.lockedUntil[allowance]);
  const [now, setNow] = useState(Date.now);
  const locked = until !== undefined && until > now;
  useEffect(() => {
    if (!locked) return;
    const timer = setTimeout(() => {
      setNow(Date.now());
      ctx.clearError();
    }, until - Date.now());
    return () => clearTimeout(timer);
  }, [locked, until, ctx]);
  return locked;
}
