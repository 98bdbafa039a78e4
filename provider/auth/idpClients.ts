import type { IdpClientConfig } from '../config';
import type { Deps } from '../context';
import { ApiError } from '../http/errors';

/** A registered client with `{origin}` filled in. */
export interface IdpClient {
  client_id: string;
  client_name: string;
  redirect_uris: string[];
  post_logout_redirect_uris: string[];
  consent_required: boolean;
  /** Every scope it may ask for: OpenID Connect's own and the ones registered for it. */
  scopes: string[];
}

/** The scopes of OpenID Connect itself; anything else makes the consent screen say the app wants account access. */
export const OIDC_SCOPES = ['openid', 'profile', 'email', 'phone', 'offline_access'];
const DEFAULT_SCOPE = 'openid email profile';
/** A code is exchanged right after the redirect; 10 minutes is RFC 6749's recommended ceiling. */
export const CODE_LIFETIME_MINUTES = 10;
export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;
export const ID_TOKEN_LIFETIME_SECONDS = 3600;

function resolve(config: IdpClientConfig, origin: string): IdpClient {
  const fill = (uri: string) => uri.replaceAll('{origin}', origin);
  return {
    client_id: config.client_id,
    client_name: config.client_name,
    redirect_uris: config.redirect_uris.map(fill),
    post_logout_redirect_uris: (config.post_logout_redirect_uris ?? []).map(fill),
    consent_required: config.consent_required ?? true,
    scopes: [...OIDC_SCOPES, ...(config.scopes ?? [])],
  };
}

const invalidClient = (clientId: string) =>
  new ApiError(400, 'invalid_client_id', `No OIDC client with client_id "${clientId}" is registered in this project.`);
const invalidRedirect = () =>
  new ApiError(400, 'invalid_redirect_uri', "The redirect_uri is not one of the client's registered redirect URIs (they must match exactly).");
export const unsupportedResponseType = () => new ApiError(400, 'unsupported_response_type', 'response_type must be "code".');
export const invalidScope = (message: string) => new ApiError(400, 'invalid_scope', message);
/** Why cap it? Every registered scope fits many times over, and a consent is stored from it. */
const MAX_SCOPE_LENGTH = 1000;

export function findClient(deps: Deps, clientId: string): IdpClient | undefined {
  const found = deps.config.idpClients.find((client) => client.client_id === clientId);
  return found && resolve(found, deps.origin());
}

export function requireClient(deps: Deps, clientId: string): IdpClient {
  const client = findClient(deps, clientId);
  if (!client) throw invalidClient(clientId);
  return client;
}

/**
 * Exact string comparison, the rule of OAuth 2.0 Security BCP §4.1.3: no prefix, path, case, encoding, port or
 * query leeway, so a look-alike (`..;/`, `%2e`, `@`, `\`, a trailing dot) never matches.
 */
export function requireRedirect(client: IdpClient, redirectUri: string): string {
  if (!client.redirect_uris.includes(redirectUri)) throw invalidRedirect();
  return redirectUri;
}

/**
 * The requested scopes, in order, without repeats; the default when none are named. Only scopes the client may ask
 * for are granted (RFC 6749 §3.3 lets the server refuse the rest), so nothing else is ever remembered as consented.
 */
export function parseScopes(scope: string | undefined, client: IdpClient): string[] {
  const requested = scope ?? DEFAULT_SCOPE;
  if (requested.length > MAX_SCOPE_LENGTH) throw invalidScope(`scope must be at most ${MAX_SCOPE_LENGTH} characters.`);
  const scopes = [...new Set(requested.split(' ').filter(Boolean))];
  if (scopes.length === 0) throw invalidScope('scope must name at least one scope.');
  const refused = scopes.find((name) => !client.scopes.includes(name));
  if (refused !== undefined) throw invalidScope(`The scope "${refused}" is not one this client may ask for.`);
  return scopes;
}

/** `url` with the parameters added to its query (a registered redirect URI may already carry one). */
export function withParams(url: string, params: Record<string, string | undefined>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) target.searchParams.append(name, value);
  return target.toString();
}
