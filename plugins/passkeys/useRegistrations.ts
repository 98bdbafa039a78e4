import { useEffect, useState } from 'react';
import type { WebauthnRegistration } from '../../core/api/webauthn.js';
import { usePluginContext, useProductActions } from '../../shell/plugin-api.js';

export type Registrations = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; list: WebauthnRegistration[] };

/**
 * The signed-in user's passkeys, asked of users/me when the screen opens: the registration screens act only for a
 * loaded user (SPEC §5). A failure (nobody signed in, say) goes to the screen's banner and the host's onError.
 */
export function useRegistrations(): [Registrations, (list: WebauthnRegistration[]) => void] {
  const ctx = usePluginContext();
  const actions = useProductActions('passkeys');
  const [state, setState] = useState<Registrations>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    actions.registrations().then(
      (list) => live && setState({ kind: 'ready', list }),
      (error: unknown) => {
        if (!live) return;
        ctx.setError(error);
        setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [actions, ctx]);
  return [state, (list) => setState({ kind: 'ready', list })];
}
