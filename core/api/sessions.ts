import { checkArgs } from '../args.js';
import type { CoreClient } from '../client.js';
import type { AuthResponse } from '../types.js';

/** The host-facing session surface; the manager does the work (refresh, cookies, tabs). */
export function sessionsApi(client: CoreClient) {
  const { session } = client;
  return {
    getSync: () => session.getSync(),
    getTokens: () => session.getTokens(),
    onChange: (cb: Parameters<typeof session.onChange>[0]) => session.onChange(cb),
    authenticate(options: { session_duration_minutes?: number } = {}) {
      checkArgs('session.authenticate', options, { session_duration_minutes: 'optionalNumber' });
      return session.authenticate(options);
    },
    /**
     * Adopts a session the host's backend started (its `session_token`, and `session_jwt` when it has one): the
     * provider confirms the token, then the session is stored as after a login. The JWT is not trusted on its own.
     */
    async updateSession(tokens: { session_token: string; session_jwt?: string }): Promise<AuthResponse> {
      checkArgs('session.updateSession', { tokens }, { tokens: 'object' });
      checkArgs('session.updateSession', { ...tokens }, { session_token: 'string', session_jwt: 'optionalString' });
      const response = await client.transport.request<AuthResponse>({
        method: 'POST',
        path: '/sessions/authenticate',
        body: {},
        secret: tokens.session_token,
      });
      session.storeAuthResponse(response);
      return response;
    },
    revoke(options: { forceClear?: boolean } = {}) {
      checkArgs('session.revoke', options, { forceClear: 'optionalBoolean' });
      return session.revoke(options);
    },
  };
}
