import { describe, expect, it, vi } from 'vitest';
import { ApiError, unreachableError } from '../errors.js';
import { stateKey } from '../storage.js';
import type { RequestInit } from '../transport.js';
import { createSessionManager } from './manager.js';
import type { SessionManagerOptions } from './options.js';
import type { SessionState } from './state.js';
import { fakeAuth, fakeBrowser, fakeTransport, hang, seeded } from '../../test/support/session.js';
import { useManagerSuite } from '../../test/support/sessionSuite.js';

const PUBLIC_TOKEN = 'public-token-test-session';
const PERIOD = 180_000;
const START = Date.parse('2030-01-01T00:00:00Z');
const HOUR = 3_600_000;

const apiError = (status_code: number, error_type: string) =>
  new ApiError({ status_code, error_type, error_message: error_type, request_id: 'request-id-test' });

const track = useManagerSuite(START);

type Reply = (init: RequestInit) => Promise<unknown>;

/** One browser with `tabs` tabs, each running a manager against the same fake transport. */
function setup(reply: Reply, opts: { tabs?: number; locks?: boolean; customEndpoint?: boolean; options?: Partial<SessionManagerOptions> } = {}) {
  const browser = fakeBrowser({ locks: opts.locks ?? true });
  const transport = fakeTransport(reply);
  const tabs = Array.from({ length: opts.tabs ?? 1 }, () => {
    const tab = browser.tab();
    const manager = createSessionManager({
      publicToken: PUBLIC_TOKEN,
      transport,
      store: tab.store,
      customEndpoint: opts.customEndpoint ?? false,
      env: tab.env,
      random: seeded(1),
      ...opts.options,
    });
    track(manager);
    return { ...tab, manager };
  });
  const first = tabs[0]!;
  return { browser, transport, tabs, m: first.manager, calls: () => transport.stats.calls.map((c) => c.path) };
}

const succeed: Reply = async () => fakeAuth();

