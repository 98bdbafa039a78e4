import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeFocus } from './support/a11y.js';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { openPage } from './support/page.js';

// The main flows with the keyboard alone: no click, no fill, only Tab, arrow keys, typing and Enter. The magic-link
// flow has its own keyboard run in magicLink.test.ts; these are the email code and the password login.

const e2e = useE2E();
const STRONG = 'violet-harbor-lantern-42';
const unique = (name: string) => `${name}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const loginPage = (config: Record<string, unknown>) => `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(config))}`;
const signedInAs = (page: Page, who: string) => page.locator('#signed-in').getByText(`Signed in as ${who}`).waitFor({ timeout: 15_000 });

/** Presses Tab until the focused element is `wanted` (as describeFocus words it); fails if it never comes. */
async function tabTo(page: Page, wanted: string) {
  for (let presses = 0; presses < 40; presses++) {
    if ((await describeFocus(page)) === wanted) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${wanted} (focus is on ${await describeFocus(page)})`);
}

describe('the main flows by keyboard alone', () => {
  it('email code: Tab to the tabs, End to Email, type, Enter; the code typed into the focused boxes', async () => {
    const email = unique('kb-otp');
    const { page, problems } = await openPage(e2e.context, loginPage({ products: ['otp'], otpOptions: { methods: ['sms', 'email'] } }));
    await page.getByRole('tab', { name: 'Text' }).waitFor();
    await tabTo(page, 'button Text');
    await page.keyboard.press('End');
    expect(await describeFocus(page)).toBe('button Email');
    expect(await page.getByRole('tab', { name: 'Email' }).getAttribute('aria-selected')).toBe('true');
    await tabTo(page, 'input Email');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    await expect.poll(() => describeFocus(page)).toBe('input Digit 1 of 6');
    await page.keyboard.type((await waitForMessage(e2e.provider.url, email)).code!);
    await page.getByRole('heading', { name: 'Success' }).waitFor();
    await expect.poll(() => describeFocus(page)).toBe('h1 Success');
    await signedInAs(page, email);
    expect(problems).toEqual([]);
  });

  it('password login: Tab to Email, type, Enter; the password, the show-password toggle with Enter keeps focus, Enter signs in', async () => {
    const email = unique('kb-pw');
    const auth = `Basic ${Buffer.from(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`).toString('base64')}`;
    const created = await fetch(`${e2e.provider.url}/sdk/v1/passwords`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: JSON.stringify({ email, password: STRONG }),
    });
    expect(created.status).toBe(200);
    const { page, problems } = await openPage(e2e.context, loginPage({ products: ['passwords'] }));
    await page.getByRole('button', { name: 'Continue with email' }).waitFor();
    await tabTo(page, 'input Email');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Log in' }).last().waitFor();
    await expect.poll(() => describeFocus(page)).toBe('h1 Log in');
    await tabTo(page, 'input Password');
    await page.keyboard.type(STRONG);
    await tabTo(page, 'button Show password');
    await page.keyboard.press('Enter');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    expect(await describeFocus(page)).toBe('button Hide password');
    await tabTo(page, 'input Password');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Success' }).waitFor();
    await signedInAs(page, email);
    expect(problems).toEqual([]);
  });
});
