import { checkArgs } from '../args.js';
import type { CoreClient } from '../client.js';
import type { Common } from '../types.js';

export interface MagicLinkLoginOrCreateOptions {
  login_magic_link_url?: string;
  signup_magic_link_url?: string;
  login_expiration_minutes?: number;
  signup_expiration_minutes?: number;
  login_template_id?: string;
  signup_template_id?: string;
  locale?: string;
  create_user_as_pending?: boolean;
  domain_hint?: string;
}

/** The challenge goes out only when the project requires PKCE for magic links (CONTRACT §5). */
async function challenge(client: CoreClient) {
  const { pkceRequiredForEmailMagicLinks } = await client.bootstrap.get();
  return pkceRequiredForEmailMagicLinks ? await client.pkce.start('magic_links') : undefined;
}

export async function magicLinkLoginOrCreate(client: CoreClient, email: string, options: MagicLinkLoginOrCreateOptions = {}): Promise<Common> {
  checkArgs(
    'magicLinks.email.loginOrCreate',
    { email, ...options },
    {
      email: 'string',
      login_magic_link_url: 'optionalString',
      signup_magic_link_url: 'optionalString',
      login_expiration_minutes: 'optionalNumber',
      signup_expiration_minutes: 'optionalNumber',
      login_template_id: 'optionalString',
      signup_template_id: 'optionalString',
    },
  );
  return client.transport.request({
    method: 'POST',
    path: '/magic_links/email/login_or_create',
    body: { email, ...options, code_challenge: await challenge(client) },
    protect: 'full',
  });
}