describe('background refresh', () => {
  it('refreshes every 180000 ms with an empty body while a session is held', async () => {
    const { m, transport } = setup(succeed);
    m.start();
    expect(transport.stats.calls).toHaveLength(0);
    m.storeAuthResponse(fakeAuth());
    await vi.advanceTimersByTimeAsync(PERIOD - 1);
    expect(transport.stats.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.stats.calls).toEqual([{ method: 'POST', path: '/sessions/authenticate', body: {}, signal: expect.any(AbortSignal) }]);
    await vi.advanceTimersByTimeAsync(9 * PERIOD);
    expect(transport.stats.calls).toHaveLength(10);
    expect(m.getSync()?.session_id).toBe('session-tok');
  });

  it('takes the period from refreshIntervalMs', async () => {
    const { m, transport } = setup(succeed, { options: { refreshIntervalMs: 3000 } });
    m.storeAuthResponse(fakeAuth());
    await vi.advanceTimersByTimeAsync(30_000);
    expect(transport.stats.calls).toHaveLength(10);
  });

  it('rejects a refresh period that is not a positive number', () => {
    const make = (refreshIntervalMs: unknown) => () => setup(succeed, { options: { refreshIntervalMs: refreshIntervalMs as number } });
    expect(make(0)).toThrow(/refreshIntervalMs/);
    expect(make('3000')).toThrow(/refreshIntervalMs/);
  });

  it('retries failures after 2000·2^min(n,7) ms ± 175 ms, then returns to the period', async () => {
    const times: number[] = [];
    let failures = 11;
    const { m } = setup(
      async () => {
        times.push(Date.now());
        if (failures-- > 0) throw apiError(503, 'internal_server_error');
        return fakeAuth();
      },
      { options: { random: Math.random } },
    );
    m.storeAuthResponse(fakeAuth());
    await vi.advanceTimersByTimeAsync(2 * PERIOD + 1_300_000);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(gaps.length).toBeGreaterThanOrEqual(12);
    gaps.slice(0, 11).forEach((gap, n) => {
      const centre = 2000 * 2 ** Math.min(n, 7);
      expect(gap).toBeGreaterThanOrEqual(centre - 175);
      expect(gap).toBeLessThanOrEqual(centre + 175);
    });
    expect(gaps[11]).toBe(PERIOD);
    expect(m.getSync()).not.toBeNull();
  });

  it.each(['unauthorized_credentials', 'user_unauthenticated', 'invalid_secret_authentication', 'session_not_found'])(
    '%s stops the retries and clears the session within one timer tick',
    async (errorType) => {
      const { m, transport, browser } = setup(async () => {
        throw apiError(401, errorType);
      });
      const seen: SessionState[] = [];
      m.onChange((s) => seen.push(s));
      m.storeAuthResponse(fakeAuth());
      await vi.advanceTimersByTimeAsync(PERIOD);
      expect(m.getSync()).toBeNull();
      expect(m.getUserSync()).toBeNull();
      expect(m.getTokens()).toBeNull();
      expect(browser.data.has(stateKey(PUBLIC_TOKEN))).toBe(false);
      expect(seen.at(-1)).toEqual({ user: null, session: null });
      await vi.advanceTimersByTimeAsync(10 * PERIOD);
      expect(transport.stats.calls).toHaveLength(1);
    },
  );

  it('keeps retrying other client errors without logging out', async () => {
    let n = 0;
    const { m, transport } = setup(async () => {
      if (n++ < 3) throw apiError(429, 'too_many_requests');
      return fakeAuth();
    });
    m.storeAuthResponse(fakeAuth());
    await vi.advanceTimersByTimeAsync(PERIOD + 2000 + 4000 + 8000 + 600);
    expect(transport.stats.calls).toHaveLength(4);
    expect(m.getSync()).not.toBeNull();
  });

  it('gives up on a refresh that hangs after 30 s and retries it, one request at a time', async () => {
    let n = 0;
    const { m, transport } = setup(async () => (n++ === 0 ? hang() : fakeAuth()));
    m.storeAuthResponse(fakeAuth());
    await vi.advanceTimersByTimeAsync(PERIOD + 29_999);
    expect(transport.stats.inFlight).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.stats.inFlight).toBe(0);
    await vi.advanceTimersByTimeAsync(2200);
    expect(transport.stats.calls).toHaveLength(2);
    expect(transport.stats.maxInFlight).toBe(1);
    expect(m.getSync()).not.toBeNull();
  });

  it('stops when disposed', async () => {
    const { m, transport } = setup(succeed);
    m.storeAuthResponse(fakeAuth());
    m.dispose();
    await vi.advanceTimersByTimeAsync(10 * PERIOD);
    expect(transport.stats.calls).toHaveLength(0);
  });
});

describe('storing sessions', () => {
  it('writes cookies and local storage and tells subscribers', () => {
    const { m, browser } = setup(succeed);
    const seen: SessionState[] = [];
    m.onChange((s) => seen.push(s));
    const data = fakeAuth({ token: 'tok-a', jwt: 'jwt-a' });
    m.storeAuthResponse(data);
    expect(m.getTokens()).toEqual({ session_token: 'tok-a', session_jwt: 'jwt-a' });
    expect(m.secret()).toBe('tok-a');
    expect(JSON.parse(browser.data.get(stateKey(PUBLIC_TOKEN)) ?? 'null')).toEqual({ user: data.user, session: data.session });
    expect(seen).toEqual([{ user: data.user, session: data.session }]);
  });

  it('expires the cookies with the session', async () => {
    const { m } = setup(succeed);
    m.storeAuthResponse(fakeAuth({ minutes: 30 }));
    m.dispose();
    vi.setSystemTime(START + 30 * 60_000 - 1);
    expect(m.secret()).toBe('tok');
    vi.setSystemTime(START + 30 * 60_000);
    expect(m.secret()).toBeUndefined();
  });

  it.each([
    ['an empty jwt', { session_jwt: '' }],
    ['no session token', { session_token: undefined }],
  ])('clears instead of storing a response with %s', (_, change) => {
    const { m } = setup(succeed);
    m.storeAuthResponse(fakeAuth());
    m.storeAuthResponse({ ...fakeAuth(), ...change } as never);
    expect(m.getTokens()).toBeNull();
    expect(m.getSync()).toBeNull();
  });

  it('keeps the intermediate token and the session cookies mutually exclusive', async () => {
    const { m } = setup(succeed);
    m.storeAuthResponse(fakeAuth());
    m.storeIntermediate('ist-1');
    expect(m.getIntermediateToken()).toBe('ist-1');
    expect(m.getTokens()).toBeNull();
    expect(m.getSync()).toBeNull();
    m.storeAuthResponse(fakeAuth());
    expect(m.getIntermediateToken()).toBeNull();
    expect(m.getTokens()).not.toBeNull();
  });

  it('keeps the intermediate token for 10 minutes', () => {
    const { m } = setup(succeed);
    m.storeIntermediate('ist-2');
    vi.setSystemTime(START + 10 * 60_000 - 1);
    expect(m.getIntermediateToken()).toBe('ist-2');
    vi.setSystemTime(START + 10 * 60_000);
    expect(m.getIntermediateToken()).toBeNull();
  });

  it('updates the user and tells subscribers', () => {
    const { m } = setup(succeed);
    m.storeAuthResponse(fakeAuth());
    const listener = vi.fn();
    m.onChange(listener);
    const user = { ...fakeAuth().user, untrusted_metadata: { theme: 'dark' } };
    m.updateUser(user);
    expect(m.getUserSync()).toEqual(user);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lets one throwing subscriber not stop the others', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { m } = setup(succeed);
    const later = vi.fn();
    m.onChange(() => {
      throw new Error('host bug');
    });
    m.onChange(later);
    m.storeAuthResponse(fakeAuth());
    expect(later).toHaveBeenCalledTimes(1);
  });
});

