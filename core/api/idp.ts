import { checkArgs } from '../args.js';
import type { CoreClient } from '../client.js';
import type { Common } from '../types.js';

/** SPEC §9: what an authorize request asks for when it names no scope. */
export const DEFAULT_SCOPE = 'openid email profile';

/** An OAuth / OIDC authorization request, as the relying party put it in the consent page's query string. */
export interface OAuthAuthorizeParams {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  /** Space-separated. @default 'openid email profile' */
  scope?: string;
  state?: string;
  nonce?: string;
  code_challenge?: string;
  code_challenge_method?: string;
}

export interface OidcClient {
  client_id: string;
  client_name: string;
  [field: string]: unknown;
}

export interface OAuthAuthorizeStartResponse extends Common {
  consent_required: boolean;
  oidc_client: OidcClient;
  grantable_scope?: string;
  ungrantable_scope?: string;
}

/** An OIDC RP-initiated logout request. */
export interface OAuthLogoutParams {
  client_id: string;
  post_logout_redirect_uri: string;
  id_token_hint?: string;
  state?: string;
}

export interface OAuthLogoutStartResponse extends Common {
  consent_required: boolean;
  /** The post-logout redirect, `state` included, checked by the provider against the client's registration. */
  redirect_uri: string;
}

const authorizeChecks = {
  client_id: 'string',
  redirect_uri: 'string',
  response_type: 'string',
  scope: 'optionalString',
  state: 'optionalString',
  nonce: 'optionalString',
  code_challenge: 'optionalString',
  code_challenge_method: 'optionalString',
} as const;

/** The preflight of the consent screen: is the request valid, who asks, and does the user have to be asked. */
export async function oauthAuthorizeStart(
  client: CoreClient,
  params: OAuthAuthorizeParams,
  options: { signal?: AbortSignal } = {},
): Promise<OAuthAuthorizeStartResponse> {
  checkArgs('identityProvider.oauthAuthorizeStart', { ...params }, authorizeChecks);
  const { client_id, redirect_uri, response_type, scope = DEFAULT_SCOPE } = params;
  const body = { client_id, redirect_uri, response_type, scope };
  return client.transport.request({ method: 'POST', path: '/oauth/authorize/start', body, ...(options.signal && { signal: options.signal }) });
}

export interface AuthorizeSubmission {
  /** The provider's `/sdk/v1/oauth/authorize`. */
  action: string;
  fields: [name: string, value: string][];
}

/**
 * CONTRACT §2: the answer to the consent screen is a real form post (the provider answers it with the redirect to
 * the relying party), so the headers of an API call travel as the form fields `__Authorization`, `__X-SDK-Client`
 * and `__X-SDK-Parent-Host`.
 */
export function oauthAuthorizeSubmission(client: CoreClient, params: OAuthAuthorizeParams & { consent_granted: boolean }): AuthorizeSubmission {
  checkArgs('identityProvider.oauthAuthorizeSubmit', { ...params }, { ...authorizeChecks, consent_granted: 'boolean' });
  const { consent_granted, scope = DEFAULT_SCOPE, ...rest } = params;
  const request = Object.entries({ ...rest, scope }).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const headers = client.transport.headers();
  return {
    action: `${client.transport.base}/sdk/v1/oauth/authorize`,
    fields: [
      ...request,
      ['consent_granted', String(consent_granted)],
      ['__Authorization', headers.Authorization],
      ['__X-SDK-Client', headers['X-SDK-Client']],
      ['__X-SDK-Parent-Host', headers['X-SDK-Parent-Host']],
    ],
  };
}

/** Posts the answer to the consent screen; the page then navigates to the provider, which redirects to the relying party. */
export function oauthAuthorizeSubmit(client: CoreClient, params: OAuthAuthorizeParams & { consent_granted: boolean }): void {
  const { action, fields } = oauthAuthorizeSubmission(client, params);
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** The preflight of an RP-initiated logout: where to send the user afterwards, and whether to ask first. */
export async function oauthLogoutStart(
  client: CoreClient,
  params: OAuthLogoutParams,
  options: { signal?: AbortSignal } = {},
): Promise<OAuthLogoutStartResponse> {
  checkArgs(
    'identityProvider.oauthLogoutStart',
    { ...params },
    {
      client_id: 'string',
      post_logout_redirect_uri: 'string',
      id_token_hint: 'optionalString',
      state: 'optionalString',
    },
  );
  const { client_id, post_logout_redirect_uri, id_token_hint, state } = params;
  const body = { client_id, post_logout_redirect_uri, id_token_hint, state };
  return client.transport.request({ method: 'POST', path: '/oauth/logout/start', body, ...(options.signal && { signal: options.signal }) });
}
