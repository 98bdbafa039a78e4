import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { openPage } from './support/page.js';
import { screensDir } from './support/screens.js';

/**
 * Forced colours (Windows high contrast): the browser replaces author colours with the system palette, so every cue
 * drawn only in colour (a tinted border, a filled background, a transparent border beside a coloured one) is lost
 * unless the widget draws it in system colours. Chromium emulates the mode; computed styles show the forced values.
 */
const e2e = useE2E();

const loginPage = (config: Record<string, unknown>) => `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(config))}`;
const widget = (page: Page) => page.getByTestId('latch');
const unique = (name: string) => `${name}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The system's page background (the forced card is transparent over it): what a mark in that colour vanishes into. */
const canvas = (page: Page) =>
  page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.backgroundColor = 'Canvas';
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });

async function forcedPage(url: string) {
  return openPage(e2e.context, url, { beforeGoto: (page) => void page.emulateMedia({ forcedColors: 'active' }) });
}

describe('under forced colours', () => {
  it('is emulated: the media query matches and author colours are replaced', async () => {
    const { page } = await forcedPage(loginPage({ products: ['otp'], otpOptions: { methods: ['sms', 'email'] } }));
    await widget(page).getByRole('tab', { name: 'Email' }).waitFor();
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    // The primary button's #19303D background is forced to a system colour.
    const background = await widget(page)
      .getByRole('button', { name: 'Continue with text message' })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgb(25, 48, 61)');
  });

  it('the selected tab stands apart from the others, and the region chevron keeps its triangle', async () => {
    const { page, problems } = await forcedPage(loginPage({ products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } }));
    const tabs = widget(page).getByRole('tab');
    await widget(page).getByRole('tab', { name: 'Email' }).waitFor();
    await widget(page)
      .getByRole('tablist')
      .screenshot({ path: path.join(screensDir, 'forced-colors-tabs.png') });
    const underlines = await tabs.evaluateAll((els) =>
      els.map((el) => ({ selected: el.getAttribute('aria-selected') === 'true', underline: getComputedStyle(el).borderBottomColor })),
    );
    const selected = underlines.filter((x) => x.selected);
    const others = underlines.filter((x) => !x.selected);
    expect(selected).toHaveLength(1);
    expect(others).toHaveLength(2);
    for (const other of others) expect(other.underline).not.toBe(selected[0]!.underline);
    // Only the selected tab is underlined: the others' underline is the background it lies on.
    const background = await canvas(page);
    expect(selected[0]!.underline).not.toBe(background);
    for (const other of others) expect(other.underline).toBe(background);

    // The chevron is a CSS triangle: a coloured top border between two transparent side borders.
    const chevron = await page.locator('[data-latch] select').evaluate((select) => {
      const after = getComputedStyle(select.parentElement!, '::after');
      return { left: after.borderLeftColor, right: after.borderRightColor, top: after.borderTopColor };
    });
    expect(chevron.left).toBe('rgba(0, 0, 0, 0)');
    expect(chevron.right).toBe('rgba(0, 0, 0, 0)');
    expect(chevron.top).not.toBe('rgba(0, 0, 0, 0)');
    expect(problems).toEqual([]);
  });

  it('the password meter fills its segments, weak and strong', async () => {
    const { page, problems } = await forcedPage(loginPage({ products: ['passwords'] }));
    await widget(page).getByRole('textbox', { name: 'Email', exact: true }).fill(unique('forced-pw'));
    await widget(page).getByRole('button', { name: 'Continue with email' }).click();
    await widget(page).getByRole('heading', { name: 'Create your account' }).waitFor({ timeout: 15_000 });
    const password = widget(page).getByLabel('Password', { exact: true });
    const segments = () =>
      widget(page)
        .getByRole('meter')
        .evaluate((meter) => ({
          filled: Number(meter.getAttribute('data-filled')),
          backgrounds: [...meter.children].map((el) => getComputedStyle(el).backgroundColor),
        }));
    await password.fill('kx7Bq');
    await widget(page).locator('[data-tone="weak"]').waitFor();
    const weak = await segments();
    const empty = weak.backgrounds.slice(weak.filled);
    expect(empty.length).toBeGreaterThan(0);
    await password.fill('violet-harbor-lantern-42');
    await widget(page).locator('[data-tone="strong"]').waitFor();
    const strong = await segments();
    for (const { filled, backgrounds } of [weak, strong]) {
      for (const full of backgrounds.slice(0, filled)) expect(full).not.toBe(empty[0]);
    }
    expect(problems).toEqual([]);
  });

  it('the consent screen keeps its scope bullets', async () => {
    const { page, problems } = await forcedPage(`${e2e.provider.url}/rp`);
    await page.locator('#rp-signin').click();
    await page.waitForURL(/\/idp\/authorize\?/);
    const email = unique('forced-idp');
    await widget(page).getByRole('textbox', { name: 'Email' }).fill(email);
    await widget(page).getByRole('button', { name: 'Continue with email' }).click();
    await widget(page).getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
    await page.keyboard.type((await waitForMessage(e2e.provider.url, email)).code!);
    await widget(page)
      .getByRole('heading', { name: /^Sign in to / })
      .waitFor({ timeout: 15_000 });
    const background = await canvas(page);
    const bullets = await widget(page)
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => getComputedStyle(li, '::before').backgroundColor));
    expect(bullets.length).toBeGreaterThan(0);
    for (const bullet of bullets) expect(bullet).not.toBe(background);
    expect(problems).toEqual([]);
  });
});
