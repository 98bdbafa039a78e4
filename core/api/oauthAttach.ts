import { checkArgs } from '../args.js';
import type { CoreClient } from '../client.js';
import type { Common } from '../types.js';
import type { OAuthProviderType } from './oauth.js';

/**
 * A single-use token that makes the next start at `provider` join that account to the signed-in user (the published
 * client's oauth.attach; the start is otherwise a login or sign-up of whoever the account belongs to). A module of its
 * own: only the account's connected-accounts section asks for one, so the sign-in chunk does not carry it.
 */
export async function oauthAttach(client: CoreClient, provider: OAuthProviderType): Promise<{ oauth_attach_token: string }> {
  checkArgs('oauth.attach', { provider }, { provider: 'string' });
  const { oauth_attach_token } = await client.transport.request<{ oauth_attach_token: string } & Common>({
    method: 'POST',
    path: '/oauth/attach',
    body: { provider },
  });
  return { oauth_attach_token };
}
