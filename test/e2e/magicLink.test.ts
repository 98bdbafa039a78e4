import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { useE2E } from './support/harness.js';
import { screensDir } from './support/screens.js';
import { waitForMessage } from './support/inbox.js';
import { openPage } from './support/page.js';

const e2e = useE2E();

describe('email magic links, end to end', () => {
  it('sends a link, opens it from the inbox and ends signed in', async () => {
    const email = `ada+${Date.now()}@example.com`;
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/`);
    const input = page.getByLabel('Email', { exact: true });
    await input.waitFor();
    expect(await page.getByRole('heading', { name: 'Sign up or log in' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'main-email-magic-links.png') });

    await input.fill('not-an-email');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('alert').getByText('Invalid email address').waitFor();
    expect(await input.inputValue()).toBe('not-an-email');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'main-invalid-email.png') });

    await input.fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await page.getByText(`An email was sent to ${email}.`).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'email-confirmation.png') });

    await page.getByRole('button', { name: 'Resend email' }).click();
    await page.getByText('Email resent').waitFor();

    const message = await waitForMessage(e2e.provider.url, email);
    expect(message.channel).toBe('email');
    expect(message.link).toMatch(/stytch_token_type=magic_links/);
    await page.goto(message.link!);
    await page.locator('#signed-in').getByText(email).waitFor({ timeout: 15_000 });
    const cookies = await e2e.context.cookies(e2e.provider.url);
    expect(cookies.map((c) => c.name).sort()).toEqual(expect.arrayContaining(['stytch_session', 'stytch_session_jwt']));
    expect(problems).toEqual([]);
  });

  it('a used link cannot sign in twice', async () => {
    const email = `grace+${Date.now()}@example.com`;
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const { link } = await waitForMessage(e2e.provider.url, email);
    const first = await fetch(`${e2e.provider.url}/sdk/v1/magic_links/authenticate`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Basic ${Buffer.from(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`).toString('base64')}`,
      },
      body: JSON.stringify({ token: new URL(link!).searchParams.get('token'), session_duration_minutes: 30 }),
    });
    expect(first.status).toBe(200);
    await page.goto(link!);
    await page.locator('#demo-error').waitFor({ timeout: 15_000 });
    expect(await page.locator('#signed-in').count()).toBe(0);
    // The provider refuses the spent token: the one failed request.
    expect(problems).toEqual(['HTTP 401 /sdk/v1/magic_links/authenticate']);
  });
});

describe('email magic links by keyboard alone', () => {
  it('reaches every control with Tab, submits with Enter and comes back with "Try again", keeping the typed address', async () => {
    const email = `kb+${Date.now()}@example.com`;
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/`);
    const input = page.getByLabel('Email', { exact: true });
    await input.waitFor();
    await input.focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Check your email' });
    await heading.waitFor();
    // Focus moves to the new screen's heading, so a screen reader starts reading there.
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
    const reached: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? ''));
    }
    expect(reached).toEqual(['Gmail', 'Yahoo', 'Outlook', 'Resend email', 'Try again', expect.any(String)]);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    expect(await input.inputValue()).toBe(email);
    expect(problems).toEqual([]);
  });
});
