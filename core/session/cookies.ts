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

export function documentJar(doc: Pick<Document, 'cookie'>): CookieJar {
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

/** Hostnames where browsers keep cookies without `Secure` on plain http, so `Secure` is left off there. */
export const isLocalHostname = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127(\.\d{1,3}){3}$/.test(hostname);

export interface SessionCookies {
  readonly names: { session: string; jwt: string; intermediate: string };
  sessionToken(): string | undefined;
  tokens(): { session_token: string; session_jwt: string } | null;
  intermediateToken(): string | undefined;
  /** `expires` undefined writes a browser-session cookie. */
  writeSession(sessionToken: string, sessionJwt: string, expires: Date | undefined): void;
  removeSession(): void;
  writeIntermediate(token: string, now: number): void;
  removeIntermediate(): void;
}

export interface CookieEnvironment {
  jar: CookieJar;
  hostname(): string;
  warn?: (message: string) => void;
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

const EPOCH = new Date(0).toUTCString();

export function createSessionCookies(rawOptions: CookieOptions | undefined, env: CookieEnvironment): SessionCookies {
  const options = checkCookieOptions(rawOptions);
  const warn = env.warn ?? ((message: string) => console.warn(message));
  const names = {
    session: options.opaqueTokenCookieName ?? SESSION_COOKIE,
    jwt: options.jwtCookieName ?? JWT_COOKIE,
    intermediate: options.istCookieName ?? INTERMEDIATE_COOKIE,
  };
  const path = options.path ?? '/';

  // The hostname is read at each write so that a jar shared by an iframe that navigates stays right.
  const attributes = (domain: string | undefined) => {
    const host = env.hostname();
    return `; path=${path}${domain ? `; domain=${domain}` : ''}; SameSite=Lax${isLocalHostname(host) ? '' : '; Secure'}`;
  };
  const configuredDomain = () => (options.availableToSubdomains ? (options.domain ?? env.hostname()) : undefined);

  const read = (name: string): string | undefined => {
    let all: string;
    try {
      all = env.jar.read();
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
  };

  const write = (name: string, value: string, expires: Date | undefined) => {
    try {
      const expiry = expires && !Number.isNaN(expires.getTime()) ? `; expires=${expires.toUTCString()}` : '';
      env.jar.write(`${name}=${encodeURIComponent(value)}${expiry}${attributes(configuredDomain())}`);
    } catch (error) {
      warn(`latch: could not write the ${name} cookie: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const remove = (name: string) => {
    const domain = configuredDomain();
    try {
      env.jar.write(`${name}=; expires=${EPOCH}${attributes(domain)}`);
      // A cookie written before availableToSubdomains was turned on is host-only and needs its own removal.
      if (domain) env.jar.write(`${name}=; expires=${EPOCH}${attributes(undefined)}`);
    } catch (error) {
      warn(`latch: could not remove the ${name} cookie: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return {
    names,
    sessionToken: () => read(names.session),
    tokens() {
      const session_token = read(names.session);
      const session_jwt = read(names.jwt);
      return session_token && session_jwt ? { session_token, session_jwt } : null;
    },
    intermediateToken: () => read(names.intermediate),
    writeSession(sessionToken, sessionJwt, expires) {
      write(names.session, sessionToken, expires);
      write(names.jwt, sessionJwt, expires);
    },
    removeSession() {
      remove(names.session);
      remove(names.jwt);
    },
    writeIntermediate(token, now) {
      write(names.intermediate, token, new Date(now + INTERMEDIATE_COOKIE_MS));
    },
    removeIntermediate() {
      remove(names.intermediate);
    },
  };
}
