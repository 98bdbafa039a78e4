import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { openPage } from './support/page.js';

// Two tabs of one browser on the demo login page: the widget in the first follows what the second does to the session.

const e2e = useE2E();

const STRONG = 'copper-meadow-quartz-77';
const ELSEWHERE = 'You are logged in. You finished logging in in another tab.';
const loginPage = (config: Record<string, unknown>) => `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(config))}`;
const unique = (name: string) => `${name}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const widget = (page: Page) => page.locator('[data-latch]');
// As long as the wait for the second tab's sign-in: one CI run waited past 5 s for the first tab's Success.
const heading = (page: Page, name: string) => widget(page).getByRole('heading', { name }).waitFor({ timeout: 15_000 });

async function submitEmail(page: Page, email: string) {
  await widget(page).getByLabel('Email', { exact: true }).fill(email);
  await widget(page).getByRole('button', { name: 'Continue with email' }).click();
}

async function logOut(page: Page) {
  await page.locator('#logout').click();
  await page.locator('#session-panel').waitFor({ state: 'hidden' });
}

describe('the login widget follows the session across tabs', () => {
  it('"Check your email" ends in Success when the link signs in from another tab; a logout there returns it to the form', async () => {
    const email = unique('tabs-link');
    const first = await openPage(e2e.context, loginPage({ products: ['emailMagicLinks'] }));
    await submitEmail(first.page, email);
    await heading(first.page, 'Check your email');

    const second = await openPage(e2e.context, (await waitForMessage(e2e.provider.url, email)).link!);
    await second.page.locator('#signed-in').getByText(email).waitFor({ timeout: 15_000 });
    await heading(first.page, 'Success');
    await widget(first.page).getByText(ELSEWHERE).waitFor();
    expect(await axeViolations(first.page)).toEqual([]);

    await logOut(second.page);
    await heading(first.page, 'Sign up or log in');
    expect(first.problems).toEqual([]);
    expect(second.problems).toEqual([]);
  });

  it('"Enter passcode" ends in Success when another tab logs in; a Success here returns to the form after a logout there', async () => {
    const email = unique('tabs-code');
    const config = { products: ['otp'], otpOptions: { methods: ['email'] } };
    const first = await openPage(e2e.context, loginPage(config));
    await submitEmail(first.page, email);
    await heading(first.page, 'Enter passcode');
    const firstCode = (await waitForMessage(e2e.provider.url, email)).code!;

    const second = await openPage(e2e.context, loginPage(config));
    await submitEmail(second.page, email);
    await heading(second.page, 'Enter passcode');
    await expect.poll(async () => (await waitForMessage(e2e.provider.url, email)).code).not.toBe(firstCode);
    await second.page.keyboard.type((await waitForMessage(e2e.provider.url, email)).code!);
    await heading(second.page, 'Success');
    await heading(first.page, 'Success');
    await widget(first.page).getByText(ELSEWHERE).waitFor();

    // The second tab's own Success, as any success screen, follows the logout made in the first.
    await logOut(first.page);
    await heading(second.page, 'Sign up or log in');
    await heading(first.page, 'Sign up or log in');
    expect(first.problems).toEqual([]);
    expect(second.problems).toEqual([]);
  });

  it('the reset-email wait ends in Success when the new password is set in another tab', async () => {
    const email = unique('tabs-reset');
    const auth = `Basic ${Buffer.from(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`).toString('base64')}`;
    const created = await fetch(`${e2e.provider.url}/sdk/v1/passwords`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: JSON.stringify({ email, password: 'violet-harbor-lantern-42' }),
    });
    expect(created.status).toBe(200);
    const first = await openPage(e2e.context, loginPage({ products: ['passwords'] }));
    await submitEmail(first.page, email);
    await widget(first.page).getByRole('button', { name: 'Forgot password?' }).click();
    await heading(first.page, 'Check your email');

    const second = await openPage(e2e.context, (await waitForMessage(e2e.provider.url, email)).link!);
    await widget(second.page).getByLabel('New password', { exact: true }).fill(STRONG);
    const continueButton = widget(second.page).getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => continueButton.isDisabled()).toBe(false);
    await continueButton.click();
    await heading(second.page, 'Success');
    await heading(first.page, 'Success');
    await widget(first.page).getByText(ELSEWHERE).waitFor();
    expect(first.problems).toEqual([]);
    expect(second.problems).toEqual([]);
  });
});
