import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProvider } from '../../provider/app';
import type { RunningProvider } from '../../provider/app';
import { launchBrowser } from './support/browser';
import { serveScriptPage } from './support/scriptPage';

// Three tabs of one Chromium profile run the real session manager against the local provider, with the
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each([
  { label: 'Web Locks', locks: 'on' },
  { label: 'storage-claim fallback (navigator.locks removed)', locks: 'off' },
])('session across three tabs with $label', ({ label, locks }) => {
  let provider: RunningProvider;
  let pageServer: Server;
  let pageUrl: string;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  const tabs: Page[] = [];
  /** Wall-clock times of the sessions/authenticate calls the provider was sent. */
  const refreshes: number[] = [];

  const openTab = async () => {
    const page = await context.newPage();
    await page.goto(pageUrl);
    await page.waitForFunction(() => 'harness' in window);
    tabs.push(page);
    return page;
  };

  beforeAll(async () => {
    const served = await serveScriptPage('session tabs', await bundleHarness());
    pageServer = served.server;
    provider = await startProvider({ port: 0, memory: true, quiet: true, scryptCost: 1024, config: { allowedOrigins: [served.origin] } });
    pageUrl = `${served.origin}/?token=${provider.publicToken}&api=${encodeURIComponent(provider.url)}&period=${PERIOD}&locks=${locks}`;
    browser = await launchBrowser();
    context = browser.context;
    context.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/sdk/v1/sessions/authenticate')) refreshes.push(Date.now());
    });
  });

  afterAll(async () => {
    await browser?.close();
    await provider?.close();
    pageServer?.close();
  });

  it('signs up in one tab and the other tabs take the session without a request', async () => {
    const first = await openTab();
    const sessionId = await first.evaluate(({ email, password }) => window.harness.signUp(email, password), {
      email: `tabs-${locks}@example.com`,
      password: PASSWORD,
    });
    await openTab();
    await openTab();
    for (const tab of tabs) expect(await tab.evaluate(() => window.harness.session.getSync()?.session_id)).toBe(sessionId);
    expect(refreshes).toHaveLength(0);
  });

  it(`sends at most one refresh per ${PERIOD} ms period for the whole browser`, async () => {
    const start = Date.now();
    const before = refreshes.length;
    await sleep(OBSERVED_PERIODS * PERIOD + 200);
    const seen = refreshes.slice(before);
    const perPeriod = Array.from({ length: OBSERVED_PERIODS }, (_, k) => seen.filter((t) => t >= start + k * PERIOD && t < start + (k + 1) * PERIOD).length);
    const gaps = seen.slice(1).map((t, i) => t - seen[i]!);
    const visibility = await Promise.all(tabs.map((tab) => tab.evaluate(() => document.visibilityState)));
    console.log(
      `[session-tabs, ${label}] 3 tabs, period ${PERIOD} ms, ${OBSERVED_PERIODS} periods: ${seen.length} sessions/authenticate requests; ` +
        `per period ${JSON.stringify(perPeriod)}; gaps between requests ${gaps.length ? `${Math.min(...gaps)}-${Math.max(...gaps)} ms` : 'n/a'}; ` +
        `tabs ${visibility.join('/')}`,
    );
    expect(seen.length).toBeGreaterThanOrEqual(OBSERVED_PERIODS - 1);
    expect(seen.length).toBeLessThanOrEqual(OBSERVED_PERIODS + 1);
    // A shortfall of up to 1/20 of the period is the manager's allowance for early timers.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(PERIOD - PERIOD / 20 - 50);
    // The tabs that did not send a refresh took its result: all three hold the latest last_accessed_at.
    const accessed = () => Promise.all(tabs.map((tab) => tab.evaluate(() => window.harness.session.getSync()?.last_accessed_at ?? '')));
    await expect.poll(async () => new Set(await accessed()).size, { timeout: 2000 }).toBe(1);
    expect(Date.parse((await accessed())[0] ?? '')).toBeGreaterThan(start);
  });

  it('keeps the session over a reload', async () => {
    const tab = tabs[2]!;
    const before = await tab.evaluate(() => window.harness.session.getSync()?.session_id);
    await tab.reload();
    await tab.waitForFunction(() => 'harness' in window);
    expect(await tab.evaluate(() => window.harness.session.getSync()?.session_id)).toBe(before);
    await sleep(PERIOD + 500);
    expect(await tab.evaluate(() => window.harness.session.getSync()?.session_id)).toBe(before);
  });

  it('signs the other tabs out within 1 s of a logout', async () => {
    const [a, b, c] = tabs as [Page, Page, Page];
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
    await sleep(PERIOD + 500);
    expect(refreshes.length).toBe(refreshesAtLogout);
    expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('stytch_session'))).toEqual([]);
  });
});
