/**
 * One cold load: a fresh browser context (empty cache, no cookies, its own connections), the profile's throttling
 * set through CDP before navigation, then navigation and the probe's "ready" time. Requests are the ones started
 * before ready (each waited for to its end); that is what the first usable screen cost.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { NetworkLog, type RequestRecord } from './network.js';
import { PROBE_SCRIPT, type ProbeState } from './probe.js';
import type { Profile } from './profiles.js';

const READY_TIMEOUT_MS = 60_000;
const SETTLE_TIMEOUT_MS = 30_000;

export interface SecondScreen {
  /** From the click on "Continue with email" to the first frame showing "Check your email". */
  ms: number;
  /** JavaScript files requested between the click and that frame. */
  newScripts: string[];
  /** Requests started between the click and that frame, as "METHOD /path". */
  requests: string[];
}

export interface LoadResult {
  readyMs: number;
  /** latch's loads: navigation start → the first frame in which the email field is React's (the widget took over). */
  takeoverMs: number | undefined;
  /** Requests started before ready, in start order (the waterfall). */
  requests: RequestRecord[];
  bytes: number;
  /** Requests to hosts other than localhost: refused by the bench's browser, so they fail fast. */
  external: number;
  /** Scripts requested after ready and before the click (prefetch), for the second-screen report. */
  laterScripts: string[];
  second: SecondScreen | undefined;
}

const isLocal = (url: string) => new URL(url).hostname === 'localhost';
const isScript = (r: RequestRecord) => r.type === 'Script' || /\.m?js(\?|$)/.test(new URL(r.url).pathname);
const probe = (page: Page) => page.evaluate('window.__bench') as Promise<ProbeState>;

/**
 * Waits until `expression` is truthy in the page, asking over CDP every 50 ms. Playwright's own waiting would first
 * evaluate its utility script in the page (about 27 ms of main thread on the desktop profile, traced), inside the
 * measured window; a one-line `Runtime.evaluate` costs the page next to nothing.
 */
async function untilInPage(cdp: CDPSession, expression: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: `Boolean(${expression})`, returnByValue: true });
    if (result.value === true) return;
    if (Date.now() > deadline) throw new Error(`the page did not reach ${expression} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function coldLoad(browser: Browser, profile: Profile, url: string, secondScreenEmail?: string): Promise<LoadResult> {
  const context = await browser.newContext(profile.context);
  try {
    await context.addInitScript({ content: PROBE_SCRIPT });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const network = new NetworkLog(cdp);
    await cdp.send('Network.enable');
    await profile.apply(cdp);

    await page.goto(url, { waitUntil: 'commit', timeout: READY_TIMEOUT_MS });
    await untilInPage(cdp, 'window.__bench?.ready !== undefined', READY_TIMEOUT_MS);
    network.setTimeOrigin((await page.evaluate('performance.timeOrigin')) as number);
    const { ready } = await probe(page);
    const readyMs = ready ?? NaN;
    const email = page.locator('input[type=email]').first();
    if (!(await email.isVisible()) || !(await email.isEnabled()))
      throw new Error(`${url}: the probe saw a usable email input that Playwright does not`);
    const startedBeforeReady = (rs: RequestRecord[]) => rs.filter((r) => r.start <= readyMs);
    await network.until((rs) => startedBeforeReady(rs).every((r) => r.end !== undefined), SETTLE_TIMEOUT_MS);
    const requests = startedBeforeReady(network.requests());

    let second: SecondScreen | undefined;
    let laterScripts: string[] = [];
    let takeoverMs: number | undefined;
    if (secondScreenEmail) {
      await untilInPage(cdp, 'window.__bench?.takeover !== undefined', READY_TIMEOUT_MS);
      takeoverMs = (await probe(page)).takeover;
      await email.fill(secondScreenEmail);
      await page.getByRole('button', { name: 'Continue with email' }).click();
      await untilInPage(cdp, 'window.__bench?.confirmedAt !== undefined', READY_TIMEOUT_MS);
      const { clickedAt = NaN, confirmedAt = NaN } = await probe(page);
      const all = network.requests();
      const step = all.filter((r) => r.start >= clickedAt && r.start <= confirmedAt);
      laterScripts = all.filter((r) => r.start > readyMs && r.start < clickedAt && isScript(r)).map((r) => r.url);
      second = {
        ms: confirmedAt - clickedAt,
        newScripts: step.filter(isScript).map((r) => r.url),
        requests: step.map((r) => `${r.method} ${new URL(r.url).pathname}`),
      };
    }
    return {
      readyMs,
      takeoverMs,
      requests,
      bytes: requests.reduce((sum, r) => sum + r.bytes, 0),
      external: requests.filter((r) => !isLocal(r.url)).length,
      laterScripts,
      second,
    };
  } finally {
    await context.close();
  }
}
