import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { screensDir, writingScreens } from './screens.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.0, 2.1 and 2.2 success criteria at levels A and AA, as axe-core tags its rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The three ways every screen is looked at. 200 % zoom is a 1280 × 800 window zoomed in: Chromium then lays the page
 * out in a 640 × 400 CSS-pixel viewport at a device pixel ratio of 2, which the DevTools protocol sets exactly.
 */
export const VIEWS = [
  { name: '1280px', width: 1280, height: 800, scale: 1 },
  { name: '320px', width: 320, height: 640, scale: 1 },
  { name: 'zoom200', width: 640, height: 400, scale: 2 },
] as const;

export interface ScreenExpectations {
  /** What has focus on arrival, as `describeFocus` words it (`h1 Check your email`; `body` when nothing has it). */
  focus?: string;
  /** Texts that must be inside a live region (role alert or status, or aria-live) as they show. */
  announced?: string[];
  /** Skip the Tab walk (a screen that moves on by itself, so it cannot be walked). */
  noWalk?: boolean;
}

/** The focused element in a few words: its tag and its name (label, aria-label or text). */
const describeFocusSource = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return 'body';
  const labelled = el.getAttribute('aria-label') || (el.labels && el.labels[0] && el.labels[0].textContent) || el.textContent || '';
  return el.tagName.toLowerCase() + ' ' + labelled.trim().replace(/\\s+/g, ' ');
})()`;

export const describeFocus = (page: Page) => page.evaluate(describeFocusSource) as Promise<string>;

/** axe-core's WCAG_TAGS rules over the widget only (the demo page around it is the host's), one line per violation. */
export async function axeWcag(page: Page): Promise<string[]> {
  if (!(await page.evaluate('!!window.axe'))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }
    ).axe;
    const result = await axe.run({ include: [['[data-latch]']] }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, WCAG_TAGS);
}

/**
 * Sideways scrolling of the page, and anything reaching past the viewport's right edge: the widget's elements, and
 * when the page scrolls, the page's own (the innermost ones, which name the cause).
 */
const overflow = (page: Page) =>
  page.evaluate(`(() => {
  const past = (el) => { const box = el.getBoundingClientRect(); return box.width > 0 && box.right > window.innerWidth + 0.5; };
  const name = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' ends at ' + Math.round(el.getBoundingClientRect().right) + ' px';
  const problems = [];
  const scroll = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  const scope = scroll > 0 ? 'body *' : '[data-latch] *';
  if (scroll > 0) problems.push('the page scrolls sideways by ' + scroll + ' px');
  const culprits = [...document.querySelectorAll(scope)].filter((el) => past(el) && ![...el.children].some(past));
  return problems.concat(culprits.slice(0, 3).map(name));
})()`) as Promise<string[]>;

/** One DevTools session per page: an emulation override lasts only as long as the session that set it. */
const sessions = new WeakMap<Page, CDPSession>();

/** Sets one of VIEWS through the DevTools protocol (Emulation.setDeviceMetricsOverride), as Playwright does itself. */
async function setView(page: Page, view: (typeof VIEWS)[number]) {
  const session = sessions.get(page) ?? (await page.context().newCDPSession(page));
  sessions.set(page, session);
  await session.send('Emulation.setDeviceMetricsOverride', { width: view.width, height: view.height, deviceScaleFactor: view.scale, mobile: false });
  await page.waitForFunction(([w, s]) => window.innerWidth === w && window.devicePixelRatio === s, [view.width, view.scale] as const);
}

/** What the viewport shows, taken by the same DevTools session (Playwright's own screenshot assumes its own viewport). */
async function viewportShot(page: Page, file: string) {
  await page.evaluate(() => document.querySelector('[data-latch]')?.scrollIntoView({ block: 'start' }));
  const { data } = await sessions.get(page)!.send('Page.captureScreenshot', { format: 'png' });
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from(data, 'base64'));
}

/**
 * A keyboard walk through the widget: Tab from just before it until focus leaves it. Every control it can reach must
 * be reached, each shown with a visible focus indicator (an outline or a box-shadow while it matches :focus-visible).
 */
export async function tabWalk(page: Page): Promise<string[]> {
  await page.evaluate(`(() => {
    const start = document.createElement('span');
    start.tabIndex = 0;
    start.id = 'a11y-walk-start';
    const root = document.querySelector('[data-latch]');
    root.parentElement.before(start);
    start.focus();
  })()`);
  const problems: string[] = [];
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press('Tab');
    const focused = (await page.evaluate(`(() => {
      const el = document.activeElement;
      if (!el || !el.closest('[data-latch]')) return null;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      const shadow = style.boxShadow !== 'none';
      el.dataset.a11yReached = '';
      return { name: ${describeFocusSource}, visible: el.matches(':focus-visible') && (outline || shadow) };
    })()`)) as { name: string; visible: boolean } | null;
    if (!focused) break;
    if (!focused.visible) problems.push(`no visible focus indicator on ${focused.name}`);
  }
  const missed = (await page.evaluate(`(() => {
    const controls = document.querySelectorAll('[data-latch] :is(a[href], button, input, select, textarea, [tabindex]):not([tabindex="-1"]):not(:disabled)');
    const missed = [...controls].filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !('a11yReached' in el.dataset));
    for (const el of document.querySelectorAll('[data-a11y-reached]')) delete el.dataset.a11yReached;
    document.getElementById('a11y-walk-start').remove();
    return missed.map((el) => el.tagName.toLowerCase() + ' ' + (el.getAttribute('aria-label') || el.textContent || '').trim());
  })()`)) as string[];
  for (const name of missed) problems.push(`Tab never reaches ${name}`);
  return problems;
}

/** Whether `text` shows inside a live region of the widget that is not switched off. */
async function isAnnounced(page: Page, text: string): Promise<boolean> {
  const shown = page.locator('[data-latch]').getByText(text, { exact: false }).first();
  await shown.waitFor();
  return shown.evaluate((el) => {
    const region = el.closest('[role="alert"], [role="status"], [aria-live]');
    return !!region && region.getAttribute('aria-live') !== 'off';
  });
}

/**
 * Checks the screen on show: focus on arrival, live regions, then axe (WCAG 2.x A and AA) and reflow at each of VIEWS,
 * then the Tab walk at 1280 px. Returns what failed, each line naming the screen; with LATCH_DOC_SCREENS=1 the narrow
 * and zoomed screenshots go to the screens folder (the product suites keep the 1280 px ones).
 */
export async function checkScreen(page: Page, name: string, expectations: ScreenExpectations = {}): Promise<string[]> {
  const failures: string[] = [];
  if (expectations.focus !== undefined) {
    const wanted = expectations.focus;
    await expect.poll(() => describeFocus(page), { message: `${name}: focus on arrival` }).toBe(wanted);
  }
  for (const text of expectations.announced ?? []) if (!(await isAnnounced(page, text))) failures.push(`${name}: "${text}" is in no live region`);
  for (const view of VIEWS) {
    await setView(page, view);
    for (const problem of await overflow(page)) failures.push(`${name} @${view.name}: ${problem}`);
    for (const violation of await axeWcag(page)) failures.push(`${name} @${view.name}: axe ${violation}`);
    // The narrow and zoomed pictures are the gallery's; an ordinary run skips them (a hundred-odd PNG encodings).
    if (writingScreens && view.name !== '1280px') await viewportShot(page, path.join(screensDir, `a11y-${name}-${view.name}.png`));
  }
  await setView(page, VIEWS[0]);
  if (!expectations.noWalk) for (const problem of await tabWalk(page)) failures.push(`${name}: ${problem}`);
  return failures;
}
