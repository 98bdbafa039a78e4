import { useEffect, useState } from 'react';
import type { WebauthnRegistration } from '../../core/api/webauthn.js';
import { usePluginContext, useProductActions } from '../../shell/plugin-api.js';

export type Registrations = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; list: WebauthnRegistration[] };

/**
 * The signed-in user's passkeys, asked of users/me when the screen opens: the registration screens act only for a
 * loaded user (SPEC §5). A failure (nobody signed in, say) goes to the screen's banner and the host's onError; a
 * session that arrives afterwards (a login in another tab) asks again. `onLoad` (a stable function, e.g. an action)
 * hears each list that arrives.
 */
export function useRegistrations(onLoad?: (list: WebauthnRegistration[]) => void): [Registrations, (list: WebauthnRegistration[]) => void] {
  const ctx = usePluginContext();
  const actions = useProductActions('passkeys');
  const [state, setState] = useState<Registrations>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    actions.registrations().then(
      (list) => {
        if (!live) return;
        setState({ kind: 'ready', list });
        onLoad?.(list);
      },
      (error: unknown) => {
        if (!live) return;
        ctx.setError(error);
        setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [actions, ctx, attempt, onLoad]);

  const failed = state.kind === 'failed';
  useEffect(() => {
    if (!failed) return;
    return ctx.client.session.onChange(({ session }) => {
      if (!session) return;
      ctx.clearError();
      setState({ kind: 'loading' });
      setAttempt((n) => n + 1);
    });
  }, [ctx, failed]);

  return [state, (list) => setState({ kind: 'ready', list })];
}