describe('start', () => {
  it('refreshes at once when a session cookie exists', async () => {
    const { m, browser, transport } = setup(succeed);
    browser.jar.write(`stytch_session=tok; expires=${new Date(START + HOUR).toUTCString()}`);
    m.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.stats.calls.map((c) => c.path)).toEqual(['/sessions/authenticate']);
    expect(m.getSync()?.session_id).toBe('session-tok');
  });

  it('refreshes at once on a custom endpoint even without a cookie', async () => {
    const { m, transport } = setup(succeed, { customEndpoint: true });
    m.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.stats.calls).toHaveLength(1);
    expect(m.getSync()).not.toBeNull();
  });

  it('destroys a cached session when there is no cookie and no custom endpoint', async () => {
    const { m, browser, transport } = setup(succeed);
    const data = fakeAuth();
    browser.data.set(stateKey(PUBLIC_TOKEN), JSON.stringify({ user: data.user, session: data.session }));
    m.start();
    await vi.advanceTimersByTimeAsync(PERIOD);
    expect(m.getSync()).toBeNull();
    expect(browser.data.has(stateKey(PUBLIC_TOKEN))).toBe(false);
    expect(transport.stats.calls).toHaveLength(0);
  });

  /** The reloaded pages: same browser (cookies and storage), new managers. */
  function reload(first: ReturnType<typeof setup>, count: number) {
    return Array.from({ length: count }, () => {
      const tab = first.browser.tab();
      const manager = createSessionManager({
        publicToken: PUBLIC_TOKEN,
        transport: first.transport,
        store: tab.store,
        customEndpoint: false,
        env: tab.env,
      });
      track(manager);
      return manager;
    });
  }

  it('a reload confirms the session at once, even after a refresh younger than the period, showing the cached user meanwhile', async () => {
    const first = setup(succeed);
    first.m.storeAuthResponse(fakeAuth());
    first.m.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    const [reloaded] = reload(first, 1);
    reloaded!.start();
    expect(reloaded!.getSync()?.session_id).toBe('session-tok');
    await vi.advanceTimersByTimeAsync(0);
    expect(first.calls()).toEqual(['/sessions/authenticate']);
    // Then the period again, from this refresh.
    await vi.advanceTimersByTimeAsync(PERIOD - 1);
    expect(first.calls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(first.calls()).toHaveLength(2);
  });

  it('a session revoked elsewhere does not survive a reload', async () => {
    let revoked = false;
    const first = setup(async () => {
      if (revoked) throw apiError(404, 'session_not_found');
      return fakeAuth();
    });
    first.m.storeAuthResponse(fakeAuth());
    first.m.dispose();
    await vi.advanceTimersByTimeAsync(30_000);
    revoked = true;
    const [reloaded] = reload(first, 1);
    reloaded!.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(reloaded!.getSync()).toBeNull();
    expect(reloaded!.getTokens()).toBeNull();
  });

  it.each([
    ['with Web Locks', true],
    ['without Web Locks', false],
  ])('several tabs reloading together send one request (%s)', async (_, locks) => {
    let resolveFirst: () => void = () => {};
    const first = setup(
      () =>
        new Promise((resolve) => {
          resolveFirst = () => resolve(fakeAuth());
        }),
      { locks },
    );
    first.m.storeAuthResponse(fakeAuth());
    first.m.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    const tabs = reload(first, 3);
    for (const [i, tab] of tabs.entries()) {
      tab.start();
      // Not quite at the same moment, as a restored window loads its tabs.
      if (i < tabs.length - 1) await vi.advanceTimersByTimeAsync(200);
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(first.calls()).toEqual(['/sessions/authenticate']);
    resolveFirst();
    await vi.advanceTimersByTimeAsync(3000);
    expect(first.calls()).toEqual(['/sessions/authenticate']);
    for (const tab of tabs) expect(tab.getSync()?.session_id).toBe('session-tok');
  });

  it('does not show a cached user that belongs to another session token', async () => {
    let resolve: (v: unknown) => void = () => {};
    const { m, browser } = setup(() => new Promise((r) => (resolve = r)));
    const old = fakeAuth({ token: 'old', userId: 'user-old' });
    browser.data.set(stateKey(PUBLIC_TOKEN), JSON.stringify({ user: old.user, session: old.session }));
    browser.jar.write(`stytch_session=new; expires=${new Date(START + HOUR).toUTCString()}`);
    m.start();
    expect(m.getUserSync()).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    resolve(fakeAuth({ token: 'new', userId: 'user-new' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(m.getUserSync()?.user_id).toBe('user-new');
  });
});

describe('authenticate', () => {
  it('sends session_duration_minutes when given and stores the answer', async () => {
    const { m, transport } = setup(async () => fakeAuth({ token: 'tok-long' }));
    await m.authenticate({ session_duration_minutes: 60 });
    expect(transport.stats.calls[0]).toMatchObject({ method: 'POST', path: '/sessions/authenticate', body: { session_duration_minutes: 60 } });
    expect(m.secret()).toBe('tok-long');
    // The first holder keeps the lock a moment after its call (see LOCK_SETTLE_MS).
    const second = m.authenticate();
    await vi.advanceTimersByTimeAsync(200);
    await second;
    expect(transport.stats.calls[1]?.body).toEqual({});
  });

  it('clears on an unrecoverable answer and rejects', async () => {
    const { m } = setup(async () => {
      throw apiError(404, 'session_not_found');
    });
    m.storeAuthResponse(fakeAuth());
    await expect(m.authenticate()).rejects.toMatchObject({ error_type: 'session_not_found' });
    expect(m.getSync()).toBeNull();
  });

  it('checks its argument', () => {
    const { m } = setup(succeed);
    expect(() => m.authenticate({ session_duration_minutes: '60' as unknown as number })).toThrow(/session_duration_minutes/);
  });
});

describe('revoke', () => {
  it('posts with no body and clears on success', async () => {
    const { m, transport } = setup(async (init) => (init.path === '/sessions/revoke' ? { request_id: 'r', status_code: 200 } : fakeAuth()));
    m.storeAuthResponse(fakeAuth());
    await m.revoke();
    expect(transport.stats.calls).toEqual([{ method: 'POST', path: '/sessions/revoke', signal: expect.any(AbortSignal) }]);
    expect(m.getSync()).toBeNull();
    expect(m.getTokens()).toBeNull();
  });

  it('keeps the session when it fails unforced', async () => {
    const { m } = setup(async () => {
      throw apiError(500, 'internal_server_error');
    });
    m.storeAuthResponse(fakeAuth());
    await expect(m.revoke()).rejects.toMatchObject({ status_code: 500 });
    expect(m.getSync()).not.toBeNull();
    expect(m.getTokens()).not.toBeNull();
  });

  it('keeps the session when the network fails unforced', async () => {
    const { m } = setup(async () => {
      throw unreachableError();
    });
    m.storeAuthResponse(fakeAuth());
    await expect(m.revoke()).rejects.toMatchObject({ name: 'UnreachableError' });
    expect(m.getSync()).not.toBeNull();
  });

  it('clears when forced, and still rejects', async () => {
    const { m } = setup(async () => {
      throw apiError(500, 'internal_server_error');
    });
    m.storeAuthResponse(fakeAuth());
    await expect(m.revoke({ forceClear: true })).rejects.toMatchObject({ status_code: 500 });
    expect(m.getSync()).toBeNull();
    expect(m.getTokens()).toBeNull();
  });

  it('clears unforced when the error is unrecoverable', async () => {
    const { m } = setup(async () => {
      throw apiError(401, 'invalid_secret_authentication');
    });
    m.storeAuthResponse(fakeAuth());
    await expect(m.revoke()).rejects.toBeInstanceOf(ApiError);
    expect(m.getSync()).toBeNull();
  });

  it('is not undone by a refresh that answers after it', async () => {
    const { m, transport } = setup((init) =>
      init.path === '/sessions/revoke' ? Promise.resolve({}) : new Promise((resolve) => setTimeout(() => resolve(fakeAuth()), 1000)),
    );
    m.storeAuthResponse(fakeAuth());
    await vi.advanceTimersByTimeAsync(PERIOD);
    expect(transport.stats.inFlight).toBe(1);
    await m.revoke();
    await vi.advanceTimersByTimeAsync(1000);
    expect(m.getSync()).toBeNull();
    expect(m.getTokens()).toBeNull();
    await vi.advanceTimersByTimeAsync(10 * PERIOD);
    expect(transport.stats.calls).toHaveLength(2);
  });
});

describe('tabs', () => {
  it.each([
    ['Web Locks', true],
    ['the storage claim', false],
  ])('send one refresh per period for three tabs with %s, and the others take the result', async (_, locks) => {
    const { tabs, transport } = setup(succeed, { tabs: 3, locks });
    for (const t of tabs) t.manager.start();
    tabs[0]!.manager.storeAuthResponse(fakeAuth());
    await vi.advanceTimersByTimeAsync(0);
    expect(tabs.map((t) => t.manager.getSync()?.session_id)).toEqual(['session-tok', 'session-tok', 'session-tok']);
    await vi.advanceTimersByTimeAsync(10 * PERIOD + 500);
    expect(transport.stats.calls).toHaveLength(10);
    expect(transport.stats.maxInFlight).toBe(1);
  });

  it.each([
    ['Web Locks', true],
    ['the storage claim', false],
  ])('refresh once when three tabs start together with %s', async (_, locks) => {
    const { tabs, transport, browser } = setup(() => new Promise((resolve) => setTimeout(() => resolve(fakeAuth()), 200)), { tabs: 3, locks });
    browser.jar.write(`stytch_session=tok; expires=${new Date(START + HOUR).toUTCString()}`);
    for (const t of tabs) t.manager.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(transport.stats.calls).toHaveLength(1);
    expect(tabs.every((t) => t.manager.getSync()?.session_id === 'session-tok')).toBe(true);
  });

  it('signs the other tabs out on the next task after a logout', async () => {
    const { tabs } = setup(async (init) => (init.path === '/sessions/revoke' ? {} : fakeAuth()), { tabs: 3 });
    for (const t of tabs) t.manager.start();
    tabs[0]!.manager.storeAuthResponse(fakeAuth());
    await vi.advanceTimersByTimeAsync(0);
    const signedOut = vi.fn();
    tabs[2]!.manager.onChange((s) => s.session === null && signedOut());
    await tabs[1]!.manager.revoke();
    await vi.advanceTimersByTimeAsync(0);
    expect(tabs.map((t) => t.manager.getSync())).toEqual([null, null, null]);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when another script wipes local storage but the cookie stays', async () => {
    const { tabs, browser } = setup(succeed, { tabs: 2 });
    for (const t of tabs) t.manager.start();
    tabs[0]!.manager.storeAuthResponse(fakeAuth());
    await vi.advanceTimersByTimeAsync(0);
    tabs[0]!.store.remove(stateKey(PUBLIC_TOKEN));
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.data.has(stateKey(PUBLIC_TOKEN))).toBe(false);
    expect(tabs[1]!.manager.getSync()).not.toBeNull();
  });

  it('refreshes on becoming visible only when the last refresh of any tab is older than the period', async () => {
    const { tabs, transport } = setup(succeed, { tabs: 2 });
    for (const t of tabs) t.manager.start();
    tabs[0]!.manager.storeAuthResponse(fakeAuth({ minutes: 24 * 60 }));
    await vi.advanceTimersByTimeAsync(PERIOD / 2);
    tabs[1]!.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.stats.calls).toHaveLength(0);
    // The machine sleeps for two hours: the wall clock moves, timers do not.
    vi.setSystemTime(Date.now() + 2 * HOUR);
    tabs[1]!.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.stats.calls).toHaveLength(1);
  });

  it('sends one refresh when three tabs wake up together, then keeps the period', async () => {
    const { tabs, transport } = setup(succeed, { tabs: 3 });
    for (const t of tabs) t.manager.start();
    tabs[0]!.manager.storeAuthResponse(fakeAuth({ minutes: 24 * 60 }));
    await vi.advanceTimersByTimeAsync(PERIOD / 3);
    vi.setSystemTime(Date.now() + 8 * HOUR);
    for (const t of tabs) t.show();
    await vi.advanceTimersByTimeAsync(100);
    expect(transport.stats.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3 * PERIOD);
    expect(transport.stats.calls).toHaveLength(4);
  });
});

