/**
 * Issue 17, "nothing lost": what a visitor typed survives a provider error, a hung request, going offline and a
 * remount; ten rapid clicks or Enter presses send one request; a PKCE verifier survives a reload and is used once;
 * a resend never clears the form. Real widget, real Chromium, real local provider (PKCE required for magic links).
 */
import path from 'node:path';
import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { openPage, widgetTookOver } from './support/page.js';
import { screensDir } from './support/screens.js';

const e2e = useE2E({ provider: { config: { pkceRequiredForEmailMagicLinks: true } } });

const LOGIN_OR_CREATE = '**/sdk/v1/magic_links/email/login_or_create';
const unique = (name: string) => `${name}+${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
const verifierKey = () => `stytch_sdk_state_${e2e.provider.publicToken}::PKCE_VERIFIER:magic_links`;

/** Every request the page makes to `path`, counted as it is sent. */
function countRequests(page: Page, path: string): { readonly count: number } {
  let count = 0;
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return {
    get count() {
      return count;
    },
  };
}

async function openLogin(config?: unknown) {
  const query = config ? `?config=${encodeURIComponent(JSON.stringify(config))}` : '';
  const opened = await openPage(e2e.context, `${e2e.provider.url}/${query}`);
  const email = opened.page.getByLabel('Email', { exact: true });
  await email.waitFor();
  // The field shows before React (the first paint); these tests break the network once the widget itself is there.
  await widgetTookOver(opened.page);
  return { ...opened, email, submit: opened.page.getByRole('button', { name: 'Continue with email' }) };
}

/** The submit button is usable again: the request it sent has ended. */
const settled = (page: Page) => page.getByRole('button', { name: 'Continue with email' }).and(page.locator(':enabled')).waitFor();

describe('nothing lost', () => {
  it('a provider error (500) keeps the typed email, says what happened, and the same click then works', async () => {
    const { page, email, submit, problems } = await openLogin();
    const address = unique('err');
    await page.route(LOGIN_OR_CREATE, (route: Route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          status_code: 500,
          error_type: 'internal_server_error',
          error_message: 'The provider broke, try again.',
          request_id: 'req-1',
        }),
      }),
    );
    await email.fill(address);
    await submit.click();
    await page.getByRole('alert').getByText('The provider broke, try again.').waitFor();
    expect(await email.inputValue()).toBe(address);
    await page.screenshot({ path: path.join(screensDir, 'provider-error-email-kept.png') });
    await page.unroute(LOGIN_OR_CREATE);
    await settled(page);
    await submit.click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await page.getByText(`An email was sent to ${address}.`).isVisible()).toBe(true);
    expect(problems).toEqual(['HTTP 500 /sdk/v1/magic_links/email/login_or_create']);
  });

  it('a hung request, aborted, keeps the typed email; the button stays busy meanwhile and sends nothing more', async () => {
    const { page, email, submit } = await openLogin();
    const address = unique('hung');
    const sent = countRequests(page, '/sdk/v1/magic_links/email/login_or_create');
    let hung: Route | undefined;
    await page.route(LOGIN_OR_CREATE, (route: Route) => {
      hung = route;
    });
    await email.fill(address);
    await submit.click();
    await page.waitForFunction(() => document.querySelector('button[type=submit]')?.getAttribute('aria-disabled') === 'true');
    await email.press('Enter');
    expect(sent.count).toBe(1);
    await expect.poll(() => hung !== undefined).toBe(true);
    await hung!.abort('timedout');
    await page.getByRole('alert').getByText('Unable to contact our servers.').waitFor();
    expect(await email.inputValue()).toBe(address);
    expect(sent.count).toBe(1);
  });

  it('going offline keeps the typed email; back online, the same form sends it', async () => {
    const { page, email, submit } = await openLogin();
    const address = unique('offline');
    await email.fill(address);
    await e2e.context.setOffline(true);
    await submit.click();
    await page.getByRole('alert').getByText('Unable to contact our servers.').waitFor();
    expect(await email.inputValue()).toBe(address);
    await e2e.context.setOffline(false);
    await settled(page);
    await submit.click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect((await waitForMessage(e2e.provider.url, address)).to).toBe(address);
  });

  it('ten rapid clicks, or ten Enter presses, send exactly one request', async () => {
    const { page, email } = await openLogin();
    const sent = countRequests(page, '/sdk/v1/magic_links/email/login_or_create');
    await email.fill(unique('clicks'));
    // Ten clicks in one task, before React can draw the busy button.
    await page.evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>('button[type=submit]')!;
      for (let i = 0; i < 10; i++) button.click();
    });
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(sent.count).toBe(1);

    const second = await openLogin();
    const sentAgain = countRequests(second.page, '/sdk/v1/magic_links/email/login_or_create');
    await second.email.fill(unique('enter'));
    await second.email.focus();
    for (let i = 0; i < 10; i++) await second.page.keyboard.press('Enter', { delay: 0 });
    await second.page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(sentAgain.count).toBe(1);
  });

  it('a PKCE verifier survives a reload, is used once, and a reloaded or reopened link sends no second authenticate', async () => {
    const { page, email, submit, problems } = await openLogin();
    const address = unique('pkce');
    await email.fill(address);
    await submit.click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const verifier = await page.evaluate((key) => localStorage.getItem(key), verifierKey());
    expect(verifier).toMatch(/^[0-9a-f]{64,}$/);

    await page.reload();
    await page.getByLabel('Email', { exact: true }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), verifierKey())).toBe(verifier);

    const authenticate = countRequests(page, '/sdk/v1/magic_links/authenticate');
    const { link } = await waitForMessage(e2e.provider.url, address);
    await page.goto(link!);
    await page.locator('#signed-in').getByText(address).waitFor({ timeout: 15_000 });
    expect(authenticate.count).toBe(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), verifierKey())).toBeNull();

    // The page took the token out of its address: a reload authenticates nothing again.
    await page.reload();
    await page.locator('#signed-in').getByText(address).waitFor({ timeout: 15_000 });
    expect(authenticate.count).toBe(1);

    // The link opened again: its verifier is spent, so nothing is sent and the page says why.
    await page.goto(link!);
    await page
      .locator('#demo-error')
      .getByText(/complete the flow on the same device/)
      .waitFor();
    expect(authenticate.count).toBe(1);
    expect(problems).toEqual([]);
  });

  it('a resend keeps the digits typed on the passcode screen and the number on Main', async () => {
    const config = { products: ['otp'], otpOptions: { methods: ['email'] } };
    const { page, email, submit } = await openLogin(config);
    const address = unique('resend');
    await email.fill(address);
    await submit.click();
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
    await page.keyboard.type('123');
    await page.getByRole('button', { name: 'Resend code' }).click();
    await page.getByText('Code resent').waitFor();
    const boxes = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => page.getByRole('textbox', { name: `Digit ${n} of 6` }).inputValue()));
    expect(boxes).toEqual(['1', '2', '3', '', '', '']);
    await page.screenshot({ path: path.join(screensDir, 'otp-resent-digits-kept.png') });
    await page.getByRole('button', { name: /back/i }).click();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(address);
  });

  it('a remount (the host unmounts the widget and mounts it again) brings back the email typed', async () => {
    // No widget from the demo: an unparsable ?config= mounts nothing, and the test mounts its own.
    const page = (await openPage(e2e.context, `${e2e.provider.url}/?config=x`)).page;
    await page.locator('#demo-error').waitFor();
    // A string, so the test runner leaves the page's own import() alone.
    const mount = () =>
      page.evaluate(`(async () => {
        const widget = await import('/widget/vanilla/index.js');
        window.latchClient ??= widget.createWidgetClient(${JSON.stringify(e2e.provider.publicToken)}, { baseUrl: location.origin });
        let host = document.getElementById('remount');
        if (!host) {
          host = document.createElement('div');
          host.id = 'remount';
          document.body.append(host);
        }
        window.latchHandle = window.latchClient.mountLogin({ element: host });
      })()`);
    await mount();
    const email = page.getByLabel('Email', { exact: true });
    await email.waitFor();
    const address = unique('remount');
    await email.fill(address);
    await page.getByText('Continue with email').waitFor();
    await page.evaluate(() => (window as unknown as { latchHandle: { unmount(): void } }).latchHandle.unmount());
    await email.waitFor({ state: 'detached' });
    await mount();
    await email.waitFor();
    await expect.poll(() => email.inputValue()).toBe(address);
    await page.screenshot({ path: path.join(screensDir, 'remount-draft.png') });
  });
});
