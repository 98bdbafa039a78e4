import { checkArgs } from '../args.js';
import type { CoreClient } from '../client.js';
import type { AuthResponse } from '../types.js';

/**
 * Signs in as the user an impersonation token (minted in the provider's dashboard, once, for minutes) names.
 * SPEC §7 sends the token alone: the provider sets the session's length.
 */
export async function impersonationAuthenticate(client: CoreClient, options: { impersonation_token: string }): Promise<AuthResponse> {
  checkArgs('impersonation.authenticate', { ...options }, { impersonation_token: 'string' });
  const response = await client.transport.request<AuthResponse>({
    method: 'POST',
    path: '/impersonation/authenticate',
    body: { impersonation_token: options.impersonation_token },
    protect: 'full',
  });
  client.session.storeAuthResponse(response);
  return response;
}
