import type { Deps } from '../context';
import { invalidPublicToken } from '../http/auth';
import { ApiError, badRequest } from '../http/errors';
import { addMinutes } from './login';
import { isOAuthProvider, withOrigin, type OAuthProviderType } from './oauthConfig';
import { requireRegisteredRedirectUrl } from './redirectUrls';

/** How long a start may wait on the consent page, and a token in a return URL may wait to be authenticated. */
export const OAUTH_REQUEST_MINUTES = 10;
export const OAUTH_TOKEN_MINUTES = 10;

const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** RFC 6749 §3.3 scope-token characters. */
const SCOPE = /^[\x21\x23-\x5B\x5D-\x7E]{1,128}$/;
const PARAM_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

export function enabledProvider(deps: Deps, type: string): OAuthProviderType {
  if (isOAuthProvider(type) && deps.config.oauthProviders.some((p) => p.type === type)) return type;
  throw new ApiError(404, 'oauth_config_not_found', `The OAuth provider "${type}" is not enabled for this project.`);
}

/**
 * The redirect URL a flow returns to: the one asked for when it is registered (through the same gate as every other
 * redirect URL, redirectUrls.ts), or the project's first registered one when none is asked for.
 */
export function pickRedirect(deps: Deps, kind: 'login' | 'signup', asked: string | undefined): string {
  const list = deps.config.oauthRedirectUrls[kind];
  const registered = { list, configName: `oauthRedirectUrls.${kind}` };
  const picked = requireRegisteredRedirectUrl(deps, asked, `${kind}_redirect_url`, 'oauth', registered);
  if (picked !== undefined) return picked;
  const fallback = list[0];
  if (!fallback) throw new ApiError(400, `no_${kind}_redirect_urls_set`, `The project has no ${kind} redirect URL registered for OAuth.`);
  return withOrigin(fallback, deps.origin());
}

export function checkChallenge(deps: Deps, challenge: string | undefined): string | null {
  if (challenge === undefined || challenge === '') {
    if (deps.config.pkceRequiredForOauth)
      throw new ApiError(400, 'missing_code_challenge', 'This project requires PKCE for OAuth: send a code_challenge.');
    return null;
  }
  if (!CHALLENGE.test(challenge)) throw badRequest('code_challenge must be base64url(SHA-256(code_verifier)), 43 characters.');
  return challenge;
}

/** The start redirect's query (CONTRACT §5): checked whole before the visitor sees any consent page. */
export function readStart(deps: Deps, providerParam: string, query: Record<string, string[]>) {
  const once = (name: string): string | undefined => {
    const values = query[name];
    if (values && values.length > 1) throw badRequest(`${name} is given more than once.`);
    return values?.[0];
  };
  const publicToken = once('public_token');
  if (!publicToken || !deps.config.publicTokens.includes(publicToken)) throw invalidPublicToken();
  const provider = enabledProvider(deps, providerParam);
  const scopes = (once('custom_scopes') ?? '').split(' ').filter(Boolean);
  const badScope = scopes.find((s) => !SCOPE.test(s));
  if (badScope !== undefined) throw badRequest(`custom_scopes holds an invalid scope: "${badScope}".`);
  const params: Record<string, string> = {};
  for (const name of Object.keys(query).filter((n) => n.startsWith('provider_'))) {
    const key = name.slice('provider_'.length);
    if (!PARAM_NAME.test(key)) throw badRequest(`${name} is not a valid provider parameter name.`);
    params[key] = once(name) ?? '';
  }
  return {
    provider,
    code_challenge: checkChallenge(deps, once('code_challenge')),
    login_redirect_url: pickRedirect(deps, 'login', once('login_redirect_url')),
    signup_redirect_url: pickRedirect(deps, 'signup', once('signup_redirect_url')),
    scopes: scopes.join(' '),
    provider_params: JSON.stringify(params),
    expires_at: addMinutes(deps.now(), OAUTH_REQUEST_MINUTES).toISOString(),
  };
}

/** The registered URL with the return's parameters added to its own query. */
export function returnUrl(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  url.searchParams.set('stytch_token_type', 'oauth');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}
