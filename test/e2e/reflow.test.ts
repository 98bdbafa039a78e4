import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { openPage } from './support/page.js';
import { screensDir } from './support/screens.js';

/**
 * WCAG 1.4.10 reflow: at 320 CSS px wide, the screens that show an email address must wrap it instead of
 * overflowing the card and making the page scroll sideways.
 */
const e2e = useE2E();

/** 57 characters, one unbreakable word as far as the browser knows. */
const longAddress = (tag: string) => `${tag}.reflow.check.with.a.rather.long.mailbox.nm@example.test`.slice(-57);

const loginPage = (config: Record<string, unknown>) => `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(config))}`;
const widget = (page: Page) => page.getByTestId('latch');

async function narrowPage(config: Record<string, unknown>, beforeGoto?: (page: Page) => void) {
  return openPage(e2e.context, loginPage(config), {
    beforeGoto: (page) => {
      void page.setViewportSize({ width: 320, height: 640 });
      beforeGoto?.(page);
    },
  });
}

async function submitEmail(page: Page, email: string) {
  const input = widget(page).getByRole('textbox', { name: 'Email', exact: true });
  await input.fill(email);
  await widget(page).getByRole('button', { name: 'Continue with email' }).click();
}

/** The address is on screen, inside the card, and nothing scrolls sideways. */
async function expectReflow(page: Page, email: string, name: string) {
  const shown = widget(page).getByText(email, { exact: false }).first();
  await shown.waitFor();
  const layout = await page.evaluate((address) => {
    const card = document.querySelector('[data-latch]')!.getBoundingClientRect();
    const holder = [...document.querySelectorAll('[data-latch] p, [data-latch] strong')].find((el) => el.textContent?.includes(address))!;
    return {
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      cardRight: card.right,
      addressRight: holder.getBoundingClientRect().right,
      viewport: window.innerWidth,
    };
  }, email);
  await page.locator('[data-latch]').screenshot({ path: path.join(screensDir, `reflow-320-${name}.png`) });
  expect(layout.pageOverflow, name).toBe(0);
  expect(layout.cardRight, name).toBeLessThanOrEqual(layout.viewport);
  expect(layout.addressRight, name).toBeLessThanOrEqual(layout.cardRight);
}

async function signUpWithPassword(email: string) {
  const auth = `Basic ${Buffer.from(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`).toString('base64')}`;
  const response = await fetch(`${e2e.provider.url}/sdk/v1/passwords`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: auth },
    body: JSON.stringify({ email, password: 'violet-harbor-lantern-42' }),
  });
  expect(response.status).toBe(200);
}

describe('long email addresses at 320 px (WCAG 1.4.10 reflow)', () => {
  it('is 57 characters long', () => {
    expect(longAddress('eml')).toHaveLength(57);
  });

  it('Check your email (magic links)', async () => {
    const email = longAddress('eml');
    const { page, problems } = await narrowPage({ products: ['emailMagicLinks'] });
    await submitEmail(page, email);
    await widget(page).getByRole('heading', { name: 'Check your email' }).waitFor();
    await expectReflow(page, email, 'check-your-email');
    expect(problems).toEqual([]);
  });

  it('Enter passcode (email code, the address in bold)', async () => {
    const email = longAddress('otp');
    const { page, problems } = await narrowPage({ products: ['otp'], otpOptions: { methods: ['email'] } });
    await submitEmail(page, email);
    await widget(page).getByRole('heading', { name: 'Enter passcode' }).waitFor();
    await expectReflow(page, email, 'enter-passcode');
    expect(problems).toEqual([]);
  });

  it('Forgot password', async () => {
    const email = longAddress('pwf');
    await signUpWithPassword(email);
    const { page, problems } = await narrowPage({ products: ['passwords'] });
    await submitEmail(page, email);
    await widget(page).getByRole('button', { name: 'Forgot password?' }).click();
    await widget(page).getByRole('heading', { name: 'Check your email' }).waitFor();
    await expectReflow(page, email, 'forgot-password');
    expect(problems).toEqual([]);
  });

  it('the passwordless screens (a user without a password, passwords alone)', async () => {
    const email = longAddress('pwl');
    const auth = `Basic ${Buffer.from(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`).toString('base64')}`;
    await fetch(`${e2e.provider.url}/sdk/v1/otps/email/login_or_create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: JSON.stringify({ email }),
    });
    // The view sends its email by itself and moves on; holding that request keeps it on screen to be measured.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { page, problems } = await narrowPage({ products: ['passwords'] }, (p) => {
      void p.route('**/sdk/v1/passwords/email/reset/start', async (route) => {
        await held;
        await route.continue();
      });
    });
    await submitEmail(page, email);
    await widget(page).getByRole('heading', { name: 'Log in without a password' }).waitFor();
    await expectReflow(page, email, 'passwordless');
    release();
    await widget(page).getByRole('heading', { name: 'Check your email to set a password' }).waitFor();
    await expectReflow(page, email, 'passwordless-set-password');
    expect(problems).toEqual([]);
  });
});