describe('clocks', () => {
  it.each([
    ['5 hours ahead of', -5 * HOUR],
    ['5 hours behind', 5 * HOUR],
  ])('a local clock %s the server keeps the session and the period', async (_, offset) => {
    const server = () => Date.now() + offset;
    const { m, transport } = setup(async () => fakeAuth({ serverNow: server() }));
    m.start();
    m.storeAuthResponse(fakeAuth({ serverNow: server() }));
    expect(m.getTokens()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(transport.stats.calls).toHaveLength(10);
    expect(m.getTokens()).not.toBeNull();
    expect(m.getSync()).not.toBeNull();
  });

  it('a wall clock set back by hours costs one early refresh, not a loop', async () => {
    const { m, transport } = setup(succeed);
    m.storeAuthResponse(fakeAuth({ minutes: 24 * 60 }));
    vi.setSystemTime(Date.now() - 3 * HOUR);
    await vi.advanceTimersByTimeAsync(10 * PERIOD);
    expect(transport.stats.calls).toHaveLength(10);
  });
});

describe('soak', () => {
  it.each([
    ['Web Locks', true],
    ['the storage claim', false],
  ])('30 simulated minutes, 3 tabs with %s, half the refreshes failing: never logged out, one in flight', async (label, locks) => {
    const rand = seeded(2024);
    const outcome = { ok: 0, http5xx: 0, timeout: 0, offline: 0 };
    const { tabs, transport } = setup(
      async () => {
        const r = rand();
        await new Promise((resolve) => setTimeout(resolve, 20 + Math.floor(rand() * 400)));
        if (r < 0.5) {
          outcome.ok++;
          return fakeAuth();
        }
        if (r < 0.5 + 1 / 6) {
          outcome.http5xx++;
          throw apiError(503, 'internal_server_error');
        }
        if (r < 0.5 + 2 / 6) {
          outcome.timeout++;
          return hang();
        }
        outcome.offline++;
        throw unreachableError();
      },
      { tabs: 3, locks, options: { random: seeded(99) } },
    );
    let loggedOut = 0;
    for (const t of tabs) {
      t.manager.onChange((s) => {
        if (s.session === null) loggedOut++;
      });
      t.manager.start();
    }
    tabs[0]!.manager.storeAuthResponse(fakeAuth({ minutes: 24 * 60 }));
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    const failures = outcome.http5xx + outcome.timeout + outcome.offline;
    console.log(
      `soak (${label}): ${transport.stats.calls.length} refresh calls, ${outcome.ok} succeeded, ${failures} failed ` +
        `(${outcome.http5xx} 5xx, ${outcome.timeout} timed out, ${outcome.offline} offline), max in flight ${transport.stats.maxInFlight}, ` +
        `logged out ${loggedOut} times`,
    );
    expect(loggedOut).toBe(0);
    expect(transport.stats.maxInFlight).toBe(1);
    expect(failures).toBeGreaterThan(5);
    expect(tabs.every((t) => t.manager.getSync() !== null && t.manager.getTokens() !== null)).toBe(true);
  });
});
