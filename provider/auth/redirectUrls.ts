import type { Deps } from '../context';
import { ApiError } from '../http/errors';

/**
 * Where the demo's pages live. `{origin}` stands for the provider's own origin, which is known only once it listens.
 * `/` authenticates magic links and OAuth returns, `/reset` opens reset links.
 */
export const DEMO_REDIRECT_URLS = [
  '{origin}/',
  '{origin}/reset',
  '{origin}/passkeys',
  '{origin}/idp/authorize',
  '{origin}/idp/logout',
  '{origin}/account',
];

/** The products whose calls take a redirect URL; each refuses an unregistered one with the hosted service's error type. */
export type RedirectProduct = 'magic_links' | 'passwords' | 'oauth';

const NO_MATCH: Record<RedirectProduct, string> = {
  // Reset emails are magic links underneath, and the hosted service answers them the same way.
  magic_links: 'no_match_for_provided_magic_link_url',
  passwords: 'no_match_for_provided_magic_link_url',
  oauth: 'no_match_for_provided_oauth_url',
};

const isHttpUrl = (text: string) => {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** For the project config: every registered redirect URL is an absolute http(s) URL (`{origin}` allowed). */
export function checkRedirectUrlsConfig(urls: unknown): void {
  const valid = Array.isArray(urls) && urls.every((url) => typeof url === 'string' && isHttpUrl(url.replaceAll('{origin}', 'http://localhost')));
  if (!valid) throw new Error('config: redirectUrls must be a list of absolute http(s) URLs ({origin} stands for the provider)');
}

/**
 * The one gate for every redirect URL a request names (magic links, password resets, OAuth): the link it ends up in
 * carries a live token, so it may only point at a URL the project registered (`redirectUrls` in the config), compared
 * character for character, as the hosted service does. No parsing, normalising or prefix matching: those are what
 * tricks such as `http://localhost:4100@evil.example/` slip through.
 *
 * `registered` is the list to match: `redirectUrls` for emailed links; OAuth returns keep lists of their own
 * (`oauthRedirectUrls.login` / `.signup`, which also name the default), but are matched here all the same.
 *
 * Returns the URL, or undefined when the request named none (the caller then uses its default page).
 */
export function requireRegisteredRedirectUrl(
  deps: Pick<Deps, 'config' | 'origin'>,
  url: string | undefined,
  field: string,
  product: RedirectProduct,
  registered: { list: readonly string[]; configName: string } = { list: deps.config.redirectUrls, configName: 'redirectUrls' },
): string | undefined {
  if (url === undefined) return undefined;
  if (!isHttpUrl(url)) throw new ApiError(400, 'invalid_url', `${field} must be an absolute http or https URL.`);
  const origin = deps.origin();
  if (registered.list.some((entry) => entry.replaceAll('{origin}', origin) === url)) return url;
  throw new ApiError(
    400,
    NO_MATCH[product],
    `${field} is not one of this project's redirect URLs. They must match exactly, query included; register it under ${registered.configName} in the provider's config.`,
  );
}
