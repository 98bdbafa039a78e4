import { DEFAULT_SESSION_MINUTES, checkArgs } from '../args.js';
import type { CoreClient } from '../client.js';
import type { AuthResponse } from '../types.js';

/*
 * The end of a social sign-in's return trip, apart from the rest of the OAuth calls: any redirect page completes it
 * (core/redirect.ts), so it travels with the entry, and the OAuth product's chunk finds it there.
 */

/** What `oauth/authenticate` adds to the AuthResponse (CONTRACT §5). */
export interface OAuthAuthenticateResponse extends AuthResponse {
  /** The user's registration with the provider: what DELETE /users/oauth/{id} removes. */
  oauth_user_registration_id: string;
  provider_subject: string;
  provider_type: string;
  provider_values: { access_token: string; refresh_token: string; id_token: string; expires_at: string | null; scopes: string[] };
}

/** Finishes the return trip: the token from the redirect, with the verifier kept at the start (then forgotten). */
export async function oauthAuthenticate(
  client: CoreClient,
  token: string,
  options: { session_duration_minutes?: number } = {},
): Promise<OAuthAuthenticateResponse> {
  const session_duration_minutes = options.session_duration_minutes ?? DEFAULT_SESSION_MINUTES;
  checkArgs('oauth.authenticate', { token, session_duration_minutes }, { token: 'string', session_duration_minutes: 'number' });
  const { pkceRequiredForOAuth } = await client.bootstrap.get();
  const code_verifier = await client.pkce.verifierFor('oauth', pkceRequiredForOAuth);
  const response = await client.transport.request<OAuthAuthenticateResponse>({
    method: 'POST',
    path: '/oauth/authenticate',
    body: { token, session_duration_minutes, code_verifier },
  });
  client.pkce.clear('oauth');
  client.session.storeAuthResponse(response);
  return response;
}

/** The provider sent the visitor back without a token: they cancelled, or the provider refused. */
export class OAuthReturnError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description || error);
    this.name = 'OAuthReturnError';
  }
}
