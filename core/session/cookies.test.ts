import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentJar, type CookieOptions } from './cookieJar.js';
import { createSessionCookies, isLocalHostname } from './cookies.js';

/** A document whose cookie setter records every write, as a browser receives them. */
function capture() {
  const writes: string[] = [];
  const doc = {
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
  return { writes, jar: documentJar(doc) };
}

const expires = new Date('2031-05-06T07:08:09.000Z');

describe('session cookies', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes both session cookies with the contract attributes and Secure off localhost', () => {
    const { writes, jar } = capture();
    createSessionCookies(undefined, { jar, hostname: () => 'app.example.com' }).writeSession('tok-1', 'jwt-1', expires);
    expect(writes).toEqual([
      'stytch_session=tok-1; expires=Tue, 06 May 2031 07:08:09 GMT; path=/; SameSite=Lax; Secure',
      'stytch_session_jwt=jwt-1; expires=Tue, 06 May 2031 07:08:09 GMT; path=/; SameSite=Lax; Secure',
    ]);
  });

  it.each(['localhost', '127.0.0.1', '127.3.4.5', '[::1]'])('leaves Secure off on %s', (hostname) => {
    const { writes, jar } = capture();
    createSessionCookies(undefined, { jar, hostname: () => hostname }).writeSession('t', 'j', expires);
    expect(writes[0]).toBe('stytch_session=t; expires=Tue, 06 May 2031 07:08:09 GMT; path=/; SameSite=Lax');
  });

  it('keeps Secure on look-alike hostnames', () => {
    expect(['localhost.example.com', '127.0.0.1.nip.io', '128.0.0.1', '10.0.0.1'].map(isLocalHostname)).toEqual([false, false, false, false]);
  });

  it('uses the configured names and path, and a domain only with availableToSubdomains', () => {
    const options: CookieOptions = { opaqueTokenCookieName: 'sess', jwtCookieName: 'sess_jwt', path: '/app', domain: 'example.com' };
    const plain = capture();
    createSessionCookies(options, { jar: plain.jar, hostname: () => 'app.example.com' }).writeSession('t', 'j', expires);
    expect(plain.writes).toEqual([
      'sess=t; expires=Tue, 06 May 2031 07:08:09 GMT; path=/app; SameSite=Lax; Secure',
      'sess_jwt=j; expires=Tue, 06 May 2031 07:08:09 GMT; path=/app; SameSite=Lax; Secure',
    ]);

    const shared = capture();
    createSessionCookies({ ...options, availableToSubdomains: true }, { jar: shared.jar, hostname: () => 'app.example.com' }).writeSession(
      't',
      'j',
      expires,
    );
    expect(shared.writes[0]).toBe('sess=t; expires=Tue, 06 May 2031 07:08:09 GMT; path=/app; domain=example.com; SameSite=Lax; Secure');

    const hostDefault = capture();
    createSessionCookies({ availableToSubdomains: true }, { jar: hostDefault.jar, hostname: () => 'app.example.com' }).writeSession(
      't',
      'j',
      expires,
    );
    expect(hostDefault.writes[0]).toContain('; domain=app.example.com;');
  });

  it.each([
    ['opaqueTokenCookieName', 42],
    ['jwtCookieName', null],
    ['istCookieName', {}],
    ['path', 1],
    ['domain', true],
    ['availableToSubdomains', 'yes'],
  ])('rejects a bad %s with a UsageError naming it', (key, value) => {
    const make = () => createSessionCookies({ [key]: value } as CookieOptions, { jar: capture().jar, hostname: () => 'localhost' });
    expect(make).toThrow(expect.objectContaining({ name: 'UsageError', message: expect.stringContaining(`cookieOptions.${key}`) }));
  });

  it('writes the intermediate token for 10 minutes', () => {
    const { writes, jar } = capture();
    const now = Date.parse('2030-01-01T00:00:00Z');
    createSessionCookies(undefined, { jar, hostname: () => 'localhost' }).writeIntermediate('ist-1', now);
    expect(writes).toEqual(['stytch_intermediate_session_token=ist-1; expires=Tue, 01 Jan 2030 00:10:00 GMT; path=/; SameSite=Lax']);
  });

  it('removes cookies by expiring them with the same path and domain, and the host-only copy too', () => {
    const { writes, jar } = capture();
    createSessionCookies({ availableToSubdomains: true, domain: 'example.com' }, { jar, hostname: () => 'a.example.com' }).removeSession();
    expect(writes).toEqual([
      'stytch_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=example.com; SameSite=Lax; Secure',
      'stytch_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax; Secure',
      'stytch_session_jwt=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=example.com; SameSite=Lax; Secure',
      'stytch_session_jwt=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax; Secure',
    ]);
  });

  it('turns a failed removal into a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const jar = {
      read: () => 'stytch_session=secret-token',
      write: () => {
        throw new Error('The operation is insecure.');
      },
    };
    const cookies = createSessionCookies(undefined, { jar, hostname: () => 'localhost' });
    expect(() => cookies.removeSession()).not.toThrow();
    expect(() => cookies.removeIntermediate()).not.toThrow();
    expect(warn).toHaveBeenCalledWith('latch: could not remove the stytch_session cookie: The operation is insecure.');
    expect(warn.mock.calls.flat().join(' ')).not.toContain('secret-token');
  });

  it('round-trips through the real document and reads nothing once removed', () => {
    const cookies = createSessionCookies(undefined, { jar: documentJar(document), hostname: () => 'localhost' });
    cookies.writeSession('tok-2', 'jwt-2', new Date(Date.now() + 60_000));
    expect(cookies.tokens()).toEqual({ session_token: 'tok-2', session_jwt: 'jwt-2' });
    cookies.removeSession();
    expect(cookies.tokens()).toBeNull();
    expect(cookies.sessionToken()).toBeUndefined();
  });

  it('treats unreadable cookies as absent', () => {
    const jar = {
      read: (): string => {
        throw new Error('sandboxed');
      },
      write: () => {},
    };
    expect(createSessionCookies(undefined, { jar, hostname: () => 'localhost' }).sessionToken()).toBeUndefined();
  });
});
