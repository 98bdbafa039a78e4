import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { openStrict as openStrictIn } from './support/strictCsp.js';

// The main flows with every page served under the strict nonce policy (the provider's strictCsp option, see
// provider/http/strictCsp.ts); the other flows are in cspFlows.test.ts.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const e2e = useE2E({ provider: { strictCsp: true } });
const unique = (name: string) => `${name}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const openStrict = (url: string) => openStrictIn(e2e.context, url);

const loginPage = (config: Record<string, unknown>) => `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(config))}`;
const widget = (page: Page) => page.getByTestId('latch');

describe('the widget under a strict CSP with Trusted Types', () => {
  it('the page really is under the strict policy', async () => {
    const { page, violations } = await openStrict(`${e2e.provider.url}/`);
    await widget(page).getByRole('button', { name: 'Continue with email' }).waitFor();
    // Controls: markup through innerHTML and an inline <style> are refused and reported, so a widget that
    // needed either would be seen.
    await page.evaluate(`(() => {
      try { document.createElement('div').innerHTML = '<b>x</b>'; } catch {}
      const style = document.createElement('style');
      style.textContent = 'b { color: red }';
      document.head.append(style);
    })()`);
    await page.waitForFunction('window.__violations.length >= 2');
    expect((await violations()).sort()).toEqual([
      expect.stringMatching(/: require-trusted-types-for /),
      expect.stringMatching(/: style-src-elem inline/),
    ]);
  });

  it('first paint and an email magic link sent', async () => {
    const { page, problems, violations } = await openStrict(`${e2e.provider.url}/`);
    const email = unique('csp-eml');
    await widget(page).getByRole('textbox', { name: 'Email' }).fill(email);
    await widget(page).getByRole('button', { name: 'Continue with email' }).click();
    await widget(page).getByRole('heading', { name: 'Check your email' }).waitFor();
    expect((await waitForMessage(e2e.provider.url, email)).link).toMatch(/^http/);
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('OTP sign-in by an emailed code', async () => {
    const { page, problems, violations } = await openStrict(loginPage({ products: ['otp'], otpOptions: { methods: ['email'] } }));
    const email = unique('csp-otp');
    await widget(page).getByRole('textbox', { name: 'Email' }).fill(email);
    await widget(page).getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
    const { code } = await waitForMessage(e2e.provider.url, email);
    await page.keyboard.type(code!);
    await page.locator('#signed-in').getByText(`Signed in as ${email}`).waitFor({ timeout: 15_000 });
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('password sign-up, log out and password login', async () => {
    const { page, problems, violations } = await openStrict(loginPage({ products: ['passwords'] }));
    const email = unique('csp-pw');
    const password = 'violet-harbor-lantern-42';
    const submitEmail = async () => {
      await widget(page).getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await widget(page).getByRole('button', { name: 'Continue with email' }).click();
    };
    await submitEmail();
    await widget(page).getByRole('heading', { name: 'Create your account' }).waitFor();
    await widget(page).getByLabel('Password', { exact: true }).fill(password);
    await widget(page).getByRole('meter', { name: 'Password strength' }).waitFor();
    await widget(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await widget(page).getByRole('heading', { name: 'Success' }).waitFor();
    await page.locator('#logout').click();
    await page.locator('#session-panel').waitFor({ state: 'hidden' });
    await page.reload();
    await submitEmail();
    await widget(page).getByRole('heading', { name: 'Log in' }).waitFor();
    await widget(page).getByLabel('Password', { exact: true }).fill(password);
    await widget(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await page.locator('#signed-in').getByText(`Signed in as ${email}`).waitFor({ timeout: 15_000 });
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('the build', () => {
  it('holds no eval( or new Function', async () => {
    const files = (await readdir(path.join(root, 'dist'), { recursive: true })).filter((file) => file.endsWith('.js'));
    expect(files.length).toBeGreaterThan(10);
    const offenders: string[] = [];
    for (const file of files) {
      const code = await readFile(path.join(root, 'dist', file), 'utf8');
      if (/\beval\s*\(|\bnew\s+Function\s*\(/.test(code)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
