import { readCookie, type CookieNames } from '../session/cookieJar.js';
import type { RequestLike, SessionInput } from './types.js';

/** Three base64url parts: the compact form of a signed JWT. */
const COMPACT_JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

export const looksLikeJwt = (value: string): boolean => COMPACT_JWT.test(value);

/** The `Cookie` header of any request shape `RequestLike` allows; '' when it has none or is not a request at all. */
export function cookieHeaderOf(request: RequestLike): string {
  try {
    const headers = 'raw' in request ? request.raw.headers : request.headers;
    if (typeof headers !== 'object' || headers === null) return '';
    // A Fetch Headers, or Node's plain object (which joins repeated headers itself; a hand-made one may hold an array).
    const cookie =
      'get' in headers && typeof headers.get === 'function' ? (headers.get('cookie') as unknown) : (headers as { cookie?: unknown }).cookie;
    return Array.isArray(cookie) ? cookie.join('; ') : typeof cookie === 'string' ? cookie : '';
  } catch {
    return '';
  }
}

/** The widget's cookies are written with `encodeURIComponent`; `readCookie` reads them back as the browser client does. */
const cookieFrom = (header: string, name: string) => readCookie({ read: () => header, write: () => {} }, name);

/**
 * What the input carries. A string without `=` is a token given by itself (`bare`), which the caller reads as the
 * token it needs; any other string is a `Cookie` header (neither a JWT nor a session token holds `=`).
 */
export function carried(input: SessionInput, names: Pick<CookieNames, 'session' | 'jwt'>): { jwt?: string; token?: string; bare?: string } {
  if (typeof input === 'string') {
    const text = input.trim();
    if (!text.includes('=')) return text ? { bare: text } : {};
    return { jwt: cookieFrom(text, names.jwt), token: cookieFrom(text, names.session) };
  }
  if (typeof input !== 'object' || input === null) return {};
  const header = cookieHeaderOf(input);
  return { jwt: cookieFrom(header, names.jwt), token: cookieFrom(header, names.session) };
}
