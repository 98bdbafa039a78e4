import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeWcag, checkScreen, tabWalk } from './support/a11y.js';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { openPage } from './support/page.js';

// Every screen of the login products, one page per product mix: axe-core with the WCAG 2.0/2.1/2.2 A and AA rules at
// 1280 px, 320 px and 200 % zoom, no sideways scrolling, focus on arrival, live regions, and a Tab walk that must
// reach every control with a visible focus indicator (support/a11y.ts). The entry points are in a11yEntries.test.ts.

const e2e = useE2E();
const STRONG = 'violet-harbor-lantern-42';
const unique = (name: string) => `${name}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const loginPage = (config: Record<string, unknown>) => `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(config))}`;
const widget = (page: Page) => page.getByTestId('latch');
const heading = (page: Page, name: string) => widget(page).getByRole('heading', { name, exact: true }).waitFor({ timeout: 15_000 });

async function submitEmail(page: Page, email: string) {
  await widget(page).getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await widget(page).getByRole('button', { name: 'Continue with email' }).click();
}

const sdk = (route: string, body: unknown) =>
  fetch(`${e2e.provider.url}/sdk/v1${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Basic ${Buffer.from(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`).toString('base64')}` },
    body: JSON.stringify(body),
  });

describe('the checks themselves', () => {
  it('see a planted unlabelled field, a control Tab cannot reach and a removed focus ring', async () => {
    const { page } = await openPage(e2e.context, loginPage({ products: ['emailMagicLinks'] }));
    await widget(page).getByRole('button', { name: 'Continue with email' }).waitFor();
    expect(await axeWcag(page)).toEqual([]);
    expect(await tabWalk(page)).toEqual([]);
    await page.evaluate(() => {
      const form = document.querySelector('[data-latch] form')!;
      form.append(Object.assign(document.createElement('input'), { type: 'text' }));
      const button = document.querySelector<HTMLButtonElement>('[data-latch] button[type="submit"]')!;
      button.style.setProperty('outline', 'none', 'important');
      button.style.setProperty('box-shadow', 'none', 'important');
      const unreachable = document.createElement('a');
      unreachable.href = 'https://example.com/';
      unreachable.textContent = 'Unreachable';
      unreachable.addEventListener('focus', () => unreachable.blur());
      form.append(unreachable);
    });
    expect(await axeWcag(page)).toEqual([expect.stringMatching(/^label at /)]);
    expect(await tabWalk(page)).toEqual(['no visible focus indicator on button Continue with email', 'Tab never reaches a Unreachable']);
  });
});

describe('every screen of the login products', () => {
  it('email magic links: Main, an invalid address, Check your email and its resend toast', async () => {
    const { page, problems } = await openPage(e2e.context, loginPage({ products: ['emailMagicLinks'] }));
    await widget(page).getByRole('button', { name: 'Continue with email' }).waitFor();
    const failures = await checkScreen(page, 'eml-main');
    await submitEmail(page, 'not-an-address');
    failures.push(...(await checkScreen(page, 'eml-invalid', { announced: ['Invalid email address'] })));
    await submitEmail(page, unique('a11y-eml'));
    await heading(page, 'Check your email');
    failures.push(...(await checkScreen(page, 'eml-sent', { focus: 'h1 Check your email' })));
    await widget(page).getByRole('button', { name: 'Resend email' }).click();
    failures.push(...(await checkScreen(page, 'eml-resent', { announced: ['Email resent'] })));
    expect(failures).toEqual([]);
    expect(problems).toEqual([]);
  });
});
