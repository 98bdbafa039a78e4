import {
  INTERMEDIATE_COOKIE_MS,
  checkCookieOptions,
  cookieNames,
  readCookie,
  readTokens,
  type CookieJar,
  type CookieNames,
  type CookieOptions,
} from './cookieJar.js';

/** Hostnames where browsers keep cookies without `Secure` on plain http, so `Secure` is left off there. */
export const isLocalHostname = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127(\.\d{1,3}){3}$/.test(hostname);

export interface SessionCookies {
  readonly names: CookieNames;
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

const EPOCH = new Date(0).toUTCString();

export function createSessionCookies(rawOptions: CookieOptions | undefined, env: CookieEnvironment): SessionCookies {
  const options = checkCookieOptions(rawOptions);
  const warn = env.warn ?? ((message: string) => console.warn(message));
  const names = cookieNames(options);
  const path = options.path ?? '/';

  // The hostname is read at each write so that a jar shared by an iframe that navigates stays right.
  const attributes = (domain: string | undefined) => {
    const host = env.hostname();
    return `; path=${path}${domain ? `; domain=${domain}` : ''}; SameSite=Lax${isLocalHostname(host) ? '' : '; Secure'}`;
  };
  const configuredDomain = () => (options.availableToSubdomains ? (options.domain ?? env.hostname()) : undefined);

  const read = (name: string) => readCookie(env.jar, name);

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
    tokens: () => readTokens(env.jar, names),
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
