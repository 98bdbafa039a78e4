import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness';

// Three tabs of one browser context run the real session manager against the local provider, with the
// refresh period shortened through the documented test option. The provider's view is every POST to
// sessions/authenticate leaving the browser context.

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PERIOD = 3000;
const OBSERVED_PERIODS = 5;
const PASSWORD = 'lantern-quarry-57-orbit';

interface Harness {
  session: {
    getSync(): { session_id: string; last_accessed_at: string } | null;
    getUserSync(): { user_id: string } | null;
    revoke(): Promise<void>;
  };
  /** Every change this tab's manager announced, with the wall-clock time it happened. */
  changes: { at: number; sessionId: string | null }[];
  signUp(email: string, password: string): Promise<string>;
}
declare const window: { harness: Harness };

/** The page script: transport and session manager from core/, configured from the query string. */
async function bundleHarness(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        import { createTransport } from './core/transport.js';
        import { createSessionManager } from './core/session/index.js';
        import { browserStore } from './core/storage.js';
        const params = new URLSearchParams(location.search);
        const publicToken = params.get('token');
        if (params.get('locks') === 'off') delete Navigator.prototype.locks;
        let session;
        const transport = createTransport({ publicToken, base: params.get('api'), secret: () => session.secret(), ids: () => ({}) });
        session = createSessionManager({
          publicToken, transport, store: browserStore(), customEndpoint: false,
          refreshIntervalMs: Number(params.get('period')),
        });
        const changes = [];
        session.onChange((s) => changes.push({ at: Date.now(), sessionId: s.session ? s.session.session_id : null }));
        window.harness = {
          session, changes,
          signUp: async (email, password) => {
            const data = await transport.request({ method: 'POST', path: '/passwords', body: { email, password, session_duration_minutes: 30 } });
            session.storeAuthResponse(data);
            return data.session.session_id;
          },
        };
        session.start();
      `,
      resolveDir: REPO_ROOT,
      sourcefile: 'harness.ts',
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

const e2e = useE2E({ scriptPage: { title: 'session tabs', script: bundleHarness } });

/**
 * A window in which the test watches what the tabs do on their own (refreshes per period, none after a
 * logout): the time passing is what is measured, there is no condition to wait for instead.
 */
const observe = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const unique = (name: string) => `${name}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

describe.each([
  { label: 'Web Locks', locks: 'on' },
  { label: 'local-storage fallback (navigator.locks removed)', locks: 'off' },
])('session across three tabs with $label', ({ label, locks }) => {
  /** The sessions/authenticate calls this test's browser context sent. */
  const watchRefreshes = () => {
    const refreshes: Request[] = [];
    e2e.context.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/sdk/v1/sessions/authenticate')) refreshes.push(request);
    });
    return refreshes;
  };

  /**
   * When the browser sent each call, by its own clock. The time this process hears of a request can lag by
   * hundreds of ms on a busy machine, which would read as one late refresh followed by an early one.
   */
  const sentAt = (requests: Request[]) =>
    Promise.all(
      requests.map(async (request) => {
        await request.response();
        return request.timing().startTime;
      }),
    );

  const openTab = async () => {
    const page = await e2e.context.newPage();
    await page.goto(
      `${e2e.page.origin}/?token=${e2e.provider.publicToken}&api=${encodeURIComponent(e2e.provider.url)}&period=${PERIOD}&locks=${locks}`,
    );
    await page.waitForFunction(() => 'harness' in window);
    return page;
  };

  /** Signs up in one tab, then opens two more; returns the three tabs and the session id. */
  const threeSignedInTabs = async () => {
    const first = await openTab();
    const sessionId = await first.evaluate(({ email, password }) => window.harness.signUp(email, password), {
      email: unique(`tabs-${locks}`),
      password: PASSWORD,
    });
    const tabs = [first, await openTab(), await openTab()] as [Page, Page, Page];
    return { tabs, sessionId };
  };

  it('signs up in one tab and the other tabs take the session without a request', async () => {
    const refreshes = watchRefreshes();
    const { tabs, sessionId } = await threeSignedInTabs();
    for (const tab of tabs) expect(await tab.evaluate(() => window.harness.session.getSync()?.session_id)).toBe(sessionId);
    expect(refreshes).toHaveLength(0);
  });

  it(`sends at most one refresh per ${PERIOD} ms period for the whole browser`, async () => {
    const refreshes = watchRefreshes();
    const { tabs } = await threeSignedInTabs();
    const start = Date.now();
    const before = refreshes.length;
    await observe(OBSERVED_PERIODS * PERIOD + 200);
    const seen = (await sentAt(refreshes.slice(before))).sort((a, b) => a - b);
    const perPeriod = Array.from(
      { length: OBSERVED_PERIODS },
      (_, k) => seen.filter((t) => t >= start + k * PERIOD && t < start + (k + 1) * PERIOD).length,
    );
    const gaps = seen.slice(1).map((t, i) => t - seen[i]!);
    const visibility = await Promise.all(tabs.map((tab) => tab.evaluate(() => document.visibilityState)));
    console.log(
      `[session-tabs, ${label}] 3 tabs, period ${PERIOD} ms, ${OBSERVED_PERIODS} periods: ${seen.length} sessions/authenticate requests; ` +
        `per period ${JSON.stringify(perPeriod)}; gaps between requests ${gaps.length ? `${Math.round(Math.min(...gaps))}-${Math.round(Math.max(...gaps))} ms` : 'n/a'}; ` +
        `tabs ${visibility.join('/')}`,
    );
    expect(seen.length).toBeGreaterThanOrEqual(OBSERVED_PERIODS - 1);
    expect(seen.length).toBeLessThanOrEqual(OBSERVED_PERIODS + 1);
    // A shortfall of up to 1/20 of the period is the manager's allowance for early timers.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(PERIOD - PERIOD / 20 - 50);
    // The tabs that did not send a refresh took its result: all three hold the latest last_accessed_at.
    const accessed = () => Promise.all(tabs.map((tab) => tab.evaluate(() => window.harness.session.getSync()?.last_accessed_at ?? '')));
    await expect.poll(async () => new Set(await accessed()).size, { timeout: 5000 }).toBe(1);
    expect(Date.parse((await accessed())[0] ?? '')).toBeGreaterThan(start);
  });

  it('keeps the session over a reload, through the next refresh', async () => {
    const { tabs, sessionId } = await threeSignedInTabs();
    const tab = tabs[2];
    await tab.reload();
    await tab.waitForFunction(() => 'harness' in window);
    expect(await tab.evaluate(() => window.harness.session.getSync()?.session_id)).toBe(sessionId);
    const refreshed = await e2e.context.waitForEvent('requestfinished', {
      predicate: (request) => request.method() === 'POST' && request.url().endsWith('/sdk/v1/sessions/authenticate'),
      timeout: PERIOD * 3,
    });
    const response = await refreshed.response();
    expect(response?.status()).toBe(200);
    const { data } = (await response?.json()) as { data: { session: { session_id: string; last_accessed_at: string } } };
    expect(data.session.session_id).toBe(sessionId);
    // Whichever tab sent it, the reloaded one takes the refreshed session.
    await expect
      .poll(() => tab.evaluate(() => window.harness.session.getSync()?.last_accessed_at), { timeout: 5000 })
      .toBe(data.session.last_accessed_at);
    expect(await tab.evaluate(() => window.harness.session.getSync()?.session_id)).toBe(sessionId);
  });

  it('signs the other tabs out within 1 s of a logout', async () => {
    const refreshes = watchRefreshes();
    const {
      tabs: [a, b, c],
    } = await threeSignedInTabs();
    const revokedAt = await b.evaluate(async () => {
      const requested = Date.now();
      await window.harness.session.revoke();
      return { requested, cleared: Date.now() };
    });
    const signedOutAt = async (page: Page) => {
      await page.waitForFunction(() => window.harness.session.getSync() === null, undefined, { timeout: 5000 });
      return page.evaluate(() => window.harness.changes.findLast((change) => change.sessionId === null)?.at ?? Number.NaN);
    };
    const others = [await signedOutAt(a), await signedOutAt(c)].map((at) => at - revokedAt.cleared);
    console.log(
      `[session-tabs, ${label}] logout: revoke took ${revokedAt.cleared - revokedAt.requested} ms; ` +
        `other tabs signed out ${others.join(' ms and ')} ms after the logging-out tab cleared`,
    );
    for (const delay of others) expect(delay).toBeLessThan(1000);
    const refreshesAtLogout = refreshes.length;
    await observe(PERIOD + 500);
    expect(refreshes.length).toBe(refreshesAtLogout);
    expect((await e2e.context.cookies()).filter((cookie) => cookie.name.startsWith('stytch_session'))).toEqual([]);
  });
});
