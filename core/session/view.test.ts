import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStore } from '../storage.js';
import { stateKey } from '../storage.js';
import { fingerprint, refreshKey } from './record.js';
import { fakeAuth } from '../../test/support/session.js';
import { createSessionView } from './view.js';

const TOKEN = 'public-token-test-view';
const auth = fakeAuth({ token: 'tok-1' });

/** A store holding what a tab signed in with `tok-1` left behind: the cached state and the refresh record of that token. */
function signedInStore(): KeyValueStore {
  const values = new Map<string, string>([
    [stateKey(TOKEN), JSON.stringify({ user: auth.user, session: auth.session })],
    [refreshKey(stateKey(TOKEN)), JSON.stringify({ at: Date.now(), retryAt: null, attempt: 0, tag: fingerprint('tok-1') })],
  ]);
  return { get: (key) => values.get(key) ?? null, set: (key, value) => void values.set(key, value), remove: (key) => void values.delete(key) };
}

const viewOver = (sessionToken: () => string | undefined) =>
  createSessionView({ publicToken: TOKEN, store: signedInStore(), customEndpoint: false, sessionToken });

describe('the session view', () => {
  it('reads the session cookie on first use, not when it is made, and once', () => {
    const sessionToken = vi.fn(() => 'tok-1');
    const view = viewOver(sessionToken);
    expect(sessionToken).not.toHaveBeenCalled();
    expect(view.current().session).toEqual(auth.session);
    expect(view.current().user).toEqual(auth.user);
    expect(sessionToken).toHaveBeenCalledTimes(1);
  });

  it('shows no cached session whose cookie is gone', () => {
    expect(viewOver(() => undefined).current().session).toBeNull();
  });

  it('has looked at the cache before a listener is added, so the listener hears only later changes', () => {
    const view = viewOver(() => 'tok-1');
    const heard = vi.fn();
    view.onChange(heard);
    expect(heard).not.toHaveBeenCalled();
    view.set({ user: null, session: null }, true);
    expect(heard).toHaveBeenCalledExactlyOnceWith({ user: null, session: null }, { fromOtherTab: false });
  });

  it('applies a first write after the cached session it replaces, as when the view looked at once', () => {
    const view = viewOver(() => 'tok-1');
    view.set({ user: null, session: null }, true);
    expect(view.current().session).toBeNull();
    expect(view.readStored().session).toBeNull();
  });
});
