import { describe, expect, it, vi } from 'vitest';
import { ApiError, unreachableError } from '../errors.js';
import type { RequestInit } from '../transport.js';
import { createSessionManager, type SessionManager } from './manager.js';
import { EXPIRY_MS, HEARTBEAT_MS, JOIN_SETTLE_MS, SETTLE_MS, VISIBLE_EXPIRY_MS } from './presence.js';
import { fakeAuth, fakeBrowser, fakeTransport, hang, seeded } from '../../test/support/session.js';
import { useManagerSuite } from '../../test/support/sessionSuite.js';

// Tabs without Web Locks on a busy machine: every local-storage write reaches the other tabs only after DELAY.

const PUBLIC_TOKEN = 'public-token-test-presence';
const PERIOD = 180_000;
const DELAY = 100;
const START = Date.parse('2030-01-01T00:00:00Z');
const HOUR = 3_600_000;

const track = useManagerSuite(START);

type Reply = (init: RequestInit) => Promise<unknown>;
const succeed: Reply = async () => fakeAuth();

/** One browser without Web Locks whose storage is slow; `sent` lists each refresh with the tab that sent it. */
function setup(reply: Reply, opts: { propagationMs?: number; period?: number } = {}) {
  const browser = fakeBrowser({ locks: false, propagationMs: opts.propagationMs ?? DELAY });
  const transport = fakeTransport(reply);
  const sent: { tab: number; at: number }[] = [];
  const tabs: (ReturnType<typeof browser.tab> & { manager: SessionManager })[] = [];
  function open() {
    const index = tabs.length;
    const tab = browser.tab();
    const request = <T>(init: RequestInit) => {
      if (init.path === '/sessions/authenticate') sent.push({ tab: index, at: Date.now() });
      return transport.request<T>(init);
    };
    const manager = createSessionManager({
      publicToken: PUBLIC_TOKEN,
      transport: { request },
      store: tab.store,
      customEndpoint: false,
      env: tab.env,
      random: seeded(1),
      refreshIntervalMs: opts.period ?? PERIOD,
    });
    track(manager);
    tabs.push({ ...tab, manager });
    manager.start();
    return tabs[index]!;
  }
  const gaps = () => sent.slice(1).map((s, i) => s.at - sent[i]!.at);
  return { browser, transport, tabs, sent, open, gaps };
}

/** Three signed-in tabs whose refresh timers fire at the same due times. */
async function threeTabs(reply: Reply = succeed) {
  const world = setup(reply);
  for (let i = 0; i < 3; i++) world.open();
  world.tabs[0]!.manager.storeAuthResponse(fakeAuth({ minutes: 24 * 60 }));
  await vi.advanceTimersByTimeAsync(DELAY);
  return world;
}

const lastAccessed = (tabs: { manager: SessionManager }[]) => tabs.map((t) => t.manager.getSync()?.last_accessed_at);

