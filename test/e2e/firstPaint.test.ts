import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { reactFileName } from './support/builtFiles.js';
import { useE2E } from './support/harness.js';
import { openPage } from './support/page.js';
import { screensDir } from './support/screens.js';

const e2e = useE2E();
const reactFile = reactFileName();

/**
 * Holds back a widget file (by default React's, else the lazy chunk named `<chunk>-<hash>.js`) until the test lets
 * it through, so the first paint can be used alone.
 */
async function holdChunk(page: Page, chunk?: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/widget/vanilla/${chunk ? `${chunk}-*.js` : reactFile}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every layout shift on the page, counted whether or not input preceded it (Chromium's CLS leaves those out). */
const LAYOUT_SHIFTS = `window.__shifts = [];
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__shifts.push(entry.value); }).observe({ type: 'layout-shift', buffered: true });`;

async function openHeld(config: Record<string, unknown>) {
  let release: () => void = () => undefined;
  const requests: Request[] = [];
  const warnings: string[] = [];
  const opened = await openPage(e2e.context, `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(config))}`, {
    beforeGoto: (page) => {
      page.on('request', (request) => requests.push(request));
      page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
      void page.addInitScript(LAYOUT_SHIFTS);
    },
  });
  return { ...opened, requests, warnings, release: () => release(), hold: async (chunk?: string) => (release = await holdChunk(opened.page, chunk)) };
}

/**
 * Resolves once React has adopted the first paint's field: the same element, still in the page, now carrying React's
 * instance (an internal key, the one sign of hydration the DOM shows).
 */
async function takenOver(page: Page, selector: string) {
  const first = await page.locator(selector).elementHandle();
  return async () => {
    await page.waitForFunction((el) => !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber')), first);
    expect(await first!.evaluate((el) => el.isConnected)).toBe(true);
  };
}

const boxes = (page: Page) =>
  page.evaluate(() =>
    ['h1', 'input[name=email], input[name=phone]', 'button[type=submit]'].map((s) => {
      const box = document.querySelector(s)!.getBoundingClientRect();
      return [Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)];
    }),
  );

describe('the form before React (vanilla entry)', () => {
  it('is usable before React arrives, and the widget takes its place keeping the value, focus and caret, without a shift', async () => {
    const e = await openHeld({ products: ['emailMagicLinks'] });
    // The route is set before the page asks for React: the first navigation is reloaded under it.
    await e.hold();
    await e.page.reload();
    const input = e.page.getByLabel('Email', { exact: true });
    await input.waitFor();
    expect(await e.page.getByRole('heading', { name: 'Sign up or log in' }).isVisible()).toBe(true);
    expect(await e.page.getByRole('button', { name: 'Continue with email' }).isEnabled()).toBe(true);
    expect(e.requests.some((r) => r.url().endsWith(`/vanilla/${reactFile}`))).toBe(true);
    expect(await axeViolations(e.page)).toEqual([]);
    await e.page.locator('[data-latch]').screenshot({ path: path.join(screensDir, 'first-paint-email.png') });
    const before = await boxes(e.page);

    const gone = await takenOver(e.page, 'input[name=email]');
    await input.focus();
    await e.page.keyboard.type('ada@example.com');
    for (let i = 0; i < 4; i++) await e.page.keyboard.press('ArrowLeft');
    e.release();
    await gone();

    // React's field now, the same element: same text, focused, and the caret where it was (before ".com").
    await e.page.keyboard.type('X');
    expect(await input.inputValue()).toBe('ada@exampleX.com');
    expect(await input.evaluate((el) => el === (el.getRootNode() as Document).activeElement)).toBe(true);
    expect(await boxes(e.page)).toEqual(before);
    expect(await e.page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
    await e.page.locator('[data-latch]').screenshot({ path: path.join(screensDir, 'first-paint-taken-over.png') });
    expect(e.problems).toEqual([]);
    expect(e.warnings).toEqual([]);
  });

  it("asks for React's file at mount but only fetches it then: it is compiled once imported, after the first paint, from that one response", async () => {
    const e = await openHeld({ products: ['emailMagicLinks'] });
    await e.page.getByRole('button', { name: 'Continue with email' }).waitFor();
    const gone = await takenOver(e.page, 'input[name=email]');
    await gone();
    const links = await e.page.evaluate(
      (file: string) => [...document.querySelectorAll<HTMLLinkElement>(`link[href$="/${file}"]`)].map((l) => [l.rel, l.as, l.crossOrigin]),
      reactFile,
    );
    expect(links).toEqual([['preload', 'script', 'anonymous']]);
    // The module import used the preloaded response: one request for the file.
    expect(e.requests.filter((r) => r.url().endsWith(`/vanilla/${reactFile}`))).toHaveLength(1);
    expect(e.problems).toEqual([]);
  });

  it('keeps every keystroke typed while React adopts the form', async () => {
    const e = await openHeld({ products: ['emailMagicLinks'] });
    await e.hold();
    await e.page.reload();
    const input = e.page.getByLabel('Email', { exact: true });
    const adopted = await takenOver(e.page, 'input[name=email]');
    await input.focus();
    await e.page.keyboard.type('ada');
    e.release();
    // Typed across the hand-over: React arrives, hydrates and takes the field somewhere in the middle of these.
    await e.page.keyboard.type('lovelace.typed.across.the.hand-over@example.com', { delay: 15 });
    await adopted();
    expect(await input.inputValue()).toBe('adalovelace.typed.across.the.hand-over@example.com');
    await e.page.keyboard.press('Enter');
    await e.page.getByText('An email was sent to adalovelace.typed.across.the.hand-over@example.com.').waitFor();
    expect(e.problems).toEqual([]);
    expect(e.warnings).toEqual([]);
  });

  it('carries out an Enter pressed before React once, however often it was pressed', async () => {
    const email = `early+${Date.now()}@example.com`;
    const e = await openHeld({ products: ['emailMagicLinks'] });
    await e.hold();
    await e.page.reload();
    const input = e.page.getByLabel('Email', { exact: true });
    await input.fill(email);
    await input.press('Enter');
    await input.press('Enter');
    const button = e.page.getByRole('button', { name: 'Continue with email' });
    expect(await button.getAttribute('aria-busy')).toBe('true');
    expect(await button.isDisabled()).toBe(true);
    e.release();
    await e.page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await e.page.getByText(`An email was sent to ${email}.`).isVisible()).toBe(true);
    const sends = e.requests.filter((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/sdk/v1/magic_links/email/login_or_create');
    expect(sends).toHaveLength(1);
    expect(sends[0]!.postDataJSON()).toMatchObject({ email });
    expect(e.problems).toEqual([]);
    expect(e.warnings).toEqual([]);
  });

  it('waits for immer, fetched after the first wave, before a product acts: an early Enter is sent once it is in', async () => {
    const email = `immer+${Date.now()}@example.com`;
    const e = await openHeld({ products: ['emailMagicLinks'] });
    await e.hold('immer');
    const immerAsked = e.page.waitForRequest((r) => r.url().includes('/vanilla/immer-'));
    await e.page.reload();
    const input = e.page.getByLabel('Email', { exact: true });
    await input.fill(email);
    await input.press('Enter');
    await input.press('Enter');
    await immerAsked;
    const sends = () => e.requests.filter((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/sdk/v1/magic_links/email/login_or_create');
    expect(sends()).toHaveLength(0);
    expect(await e.page.getByRole('button', { name: 'Continue with email' }).getAttribute('aria-busy')).toBe('true');
    e.release();
    await e.page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(sends()).toHaveLength(1);
    expect(sends()[0]!.postDataJSON()).toMatchObject({ email });
    // Asked for only once the product's last byte was in: the first wave went without it. Read from the page's own
    // resource timings, since Playwright may report the product's end after the request it caused.
    const [product, immer] = await e.page.evaluate(() =>
      ['/vanilla/emailMagicLinks-', '/vanilla/immer-'].map((file) => {
        const entry = performance.getEntriesByType('resource').find((r) => r.name.includes(file)) as PerformanceResourceTiming | undefined;
        return { start: entry?.startTime ?? Number.NaN, end: entry?.responseEnd ?? Number.NaN };
      }),
    );
    expect(immer!.start).toBeGreaterThanOrEqual(product!.end);
    expect(e.problems).toEqual([]);
    expect(e.warnings).toEqual([]);
  });

  it('keeps the tab the visitor chose and the number typed on it', async () => {
    const e = await openHeld({ products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp'] } });
    await e.hold();
    await e.page.reload();
    const text = e.page.getByRole('tab', { name: 'Text' });
    await text.waitFor();
    await text.focus();
    await e.page.keyboard.press('ArrowRight');
    const whatsapp = e.page.getByRole('tab', { name: 'WhatsApp' });
    expect(await whatsapp.getAttribute('aria-selected')).toBe('true');
    expect(await e.page.getByRole('button', { name: 'Continue with WhatsApp' }).isVisible()).toBe(true);
    await e.page.locator('[data-latch]').screenshot({ path: path.join(screensDir, 'first-paint-phone.png') });
    const phone = e.page.getByLabel('Phone number');
    const gone = await takenOver(e.page, 'input[name=phone]');
    await phone.focus();
    await e.page.keyboard.type('2025550101');
    e.release();
    await gone();
    expect(await whatsapp.getAttribute('aria-selected')).toBe('true');
    expect((await phone.inputValue()).replace(/\D/g, '')).toBe('2025550101');
    expect(await phone.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(e.problems).toEqual([]);
    expect(e.warnings).toEqual([]);
  });
});
