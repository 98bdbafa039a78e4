import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { useE2E } from './support/harness.js';
import { openPage } from './support/page.js';
import { screensDir } from './support/screens.js';
import { reactFileName } from './support/builtFiles.js';

const e2e = useE2E();

const LIGHT = { card: 'rgb(255, 255, 255)', text: 'rgb(25, 48, 61)', button: 'rgb(25, 48, 61)', input: 'rgb(255, 255, 255)' };
const DARK = { card: 'rgb(18, 28, 34)', text: 'rgb(232, 238, 241)', button: 'rgb(142, 197, 227)', input: 'rgb(11, 20, 24)' };

/** The demo login page with `styles`, in a browser whose system setting is `system`. */
async function open(styles: Record<string, unknown> | undefined, system: 'light' | 'dark', beforeGoto?: (page: Page) => Promise<unknown>) {
  const query = styles ? `?styles=${encodeURIComponent(JSON.stringify(styles))}` : '';
  return openPage(e2e.context, `${e2e.provider.url}/${query}`, {
    beforeGoto: (page) => void Promise.all([page.emulateMedia({ colorScheme: system }), beforeGoto?.(page)]),
  });
}

/** What the widget's card, text, primary button and email field are painted in now. */
const colours = (page: Page) =>
  page.evaluate(() => {
    const of = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    return {
      card: of('[data-latch]').backgroundColor,
      text: of('[data-latch]').color,
      button: of('[data-latch] button[type=submit]').backgroundColor,
      input: of('[data-latch] input[name=email]').backgroundColor,
    };
  });

const submitButton = (page: Page) => page.getByRole('button', { name: 'Continue with email' });

describe('colour schemes', () => {
  it('stays light by default on a dark system, as before the option existed', async () => {
    const { page, problems } = await open(undefined, 'dark');
    await submitButton(page).waitFor();
    expect(await colours(page)).toEqual(LIGHT);
    expect(problems).toEqual([]);
  });

  it("'dark' paints the dark palette on a light system, and it passes axe, colour contrast included, with an error showing", async () => {
    const { page, problems } = await open({ colorScheme: 'dark' }, 'light');
    await submitButton(page).waitFor();
    expect(await colours(page)).toEqual(DARK);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-latch]').screenshot({ path: path.join(screensDir, 'theme-dark.png') });

    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await submitButton(page).click();
    await page.getByText('Invalid email address').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-latch]').screenshot({ path: path.join(screensDir, 'theme-dark-error.png') });
    expect(problems).toEqual([]);
  });

  it("'auto' follows the system setting while the page is open, and passes axe in both", async () => {
    const { page, problems } = await open({ colorScheme: 'auto' }, 'dark');
    await submitButton(page).waitFor();
    expect(await colours(page)).toEqual(DARK);
    expect(await axeViolations(page)).toEqual([]);

    await page.emulateMedia({ colorScheme: 'light' });
    expect(await colours(page)).toEqual(LIGHT);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-latch]').screenshot({ path: path.join(screensDir, 'theme-light.png') });

    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await colours(page)).toEqual(DARK);
    expect(problems).toEqual([]);
  });

  it("the first paint is already dark under 'auto' on a dark system: no light form while React is on its way", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { page, problems } = await open({ colorScheme: 'auto' }, 'dark', (p) =>
      p.route(`**/widget/vanilla/${reactFileName()}`, async (route) => {
        await released;
        await route.continue();
      }),
    );
    await submitButton(page).waitFor();
    // The form on screen is the first paint's: React has not arrived, so nothing of it is on the field.
    expect(await page.locator('input[name=email]').evaluate((el) => Object.keys(el).some((key) => key.startsWith('__react')))).toBe(false);
    expect(await colours(page)).toEqual(DARK);
    release();
    await page.waitForFunction(() => Object.keys(document.querySelector('input[name=email]')!).some((key) => key.startsWith('__react')));
    expect(await colours(page)).toEqual(DARK);
    expect(problems).toEqual([]);
  });

  // Fields a host theme leaves out come from the scheme's palette, so a theme made for a light card keeps the default
  // 'light' scheme: the dark palette's light button text would sit on the host's dark button (axe caught exactly that).
  it('a custom host theme on a dark system keeps its own look, and passes axe', async () => {
    const custom = {
      colors: { primary: '#4B1D6B', secondary: '#5E4B6B' },
      container: { backgroundColor: '#FBF7FF', borderColor: '#CDB8E0', borderRadius: '16px' },
      buttons: { primary: { backgroundColor: '#6A2C96', borderRadius: '22px' } },
      inputs: { backgroundColor: '#FFFFFF', textColor: '#2A1040', borderColor: '#6A2C96' },
      fontFamily: 'Georgia, serif',
    };
    const { page, problems } = await open(custom, 'dark');
    await submitButton(page).waitFor();
    expect(await colours(page)).toEqual({
      card: 'rgb(251, 247, 255)',
      text: 'rgb(75, 29, 107)',
      button: 'rgb(106, 44, 150)',
      input: 'rgb(255, 255, 255)',
    });
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-latch]').screenshot({ path: path.join(screensDir, 'theme-custom.png') });
    expect(problems).toEqual([]);
  });
});
