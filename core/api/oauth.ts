import { checkArgs } from '../args.js';
import type { CoreClient } from '../client.js';
import type { Common } from '../types.js';
import { oauthAuthenticate, OAuthReturnError, type OAuthAuthenticateResponse } from './oauthReturn.js';

export { oauthAuthenticate, OAuthReturnError, type OAuthAuthenticateResponse };

/** The social providers of SPEC §2, as the provider's start path names them. */
export const OAUTH_PROVIDER_TYPES = [
  'google',
  'microsoft',
  'apple',
  'github',
  'gitlab',
  'facebook',
  'discord',
  'salesforce',
  'slack',
  'amazon',
  'bitbucket',
  'linkedin',
  'coinbase',
  'twitch',
  'twitter',
  'tiktok',
  'snapchat',
  'figma',
  'yahoo',
] as const;

export type OAuthProviderType = (typeof OAUTH_PROVIDER_TYPES)[number];

export const isOAuthProviderType = (value: unknown): value is OAuthProviderType =>
  typeof value === 'string' && (OAUTH_PROVIDER_TYPES as readonly string[]).includes(value);

export interface OAuthStartOptions {
  /** Scopes beyond the provider's defaults; sent space-separated. */
  custom_scopes?: readonly string[];
  /** Passed to the provider: each key goes out as `provider_{key}`. */
  provider_params?: Record<string, string>;
  login_redirect_url?: string;
  signup_redirect_url?: string;
  /** From `oauthAttach`: this start joins the provider's account to the signed-in user instead of signing anyone in. */
  oauth_attach_token?: string;
}

/**
 * The URL of the provider's start redirect (CONTRACT §5 notes): the project's CNAME domain when it has one. With
 * PKCE required, a fresh verifier is kept for the return trip; without, any old one is dropped so it is never sent.
 */
export async function oauthStartUrl(client: CoreClient, provider: OAuthProviderType, options: OAuthStartOptions = {}): Promise<string> {
  checkArgs(
    'oauth.start',
    { provider, ...options },
    {
      provider: 'string',
      custom_scopes: 'optionalStringArray',
      provider_params: 'optionalObject',
      login_redirect_url: 'optionalString',
      signup_redirect_url: 'optionalString',
      oauth_attach_token: 'optionalString',
    },
  );
  const { cnameDomain, pkceRequiredForOAuth } = await client.bootstrap.get();
  const base = cnameDomain ? `https://${cnameDomain}` : client.transport.base;
  const url = new URL(`${base}/v1/public/oauth/${encodeURIComponent(provider)}/start`);
  url.searchParams.set('public_token', client.publicToken);
  if (pkceRequiredForOAuth) url.searchParams.set('code_challenge', await client.pkce.start('oauth'));
  else client.pkce.clear('oauth');
  if (options.custom_scopes?.length) url.searchParams.set('custom_scopes', options.custom_scopes.join(' '));
  for (const [key, value] of Object.entries(options.provider_params ?? {})) url.searchParams.set(`provider_${key}`, String(value));
  if (options.login_redirect_url) url.searchParams.set('login_redirect_url', options.login_redirect_url);
  if (options.signup_redirect_url) url.searchParams.set('signup_redirect_url', options.signup_redirect_url);
  if (options.oauth_attach_token) url.searchParams.set('oauth_attach_token', options.oauth_attach_token);
  return url.href;
}

/** What a return URL carries: a token to finish, an error the provider sent back instead, or nothing of OAuth. */
export type OAuthReturn = { token: string } | { error: string; description: string } | undefined;

export function readOAuthReturn(href: string): OAuthReturn {
  const params = new URL(href).searchParams;
  if (params.get('stytch_token_type') !== 'oauth') return undefined;
  const token = params.get('token');
  if (token) return { token };
  const error = params.get('error');
  return error ? { error, description: params.get('error_description') ?? '' } : undefined;
}

/** The address without the return's parameters, so a reload or a shared link does not carry a one-time token. */
export function withoutOAuthReturn(href: string): string {
  const url = new URL(href);
  for (const name of ['stytch_token_type', 'token', 'error', 'error_description']) url.searchParams.delete(name);
  return url.href;
}

/**
 * The host helper for the page the provider sends visitors back to. It reads `stytch_token_type=oauth&token=…` from
 * the page's address, takes those parameters out of the address bar, and authenticates with the verifier kept at
 * the start. Resolves to undefined when the address is no OAuth return; rejects with `OAuthReturnError` when the
 * provider sent an error instead of a token.
 */
export async function completeOAuthRedirect(
  client: CoreClient,
  options: { session_duration_minutes?: number } = {},
): Promise<OAuthAuthenticateResponse | undefined> {
  const found = readOAuthReturn(location.href);
  if (!found) return undefined;
  history.replaceState(history.state, '', withoutOAuthReturn(location.href));
  if ('error' in found) throw new OAuthReturnError(found.error, found.description);
  return oauthAuthenticate(client, found.token, options);
}

export interface OneTapSubmitOptions {
  /** The raw nonce of `createOneTapNonce`, whose `googleNonce` went to Google's `initialize`. */
  nonce: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
}

/**
 * A nonce for one One Tap prompt. Google writes `googleNonce` (the SHA-256 of `nonce`, base64url) into the ID token;
 * the provider takes the token only with `nonce` itself. Why two values? The token is readable, so a nonce copied
 * from it must not be enough: only the page that asked Google holds the value whose hash the token carries. That is
 * a PKCE pair, verifier and challenge, made by the client's PKCE code rather than a copy of it here.
 */
export async function createOneTapNonce(client: CoreClient): Promise<{ nonce: string; googleNonce: string }> {
  const { verifier, challenge } = await client.pkce.pair();
  return { nonce: verifier, googleNonce: challenge };
}

/** The project's Google client for One Tap; fails with the reasons of SPEC §8 (`oauth_config_not_found`, …). */
export async function oneTapStart(client: CoreClient, signal?: AbortSignal): Promise<{ google_client_id: string }> {
  const { google_client_id } = await client.transport.request<{ google_client_id: string } & Common>({
    method: 'POST',
    path: '/oauth/google/onetap/start',
    body: {},
    ...(signal && { signal }),
  });
  return { google_client_id };
}

/**
 * Hands Google's credential (an ID token) and the prompt's nonce to the provider, which takes each credential once
 * and answers where to go next: the redirect URL with an OAuth token, finished there by `oauth/authenticate` like any
 * other social login.
 */
export async function oneTapSubmit(client: CoreClient, credential: string, options: OneTapSubmitOptions): Promise<{ redirect_url: string }> {
  checkArgs(
    'oauth.googleOneTap.submit',
    { credential, ...options },
    {
      credential: 'string',
      nonce: 'string',
      login_redirect_url: 'optionalString',
      signup_redirect_url: 'optionalString',
    },
  );
  const { pkceRequiredForOAuth } = await client.bootstrap.get();
  const code_challenge = pkceRequiredForOAuth ? await client.pkce.start('oauth') : undefined;
  if (!code_challenge) client.pkce.clear('oauth');
  const { redirect_url } = await client.transport.request<{ redirect_url: string } & Common>({
    method: 'POST',
    path: '/oauth/google/onetap',
    body: { id_token: credential, ...options, code_challenge },
  });
  return { redirect_url };
}
