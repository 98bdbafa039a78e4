import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors.js';
import { stateKey } from '../storage.js';
import { createSessionManager } from './manager.js';
import { fakeAuth, fakeBrowser, fakeTransport } from '../../test/support/session.js';
import { useManagerSuite } from '../../test/support/sessionSuite.js';

const PUBLIC_TOKEN = 'public-token-test-tab-sync';
const START = Date.parse('2030-01-01T00:00:00Z');

const track = useManagerSuite(START);

/** Two signed-in tabs; the second has just opened, so without Web Locks it is not yet in line to refresh. */
async function twoTabs(locks: boolean) {
  const browser = fakeBrowser({ locks });
  // The server has revoked the session: a refresh sent now is refused.
  const transport = fakeTransport(async () => {
    throw new ApiError({ status_code: 404, error_type: 'session_not_found', error_message: '', request_id: 'r' });
  });
  const [a, b] = [browser.tab(), browser.tab()].map((tab) => {
    const manager = createSessionManager({ publicToken: PUBLIC_TOKEN, transport, store: tab.store, customEndpoint: false, env: tab.env });
    track(manager);
    manager.start();
    return { ...tab, manager };
  });
  a!.manager.storeAuthResponse(fakeAuth());
  await vi.advanceTimersByTimeAsync(0);
  return { browser, a: a!, b: b! };
}

describe('following a logout in another tab', () => {
  it.each([
    ['Web Locks', true],
    ['the elected tab', false],
  ])('signs out within 100 ms when the cookie change arrives 30 ms after the storage event (%s)', async (_, locks) => {
    const { browser, a, b } = await twoTabs(locks);
    expect(b.manager.getSync()).not.toBeNull();
    // The other tab's logout as this tab sees it: the stored state goes first, the cookies follow.
    a.store.remove(stateKey(PUBLIC_TOKEN));
    await vi.advanceTimersByTimeAsync(30);
    browser.jar.write('stytch_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT');
    browser.jar.write('stytch_session_jwt=; expires=Thu, 01 Jan 1970 00:00:00 GMT');
    await vi.advanceTimersByTimeAsync(70);
    expect(b.manager.getSync()).toBeNull();
  });

  it('keeps the session when storage is wiped and the cookie stays', async () => {
    const { a, b } = await twoTabs(false);
    a.store.remove(stateKey(PUBLIC_TOKEN));
    await vi.advanceTimersByTimeAsync(5000);
    expect(b.manager.getSync()).not.toBeNull();
  });
});

describe('telling subscribers where a change came from', () => {
  it("marks another tab's login and logout as from another tab, and this tab's own as not", async () => {
    const browser = fakeBrowser({ locks: true });
    const transport = fakeTransport(async () => fakeAuth());
    const [a, b] = [browser.tab(), browser.tab()].map((tab) => {
      const manager = createSessionManager({ publicToken: PUBLIC_TOKEN, transport, store: tab.store, customEndpoint: false, env: tab.env });
      track(manager);
      manager.start();
      return { ...tab, manager };
    });
    await vi.advanceTimersByTimeAsync(0);
    const seen = { a: [] as [boolean, boolean][], b: [] as [boolean, boolean][] };
    a!.manager.onChange((state, change) => seen.a.push([state.session !== null, change.fromOtherTab]));
    b!.manager.onChange((state, change) => seen.b.push([state.session !== null, change.fromOtherTab]));

    a!.manager.storeAuthResponse(fakeAuth());
    await vi.advanceTimersByTimeAsync(0);
    await a!.manager.revoke();
    await vi.advanceTimersByTimeAsync(1000);

    expect(seen.a).toEqual([
      [true, false],
      [false, false],
    ]);
    expect(seen.b).toEqual([
      [true, true],
      [false, true],
    ]);
  });
});