// A test here plays up to 30 simulated minutes of three or more tabs: some 16,000 timers, each followed by a real turn
// of the event loop (vitest's async advance), 0.2 s on a quiet machine and 0.9–2.6 s on a busy one; one full run beside
// two busy loops took the first test past the 20 s default. The limit is for a hang, not for a busy machine.
describe('tabs without Web Locks, storage delivered 100 ms late', { timeout: 60_000 }, () => {
  it('three tabs due at once send one refresh per period, and all take its result', async () => {
    const { tabs, sent, transport, gaps } = await threeTabs();
    await vi.advanceTimersByTimeAsync(10 * PERIOD + 500);
    expect(sent).toHaveLength(10);
    expect(transport.stats.maxInFlight).toBe(1);
    for (const gap of gaps()) expect(gap).toBeGreaterThanOrEqual(PERIOD);
    expect(new Set(lastAccessed(tabs)).size).toBe(1);
    expect(lastAccessed(tabs)[0]).toBe(new Date(sent.at(-1)!.at).toISOString());
  });

  it('three tabs that start together with a session cookie send one refresh', async () => {
    const { browser, open, sent, tabs } = setup(() => new Promise((resolve) => setTimeout(() => resolve(fakeAuth()), 200)));
    browser.jar.write(`stytch_session=tok; expires=${new Date(START + HOUR).toUTCString()}`);
    for (let i = 0; i < 3; i++) open();
    await vi.advanceTimersByTimeAsync(JOIN_SETTLE_MS + 200 + DELAY);
    expect(sent).toHaveLength(1);
    expect(tabs.every((t) => t.manager.getSync()?.session_id === 'session-tok')).toBe(true);
    await vi.advanceTimersByTimeAsync(PERIOD);
    expect(sent).toHaveLength(2);
  });

  it('a tab opened just before the due time sends nothing; the refreshing tab goes on', async () => {
    const { open, sent } = await threeTabs();
    await vi.advanceTimersByTimeAsync(PERIOD - DELAY - 50);
    expect(sent).toHaveLength(0);
    const late = open();
    await vi.advanceTimersByTimeAsync(2 * PERIOD);
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((s) => s.tab)).size).toBe(1);
    expect(late.manager.getSync()?.last_accessed_at).toBe(new Date(sent[1]!.at).toISOString());
  });

  it('when the refreshing tab closes, another one sends the next refresh on time', async () => {
    const { browser, tabs, sent, gaps } = await threeTabs();
    await vi.advanceTimersByTimeAsync(PERIOD);
    const first = sent[0]!.tab;
    tabs[first]!.close();
    tabs[first]!.manager.dispose();
    expect([...browser.data.keys()].filter((k) => k.endsWith(`::tab-${first + 1}`))).toEqual([]);
    await vi.advanceTimersByTimeAsync(3 * PERIOD);
    expect(sent).toHaveLength(4);
    expect(sent.slice(1).every((s) => s.tab !== first)).toBe(true);
    for (const gap of gaps()) expect(gap).toBe(PERIOD);
  });

  it.each([
    ['visible', VISIBLE_EXPIRY_MS],
    ['hidden', EXPIRY_MS],
  ])('when the refreshing tab dies without closing (all tabs %s), the next in line takes over once its entry expires', async (state, expiry) => {
    const { browser, tabs, sent } = await threeTabs();
    if (state === 'hidden') for (const t of tabs) t.hide();
    await vi.advanceTimersByTimeAsync(PERIOD);
    const dead = sent[0]!.tab;
    // Dies 10 s before the next due time.
    await vi.advanceTimersByTimeAsync(PERIOD - 10_000);
    tabs[dead]!.crash();
    tabs[dead]!.manager.dispose();
    const due = sent[0]!.at + PERIOD;
    // Its last heartbeat was less than HEARTBEAT_MS before it died.
    await vi.advanceTimersByTimeAsync(Math.max(10_000, expiry - HEARTBEAT_MS - 1));
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2 * HEARTBEAT_MS + DELAY);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.tab).not.toBe(dead);
    expect(sent[1]!.at - due).toBeLessThanOrEqual(Math.max(0, expiry - 10_000) + HEARTBEAT_MS + DELAY);
    await vi.advanceTimersByTimeAsync(3 * PERIOD);
    expect(sent).toHaveLength(5);
    expect(new Set(sent.slice(1).map((s) => s.tab)).size).toBe(1);
    const alive = tabs.filter((_, i) => i !== dead);
    expect(new Set(lastAccessed(alive)).size).toBe(1);
    // Its entry, expired, was removed.
    expect([...browser.data.keys()].filter((k) => k.endsWith(`::tab-${dead + 1}`))).toEqual([]);
  });

  it('a script clearing local storage just before the due time costs no second refresh and no session', async () => {
    const { tabs, sent } = await threeTabs();
    await vi.advanceTimersByTimeAsync(PERIOD - DELAY - 50);
    tabs[2]!.clear();
    await vi.advanceTimersByTimeAsync(PERIOD);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3 * PERIOD);
    expect(sent).toHaveLength(4);
    expect(tabs.every((t) => t.manager.getSync() !== null)).toBe(true);
  });

  it('a refreshing tab that is hidden hands the refreshes over to a visible one', async () => {
    const { tabs, sent, gaps } = await threeTabs();
    await vi.advanceTimersByTimeAsync(PERIOD);
    const hidden = sent[0]!.tab;
    tabs[hidden]!.hide();
    await vi.advanceTimersByTimeAsync(3 * PERIOD);
    expect(sent).toHaveLength(4);
    expect(sent.slice(1).every((s) => s.tab !== hidden)).toBe(true);
    for (const gap of gaps()) expect(gap).toBe(PERIOD);
  });

  it('when every tab is hidden, one of them still refreshes', async () => {
    const { tabs, sent } = await threeTabs();
    for (const t of tabs) t.hide();
    await vi.advanceTimersByTimeAsync(5 * PERIOD);
    expect(sent).toHaveLength(5);
  });

  it('sends one refresh when three tabs wake up together after hours asleep', async () => {
    const { tabs, sent } = await threeTabs();
    await vi.advanceTimersByTimeAsync(PERIOD / 3);
    vi.setSystemTime(Date.now() + 8 * HOUR);
    for (const t of tabs) t.show();
    await vi.advanceTimersByTimeAsync(SETTLE_MS + HEARTBEAT_MS);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3 * PERIOD);
    expect(sent).toHaveLength(4);
  });

  it('a wall clock set back by hours costs one early refresh, not a loop or a second sender', async () => {
    const { sent } = await threeTabs();
    vi.setSystemTime(Date.now() - 3 * HOUR);
    await vi.advanceTimersByTimeAsync(10 * PERIOD);
    expect(sent).toHaveLength(10);
    expect(new Set(sent.map((s) => s.tab)).size).toBe(1);
  });

  it('a tab that is not first signs out at its due time when the logout cookie change beat the storage event', async () => {
    const { browser, tabs, sent } = await threeTabs();
    const last = tabs[2]!;
    // The storage event of the logout is lost to this tab; the cookies are gone.
    last.crash();
    browser.jar.write('stytch_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT');
    browser.jar.write('stytch_session_jwt=; expires=Thu, 01 Jan 1970 00:00:00 GMT');
    await vi.advanceTimersByTimeAsync(PERIOD);
    expect(last.manager.getSync()).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('signs every tab out after a logout in one of them, and nothing is sent after', async () => {
    const { tabs, sent } = await threeTabs(async (init) => (init.path === '/sessions/revoke' ? {} : fakeAuth()));
    await tabs[1]!.manager.revoke();
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(tabs.map((t) => t.manager.getSync())).toEqual([null, null, null]);
    await vi.advanceTimersByTimeAsync(3 * PERIOD);
    expect(sent).toHaveLength(0);
  });

  it.each([11, 12, 13])(
    'seed %i: with a 3000 ms period, storage 1 s late and tabs opening, closing, crashing, hiding and showing every few seconds, never two refreshes in a period',
    async (seed) => {
      const period = 3000;
      const rand = seeded(seed);
      const { open, tabs, sent, gaps } = setup(succeed, { propagationMs: 1000, period });
      for (let i = 0; i < 3; i++) open();
      tabs[0]!.manager.storeAuthResponse(fakeAuth({ minutes: 24 * 60 }));
      const gone = new Set<number>();
      for (let step = 0; step < 300; step++) {
        const live = tabs.map((_, i) => i).filter((i) => !gone.has(i));
        const pick = tabs[live[Math.floor(rand() * live.length)]!]!;
        const r = rand();
        if (r < 0.2 && live.length < 6) open();
        else if (r < 0.35 && live.length > 1) {
          gone.add(tabs.indexOf(pick));
          if (rand() < 0.3) pick.crash();
          else pick.close();
          pick.manager.dispose();
        } else if (r < 0.6) pick.hide();
        else if (r < 0.85) pick.show();
        await vi.advanceTimersByTimeAsync(Math.floor(rand() * 5000));
      }
      console.log(
        `presence churn ${seed}: ${sent.length} refreshes from ${new Set(sent.map((s) => s.tab)).size} of ${tabs.length} tabs (${gone.size} closed or crashed), gaps ${Math.min(...gaps())}-${Math.max(...gaps())} ms`,
      );
      // A tab shown just before the due time refreshes then: the manager's allowance for early timers (period / 20).
      for (const gap of gaps()) expect(gap).toBeGreaterThanOrEqual(period - period / 20);
      expect(sent.length).toBeGreaterThanOrEqual(30);
    },
  );

  it('30 simulated minutes, half the refreshes failing: never logged out, one in flight', async () => {
    const rand = seeded(7);
    const { tabs, sent, transport } = await threeTabs(async () => {
      const r = rand();
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.floor(rand() * 400)));
      if (r < 0.5) return fakeAuth({ minutes: 24 * 60 });
      if (r < 0.5 + 1 / 6) throw new ApiError({ status_code: 503, error_type: 'internal_server_error', error_message: '', request_id: 'r' });
      if (r < 0.5 + 2 / 6) return hang();
      throw unreachableError();
    });
    let loggedOut = 0;
    for (const t of tabs) t.manager.onChange((s) => s.session === null && loggedOut++);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    console.log(
      `presence soak: ${sent.length} refresh calls from tabs ${[...new Set(sent.map((s) => s.tab))].join(',')}, max in flight ${transport.stats.maxInFlight}`,
    );
    expect(loggedOut).toBe(0);
    expect(transport.stats.maxInFlight).toBe(1);
    expect(sent.length).toBeGreaterThan(10);
    expect(tabs.every((t) => t.manager.getSync() !== null)).toBe(true);
  });
});
