import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeWcag, checkScreen, tabWalk } from './support/a11y.js';
import { MIXES } from '../../provider/demo/mixes.js';
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
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${Buffer.from(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`).toString('base64')}`,
    },
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

  it('one-time passcodes: the SMS and email tabs, an invalid number, Enter passcode, a wrong code, the resend toast, Success', async () => {
    const { page, problems } = await openPage(e2e.context, loginPage({ products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } }));
    await page.waitForFunction(
      () => (document.querySelector('select[aria-label="Country or region"]')?.querySelectorAll('option').length ?? 0) > 200,
    );
    const failures = await checkScreen(page, 'otp-main-sms');
    await widget(page).getByLabel('Phone number').fill('12345');
    await widget(page).getByRole('button', { name: 'Continue with text message' }).click();
    failures.push(...(await checkScreen(page, 'otp-invalid-phone', { announced: ['Invalid phone number, please try again.'] })));
    await widget(page).getByRole('tab', { name: 'WhatsApp' }).click();
    failures.push(...(await checkScreen(page, 'otp-main-whatsapp')));
    await widget(page).getByRole('tab', { name: 'Email' }).click();
    failures.push(...(await checkScreen(page, 'otp-main-email')));
    const email = unique('a11y-otp');
    await submitEmail(page, email);
    await heading(page, 'Enter passcode');
    failures.push(...(await checkScreen(page, 'otp-enter', { focus: 'input Digit 1 of 6' })));
    const { code } = await waitForMessage(e2e.provider.url, email);
    await widget(page).getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code!.replace(/\d$/, (d) => String((Number(d) + 1) % 10)));
    failures.push(...(await checkScreen(page, 'otp-wrong-code', { announced: ['Invalid passcode, please try again.'] })));
    await widget(page).getByRole('button', { name: 'Resend code' }).click();
    failures.push(...(await checkScreen(page, 'otp-resent', { announced: ['Code resent'] })));
    const resent = await waitForMessage(e2e.provider.url, email);
    await widget(page).getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(resent.code!);
    await heading(page, 'Success');
    failures.push(...(await checkScreen(page, 'otp-success', { focus: 'h1 Success' })));
    expect(failures).toEqual([]);
    expect(problems.filter((p) => p !== 'HTTP 404 /sdk/v1/otps/authenticate')).toEqual([]);
  });

  it('one-time passcodes: the expired code', async () => {
    const page = await e2e.context.newPage();
    await page.clock.install();
    await page.goto(loginPage({ products: ['otp'], otpOptions: { methods: ['email'] } }));
    await submitEmail(page, unique('a11y-expired'));
    await heading(page, 'Enter passcode');
    await page.clock.fastForward('05:01');
    await widget(page).getByText('Your code has expired.').waitFor();
    expect(await checkScreen(page, 'otp-expired')).toEqual([]);
  });

  it('passwords: Create your account with its meter, Success, Log in with a wrong password, Forgot password and its toast', async () => {
    const email = unique('a11y-pw');
    const config = { products: ['passwords'] };
    const { page, problems } = await openPage(e2e.context, loginPage(config));
    await widget(page).getByRole('button', { name: 'Continue with email' }).waitFor();
    const failures = await checkScreen(page, 'pw-main');
    await submitEmail(page, 'not-an-address');
    failures.push(...(await checkScreen(page, 'pw-invalid', { announced: ['Invalid email address'] })));
    await submitEmail(page, email);
    await heading(page, 'Create your account');
    failures.push(...(await checkScreen(page, 'pw-create', { focus: 'h1 Create your account' })));
    await widget(page).getByLabel('Password', { exact: true }).fill('kx7Bq');
    await widget(page).locator('[data-tone="weak"]').waitFor();
    failures.push(...(await checkScreen(page, 'pw-create-weak')));
    await widget(page).getByLabel('Password', { exact: true }).fill(STRONG);
    await widget(page).locator('[data-tone="strong"]').waitFor();
    const continueButton = widget(page).getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => continueButton.isDisabled()).toBe(false);
    await continueButton.click();
    await heading(page, 'Success');
    failures.push(...(await checkScreen(page, 'pw-success', { focus: 'h1 Success' })));
    await page.locator('#logout').click();
    await page.locator('#session-panel').waitFor({ state: 'hidden' });

    await page.goto(loginPage(config));
    await submitEmail(page, email);
    await heading(page, 'Log in');
    failures.push(...(await checkScreen(page, 'pw-login', { focus: 'h1 Log in' })));
    await widget(page).getByLabel('Password', { exact: true }).fill('not-my-password-1');
    await continueButton.click();
    failures.push(...(await checkScreen(page, 'pw-login-wrong', { announced: ['Wrong password, please try again.'] })));
    await widget(page).getByRole('button', { name: 'Forgot password?' }).click();
    await heading(page, 'Check your email');
    failures.push(...(await checkScreen(page, 'pw-forgot', { focus: 'h1 Check your email' })));
    await widget(page).getByRole('button', { name: 'Resend email' }).click();
    failures.push(...(await checkScreen(page, 'pw-forgot-resent', { announced: ['Email resent'] })));
    expect(failures).toEqual([]);
    expect(problems).toEqual(['HTTP 401 /sdk/v1/passwords/authenticate']);
  });

  it('passwords with magic links: the create choice, the passwordless screens, Check your email to set a password', async () => {
    const { page, problems } = await openPage(e2e.context, loginPage({ products: ['emailMagicLinks', 'passwords'] }));
    await submitEmail(page, unique('a11y-choice'));
    await heading(page, 'Choose how you would like to create your account.');
    const failures = await checkScreen(page, 'pw-create-with-link', { focus: 'h1 Choose how you would like to create your account.' });

    const email = unique('a11y-passwordless');
    expect((await sdk('/otps/email/login_or_create', { email })).status).toBe(200);
    // The passwordless view sends its link by itself and moves on; holding that request keeps it on screen.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/sdk/v1/magic_links/email/login_or_create', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(loginPage({ products: ['emailMagicLinks', 'passwords'] }));
    await submitEmail(page, email);
    await heading(page, 'Log in without a password');
    failures.push(...(await checkScreen(page, 'pw-passwordless', { focus: 'h1 Log in without a password', noWalk: true })));
    release();
    await widget(page).getByText(`An email was sent to ${email}.`).waitFor();
    failures.push(...(await checkScreen(page, 'pw-passwordless-sent', { focus: 'h1 Check your email' })));
    await widget(page).getByRole('button', { name: 'Create a password instead' }).click();
    await heading(page, 'Check your email to set a password');
    failures.push(...(await checkScreen(page, 'pw-set-new', { focus: 'h1 Check your email to set a password' })));
    expect(failures).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('passwords: a password flagged for reset (Check your email to set a new password)', async () => {
    const email = unique('a11y-flagged');
    expect((await sdk('/passwords', { email, password: STRONG })).status).toBe(200);
    const flagged = await fetch(`${e2e.provider.url}/_dev/users/require_password_reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(flagged.status).toBe(200);
    const { page, problems } = await openPage(e2e.context, loginPage({ products: ['passwords'] }));
    await submitEmail(page, email);
    await widget(page).getByLabel('Password', { exact: true }).fill(STRONG);
    await widget(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await heading(page, 'Check your email to set a new password');
    expect(await checkScreen(page, 'pw-breached', { focus: 'h1 Check your email to set a new password' })).toEqual([]);
    expect(problems).toEqual(['HTTP 400 /sdk/v1/passwords/authenticate']);
  });

  it('everything at once: Main with every product', async () => {
    const config = {
      products: ['emailMagicLinks', 'otp', 'passwords', 'oauth', 'crypto', 'passkeys'],
      otpOptions: { methods: ['sms', 'whatsapp'] },
      oauthOptions: { providers: [{ type: 'google' }] },
    };
    const { page, problems } = await openPage(e2e.context, loginPage(config));
    await widget(page).getByRole('button', { name: 'Continue with Google' }).waitFor();
    await page.waitForFunction(
      () => (document.querySelector('select[aria-label="Country or region"]')?.querySelectorAll('option').length ?? 0) > 200,
    );
    expect(await checkScreen(page, 'everything-main')).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('passwords: the dedupe screen (a create answered reset_password, simulated: it only happens in a race)', async () => {
    // The race's winner: an account with this address already exists, so the screen's reset email has somewhere to go.
    const email = unique('a11y-dedupe');
    expect((await sdk('/passwords', { email, password: STRONG })).status).toBe(200);
    const { page, problems } = await openPage(e2e.context, loginPage({ products: ['passwords'] }));
    const json = (status: number, body: unknown) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });
    await page.route('**/sdk/v1/users/search', (route) => route.fulfill(json(200, { data: { userType: 'new', request_id: 'r', status_code: 200 } })));
    await page.route('**/sdk/v1/passwords', (route) =>
      route.fulfill(
        json(400, { status_code: 400, error_type: 'reset_password', error_message: 'The password must be reset.', error_url: '', request_id: 'r' }),
      ),
    );
    await submitEmail(page, email);
    await widget(page).getByLabel('Password', { exact: true }).fill(STRONG);
    const continueButton = widget(page).getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => continueButton.isDisabled()).toBe(false);
    await continueButton.click();
    await heading(page, 'Check your email to set a password');
    expect(await checkScreen(page, 'pw-dedupe', { focus: 'h1 Check your email to set a password' })).toEqual([]);
    expect(problems).toEqual(['HTTP 400 /sdk/v1/passwords']);
  });

  it.each(MIXES.map((mix, index) => ({ ...mix, index })))(
    'a product mix of the demo front page ($label): its Main screen, which takes no focus on first paint',
    async ({ config, index }) => {
      const { page, problems } = await openPage(e2e.context, 'about:blank');
      const mixConfig = JSON.parse(JSON.stringify(config).replaceAll('"/demo/assets/', `"${e2e.provider.url}/demo/assets/`)) as Record<
        string,
        unknown
      >;
      await page.goto(loginPage(mixConfig));
      // Ready when its buttons are drawn (and, with a phone field, its country list).
      await widget(page).getByRole('button').first().waitFor();
      await page.waitForFunction(() => {
        const select = document.querySelector('[data-latch] select');
        return !select || select.querySelectorAll('option').length > 200;
      });
      // A page load leaves focus where the page has it: the widget takes none on first paint.
      expect(await checkScreen(page, `mix-${index + 1}`, { focus: 'body' })).toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});
