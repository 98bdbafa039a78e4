import { checkArgs } from '../args.js';
import type { CoreClient } from '../client.js';
import type { Common } from '../types.js';
import type { MagicLinkLoginOrCreateOptions } from './magicLinks.js';

/**
 * Emails a link to an existing user's address (primary), or, with a session, to an address being added to the
 * signed-in user (secondary). Apart from the sign-in's send (./magicLinks.ts): only the account's emails section and
 * the headless client call it, so the chunk a login downloads does not carry it.
 */
export async function magicLinkSend(client: CoreClient, email: string, options: MagicLinkLoginOrCreateOptions = {}): Promise<Common> {
  checkArgs(
    'magicLinks.email.send',
    { email, ...options },
    {
      email: 'string',
      login_magic_link_url: 'optionalString',
      signup_magic_link_url: 'optionalString',
      login_expiration_minutes: 'optionalNumber',
      signup_expiration_minutes: 'optionalNumber',
    },
  );
  const which = client.session.getSync() ? 'secondary' : 'primary';
  // The challenge goes out only when the project requires PKCE for magic links (CONTRACT §5), as the sign-in's does.
  const { pkceRequiredForEmailMagicLinks } = await client.bootstrap.get();
  const code_challenge = pkceRequiredForEmailMagicLinks ? await client.pkce.start('magic_links') : undefined;
  return client.transport.request({
    method: 'POST',
    path: `/magic_links/email/send/${which}`,
    body: { email, ...options, code_challenge },
    protect: 'full',
  });
}
