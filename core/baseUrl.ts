/** Where API calls go (CONTRACT §1): the token picks test or live unless the host says otherwise. */
export interface EndpointOptions {
  /**
   * A full base URL used as given, scheme and port included, e.g. `http://localhost:4100`
   * for the local provider. Wins over `apiDomain`.
   */
  baseUrl?: string;
  /** A custom API domain (CNAME) such as `login.example.com`; always reached over https. */
  apiDomain?: string;
  /** Where device fingerprinting reports (`https://{dfppaDomain}/submit`); the provider's own by default. */
  dfppaDomain?: string;
  /** Where the device-fingerprinting script comes from (`https://{dfpCdnDomain}/telemetry.js`); the provider's CDN by default. */
  dfpCdnDomain?: string;
}

export const TEST_BASE = 'https://test.stytch.com';
export const LIVE_BASE = 'https://api.stytch.com';

const DOMAIN = /^(?=.{1,253}$)(?!-)([a-z0-9-]{1,63}(?<!-)\.)+[a-z]{2,63}$/i;

export const isValidDomain = (value: string) => DOMAIN.test(value);

export interface ResolvedBase {
  base: string;
  /**
   * A custom API domain (CNAME) may hold the session in first-party cookies the page cannot
   * see, so the session is refreshed at start even without a cookie. A `baseUrl` is a plain
   * endpoint switch (local provider, proxies) and keeps the cookie rule.
   */
  custom: boolean;
}

export function resolveBaseUrl(publicToken: string, opts: EndpointOptions = {}, warn: (m: string) => void = console.warn): ResolvedBase {
  const fallback = publicToken.includes('public-token-test') ? TEST_BASE : LIVE_BASE;
  if (opts.baseUrl !== undefined) {
    try {
      const url = new URL(opts.baseUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') {
        return { base: `${url.origin}${url.pathname.replace(/\/+$/, '')}`, custom: false };
      }
    } catch {
      // fall through to the warning
    }
    warn(`latch: baseUrl "${opts.baseUrl}" is not an http(s) URL; using ${fallback}.`);
  }
  if (opts.apiDomain !== undefined) {
    if (typeof opts.apiDomain === 'string' && isValidDomain(opts.apiDomain)) {
      return { base: `https://${opts.apiDomain}`, custom: true };
    }
    warn(`latch: apiDomain "${String(opts.apiDomain)}" is not a valid domain; using ${fallback}.`);
  }
  return { base: fallback, custom: false };
}

/**
 * CONTRACT §1: an endpoint domain is reduced to `https://` and its host name, whatever scheme, port or path it was
 * given; undefined (with a warning) when no host name can be read from it, so the default applies.
 */
export function httpsHost(name: string, value: string | undefined, warn: (m: string) => void = console.warn): string | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  const host = (() => {
    try {
      return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname;
    } catch {
      return '';
    }
  })();
  if (host) return `https://${host}`;
  warn(`latch: ${name} "${text}" is not a domain; using the default.`);
  return undefined;
}

/** Public-token problems only warn: the provider's answer is the authority. */
export function checkPublicToken(token: unknown, warn: (m: string) => void = console.warn): void {
  if (typeof token !== 'string' || token.length === 0) {
    warn('latch: the public token must be a non-empty string.');
  } else if (!token.startsWith('public-token-')) {
    warn(`latch: the public token should start with "public-token-"; got "${token.slice(0, 16)}...".`);
  }
}
