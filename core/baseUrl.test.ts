import { describe, expect, it, vi } from 'vitest';
import { LIVE_BASE, TEST_BASE, checkPublicToken, httpsHost, isValidDomain, resolveBaseUrl } from './baseUrl.js';

const TEST_TOKEN = 'public-token-test-5a1f0c';
const LIVE_TOKEN = 'public-token-live-5a1f0c';

describe('resolveBaseUrl', () => {
  it('picks the test or live base by the token', () => {
    expect(TEST_BASE).toBe('https://test.stytch.com');
    expect(LIVE_BASE).toBe('https://api.stytch.com');
    const warn = vi.fn();
    expect(resolveBaseUrl(TEST_TOKEN, {}, warn)).toEqual({ base: 'https://test.stytch.com', custom: false });
    expect(resolveBaseUrl(LIVE_TOKEN, {}, warn)).toEqual({ base: 'https://api.stytch.com', custom: false });
    expect(resolveBaseUrl('something-else', undefined, warn)).toEqual({ base: 'https://api.stytch.com', custom: false });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['http://localhost:4100', 'http://localhost:4100'],
    ['http://localhost:4100/', 'http://localhost:4100'],
    ['http://127.0.0.1:18787//', 'http://127.0.0.1:18787'],
    ['https://auth.example.com/prefix/', 'https://auth.example.com/prefix'],
    ['https://auth.example.com', 'https://auth.example.com'],
  ])('uses baseUrl %s as given (-> %s), scheme and port kept; not a custom domain for the cookie rule', (baseUrl, expected) => {
    const warn = vi.fn();
    expect(resolveBaseUrl(LIVE_TOKEN, { baseUrl }, warn)).toEqual({ base: expected, custom: false });
    expect(warn).not.toHaveBeenCalled();
  });

  it('baseUrl wins over apiDomain', () => {
    expect(resolveBaseUrl(TEST_TOKEN, { baseUrl: 'http://localhost:4100', apiDomain: 'login.example.com' }, vi.fn()).base).toBe(
      'http://localhost:4100',
    );
  });

  it.each(['localhost:4100', 'not a url', 'ftp://files.example.com', ''])('an invalid baseUrl %o warns and falls back', (baseUrl) => {
    const warn = vi.fn();
    expect(resolveBaseUrl(TEST_TOKEN, { baseUrl }, warn)).toEqual({ base: TEST_BASE, custom: false });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(`latch: baseUrl "${baseUrl}" is not an http(s) URL; using https://test.stytch.com.`);
  });

  it('an invalid baseUrl falls back to a valid apiDomain', () => {
    const warn = vi.fn();
    expect(resolveBaseUrl(LIVE_TOKEN, { baseUrl: 'nope', apiDomain: 'login.example.com' }, warn)).toEqual({
      base: 'https://login.example.com',
      custom: true,
    });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each(['login.example.com', 'api.my-company.co.uk', 'a.io'])('a valid apiDomain %s becomes https://domain', (apiDomain) => {
    const warn = vi.fn();
    expect(resolveBaseUrl(TEST_TOKEN, { apiDomain }, warn)).toEqual({ base: `https://${apiDomain}`, custom: true });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['localhost:18787', 'http://x', 'not a domain', 'localhost', '127.0.0.1', '-bad.example.com', 'example.com/path', ''])(
    'an invalid apiDomain %o warns and falls back',
    (apiDomain) => {
      const warn = vi.fn();
      expect(resolveBaseUrl(LIVE_TOKEN, { apiDomain }, warn)).toEqual({ base: LIVE_BASE, custom: false });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(`latch: apiDomain "${apiDomain}" is not a valid domain; using https://api.stytch.com.`);
    },
  );

  it('a non-string apiDomain warns instead of throwing', () => {
    const warn = vi.fn();
    expect(resolveBaseUrl(TEST_TOKEN, { apiDomain: 42 as unknown as string }, warn)).toEqual({ base: TEST_BASE, custom: false });
    expect(warn).toHaveBeenCalledWith('latch: apiDomain "42" is not a valid domain; using https://test.stytch.com.');
  });

  it('warns through console.warn by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      resolveBaseUrl(TEST_TOKEN, { apiDomain: 'http://x' });
      expect(spy).toHaveBeenCalledWith('latch: apiDomain "http://x" is not a valid domain; using https://test.stytch.com.');
    } finally {
      spy.mockRestore();
    }
  });

  it('isValidDomain', () => {
    expect(isValidDomain('example.com')).toBe(true);
    expect(isValidDomain('EXAMPLE.COM')).toBe(true);
    expect(isValidDomain('example')).toBe(false);
    expect(isValidDomain('exa_mple.com')).toBe(false);
    expect(isValidDomain(`${'a'.repeat(64)}.com`)).toBe(false);
    expect(isValidDomain(`${'a'.repeat(63)}.com`)).toBe(true);
  });
});

describe('checkPublicToken', () => {
  it.each([
    [undefined, 'latch: the public token must be a non-empty string.'],
    [null, 'latch: the public token must be a non-empty string.'],
    [12345, 'latch: the public token must be a non-empty string.'],
    ['', 'latch: the public token must be a non-empty string.'],
    ['pk_test_abcdefghijklmnopqrst', 'latch: the public token should start with "public-token-"; got "pk_test_abcdefgh...".'],
  ])('warns for %o', (token, message) => {
    const warn = vi.fn();
    expect(() => checkPublicToken(token, warn)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(message);
  });

  it.each([TEST_TOKEN, LIVE_TOKEN])('does not warn for %s', (token) => {
    const warn = vi.fn();
    checkPublicToken(token, warn);
    expect(warn).not.toHaveBeenCalled();
  });

  it('uses console.warn by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      checkPublicToken('');
      checkPublicToken(TEST_TOKEN);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy).toHaveBeenCalledWith('latch: the public token must be a non-empty string.');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('httpsHost (the DFP endpoint domains of CONTRACT §1)', () => {
  it('keeps https and the host name alone, whatever scheme, port or path it was given', () => {
    expect(httpsHost('dfppaDomain', 'dfp.example.com')).toBe('https://dfp.example.com');
    expect(httpsHost('dfppaDomain', 'http://127.0.0.1:18787/submit')).toBe('https://127.0.0.1');
    expect(httpsHost('dfpCdnDomain', 'cdn.example.com:8443')).toBe('https://cdn.example.com');
  });

  it('is undefined when not given, and warns and falls back to the default when no host name can be read', () => {
    const warn = vi.fn();
    expect(httpsHost('dfppaDomain', undefined, warn)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(httpsHost('dfppaDomain', 'https://', warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('latch: dfppaDomain "https://" is not a domain; using the default.');
  });
});
