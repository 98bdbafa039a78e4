import { DEFAULT_SESSION_MINUTES, checkArgs } from '../args.js';
import type { CoreClient } from '../client.js';
import type { AuthResponse } from '../types.js';

/**
 * Apart from the sends: the page an email link lands on calls this through the host's client, and passwords through
 * its reset flow, while the widget's first screen never does: the host's client loads it on the first call.
 */
export async function magicLinkAuthenticate(
  client: CoreClient,
  token: string,
  options: { session_duration_minutes?: number } = {},
): Promise<AuthResponse & { method_id: string }> {
  const session_duration_minutes = options.session_duration_minutes ?? DEFAULT_SESSION_MINUTES;
  checkArgs('magicLinks.authenticate', { token, session_duration_minutes }, { token: 'string', session_duration_minutes: 'number' });
  const { pkceRequiredForEmailMagicLinks } = await client.bootstrap.get();
  const code_verifier = await client.pkce.verifierFor('magic_links', pkceRequiredForEmailMagicLinks);
  const response = await client.transport.request<AuthResponse & { method_id: string }>({
    method: 'POST',
    path: '/magic_links/authenticate',
    body: { token, session_duration_minutes, code_verifier },
  });
  client.pkce.clear('magic_links');
  client.session.storeAuthResponse(response);
  return response;
}
