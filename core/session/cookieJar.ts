// Reading the session cookies, apart from writing them (cookies.ts): the vanilla entry reads them before the rest of
// the client has loaded, so that `session.getTokens()` answers at once.
import { checkArgs } from '../args.js';

/** Host options for the session cookies (CONTRACT §7). */
export interface CookieOptions {
  /** @default 'stytch_session' */
  opaqueTokenCookieName?: string;
  /** @default 'stytch_session_jwt' */
  jwtCookieName?: string;
  /** @default 'stytch_intermediate_session_token' */
  istCookieName?: string;
  /** @default '/' */
  path?: string;
  /** Used only with `availableToSubdomains`; defaults to the page's hostname then. */
  domain?: string;
  /** Adds a `domain` attribute so that subdomains see the session too. @default false */
  availableToSubdomains?: boolean;
}

export const SESSION_COOKIE = 'stytch_session';
export const JWT_COOKIE = 'stytch_session_jwt';
export const INTERMEDIATE_COOKIE = 'stytch_intermediate_session_token';
export const INTERMEDIATE_COOKIE_MS = 10 * 60 * 1000;

/** Raw cookie access: `document.cookie` in a browser, a map where there is no document. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

/** `doc` is typed by the one property read, so that these declarations compile without the DOM lib (a Node project's). */
export function documentJar(doc: { cookie: string }): CookieJar {
  return {
    read: () => doc.cookie,
    write: (cookie) => {
      doc.cookie = cookie;
    },
  };
}

/** Keeps the API usable without a document (server rendering, workers); honours expiry like a browser. */
export function memoryJar(now: () => number = Date.now): CookieJar {
  const cookies = new Map<string, { value: string; expires: number }>();
  return {
    read: () =>
      [...cookies]
        .filter(([, c]) => c.expires > now())
        .map(([name, c]) => `${name}=${c.value}`)
        .join('; '),
    write: (cookie) => {
      const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const expiresAttr = attributes.find((a) => a.toLowerCase().startsWith('expires='));
      const expires = expiresAttr ? Date.parse(expiresAttr.slice('expires='.length)) : Infinity;
      if (expires <= now()) cookies.delete(name);
      else cookies.set(name, { value: pair.slice(eq + 1), expires });
    },
  };
}

const OPTION_CHECKS = {
  opaqueTokenCookieName: 'optionalString',
  jwtCookieName: 'optionalString',
  istCookieName: 'optionalString',
  path: 'optionalString',
  domain: 'optionalString',
  availableToSubdomains: 'optionalBoolean',
} as const;

/** Throws a UsageError naming the option, e.g. "cookieOptions.path must be an optional string." */
export function checkCookieOptions(options: unknown): CookieOptions {
  if (options === undefined) return {};
  checkArgs('createSessionManager', { cookieOptions: options }, { cookieOptions: 'object' });
  const given = options as Record<string, unknown>;
  const keys = Object.keys(OPTION_CHECKS) as (keyof typeof OPTION_CHECKS)[];
  checkArgs(
    'createSessionManager',
    Object.fromEntries(keys.map((key) => [`cookieOptions.${key}`, given[key]])),
    Object.fromEntries(keys.map((key) => [`cookieOptions.${key}`, OPTION_CHECKS[key]])),
  );
  return given as CookieOptions;
}

export type CookieNames = { session: string; jwt: string; intermediate: string };

export const cookieNames = (options: CookieOptions): CookieNames => ({
  session: options.opaqueTokenCookieName ?? SESSION_COOKIE,
  jwt: options.jwtCookieName ?? JWT_COOKIE,
  intermediate: options.istCookieName ?? INTERMEDIATE_COOKIE,
});

/** A cookie's decoded value, or undefined when it is absent, empty or the document refuses cookie access. */
export function readCookie(jar: CookieJar, name: string): string | undefined {
  let all: string;
  try {
    all = jar.read();
  } catch {
    return undefined; // sandboxed documents throw on cookie access
  }
  for (const part of all.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return raw || undefined;
    }
  }
  return undefined;
}

/** Both session tokens, or null unless both cookies are there. */
export function readTokens(jar: CookieJar, names: CookieNames): { session_token: string; session_jwt: string } | null {
  const session_token = readCookie(jar, names.session);
  const session_jwt = readCookie(jar, names.jwt);
  return session_token && session_jwt ? { session_token, session_jwt } : null;
}
