import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPkceStore } from './pkceStore.js';
import { bootstrapKey, browserStore, pkceKey, stateKey } from './storage.js';

describe('storage keys (CONTRACT §7)', () => {
  it('match the published client', () => {
    expect(stateKey('public-token-test-1')).toBe('stytch_sdk_state_public-token-test-1');
    expect(bootstrapKey('public-token-test-1')).toBe('stytch_sdk_state_public-token-test-1::bootstrap');
    expect(pkceKey('public-token-test-1', 'magic_links')).toBe('stytch_sdk_state_public-token-test-1::PKCE_VERIFIER:magic_links');
    expect(pkceKey('public-token-test-1', 'passwords')).toBe('stytch_sdk_state_public-token-test-1::PKCE_VERIFIER:passwords');
    expect(pkceKey('public-token-test-1', 'oauth')).toBe('stytch_sdk_state_public-token-test-1::PKCE_VERIFIER:oauth');
  });
});

/** A Storage whose reads and writes can be made to fail, as in private mode or over quota. */
function flakyStorage() {
  const data = new Map<string, string>();
  const fake = {
    data,
    failWrites: false,
    failReads: false,
    getItem(key: string) {
      if (fake.failReads) throw new DOMException('denied', 'SecurityError');
      return data.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (fake.failWrites) throw new DOMException('quota', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem(key: string) {
      if (fake.failReads) throw new DOMException('denied', 'SecurityError');
      data.delete(key);
    },
  };
  return fake;
}

const realLocalStorage = globalThis.localStorage;

describe('browserStore', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads and writes localStorage', () => {
    const store = browserStore();
    store.set('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    localStorage.setItem('other', 'w');
    expect(store.get('other')).toBe('w');
    store.remove('k');
    expect(localStorage.getItem('k')).toBeNull();
    expect(store.get('k')).toBeNull();
  });

  it('sees removals and overwrites made by another tab (no stale memory copy)', () => {
    const store = browserStore();
    store.set('stytch_sdk_state_public-token-test-1', '{"user":1}');
    // Another tab signs out, then another writes a newer value.
    localStorage.removeItem('stytch_sdk_state_public-token-test-1');
    expect(store.get('stytch_sdk_state_public-token-test-1')).toBeNull();
    localStorage.setItem('stytch_sdk_state_public-token-test-1', '{"user":2}');
    expect(store.get('stytch_sdk_state_public-token-test-1')).toBe('{"user":2}');
  });

  it('a write that storage refuses is kept in memory while storage still reads', () => {
    const fake = flakyStorage();
    vi.stubGlobal('localStorage', fake);
    const store = browserStore();
    fake.failWrites = true;
    store.set('big', 'value');
    expect(fake.data.has('big')).toBe(false);
    expect(store.get('big')).toBe('value');
    store.remove('big');
    expect(store.get('big')).toBeNull();
  });

  it('once storage accepts a write again, the memory copy is dropped', () => {
    const fake = flakyStorage();
    vi.stubGlobal('localStorage', fake);
    const store = browserStore();
    fake.failWrites = true;
    store.set('k', 'old');
    fake.failWrites = false;
    store.set('k', 'new');
    expect(fake.data.get('k')).toBe('new');
    fake.data.delete('k'); // another tab removes it
    expect(store.get('k')).toBeNull();
  });

  it('keeps working in memory when every storage call throws', () => {
    const fake = flakyStorage();
    vi.stubGlobal('localStorage', fake);
    fake.failWrites = true;
    fake.failReads = true;
    const store = browserStore();
    expect(() => store.set('k', 'v')).not.toThrow();
    expect(store.get('k')).toBe('v');
    expect(() => store.remove('k')).not.toThrow();
    expect(store.get('k')).toBeNull();
  });

  it('keeps working in memory when localStorage itself cannot be reached', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const store = browserStore();
      store.set('k', 'v');
      expect(store.get('k')).toBe('v');
      store.remove('k');
      expect(store.get('k')).toBeNull();
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
      Object.defineProperty(globalThis, 'localStorage', { configurable: true, writable: true, value: realLocalStorage });
    }
  });
});

describe('pkceStore', () => {
  it('start stores one verifier per flow and returns its challenge; clear removes only that flow', async () => {
    const pkce = createPkceStore('public-token-test-1', browserStore());
    const challenge = await pkce.start('passwords');
    await pkce.start('oauth');
    const verifier = localStorage.getItem('stytch_sdk_state_public-token-test-1::PKCE_VERIFIER:passwords');
    expect(verifier).toMatch(/^[0-9a-f]{128}$/);
    expect(pkce.verifier('passwords')).toBe(verifier);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier!));
    expect(Buffer.from(digest).toString('base64url')).toBe(challenge);
    expect(pkce.verifier('magic_links')).toBeUndefined();
    pkce.clear('passwords');
    expect(pkce.verifier('passwords')).toBeUndefined();
    expect(pkce.verifier('oauth')).toMatch(/^[0-9a-f]{128}$/);
  });

  it('a second start replaces the verifier', async () => {
    const pkce = createPkceStore('public-token-test-1', browserStore());
    await pkce.start('magic_links');
    const first = pkce.verifier('magic_links');
    await pkce.start('magic_links');
    expect(pkce.verifier('magic_links')).not.toBe(first);
  });
});
