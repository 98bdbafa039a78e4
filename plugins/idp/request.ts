import { DEFAULT_SCOPE, type OAuthAuthorizeParams, type OAuthLogoutParams } from '../../core/api/idp.js';

/** What the relying party asked for in the page's query string (SPEC §2 IDPConsent). */
export type IdpRequest =
  { kind: 'authorize'; params: OAuthAuthorizeParams } | { kind: 'logout'; params: OAuthLogoutParams } | { kind: 'missing'; name: string };

/**
 * A logout when `post_logout_redirect_uri` is present, an authorization otherwise. The first missing required
 * parameter (an empty value counts as missing) is named; empty optional ones are left out.
 */
export function readRequest(search: string): IdpRequest {
  const query = new URLSearchParams(search);
  const value = (name: string) => query.get(name) || undefined;
  const optional = (names: string[]) => Object.fromEntries(names.flatMap((name) => (value(name) === undefined ? [] : [[name, value(name)]])));
  const missing = (names: string[]) => names.find((name) => value(name) === undefined);

  if (query.has('post_logout_redirect_uri')) {
    const name = missing(['client_id', 'post_logout_redirect_uri']);
    if (name) return { kind: 'missing', name };
    return {
      kind: 'logout',
      params: {
        client_id: value('client_id')!,
        post_logout_redirect_uri: value('post_logout_redirect_uri')!,
        ...optional(['id_token_hint', 'state']),
      },
    };
  }
  const name = missing(['client_id', 'redirect_uri', 'response_type']);
  if (name) return { kind: 'missing', name };
  return {
    kind: 'authorize',
    params: {
      client_id: value('client_id')!,
      redirect_uri: value('redirect_uri')!,
      response_type: value('response_type')!,
      scope: value('scope') ?? DEFAULT_SCOPE,
      ...optional(['state', 'nonce', 'code_challenge', 'code_challenge_method']),
    },
  };
}
