import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { useE2E } from './support/harness.js';
import { screensDir } from './support/screens.js';
import { waitForMessage } from './support/inbox.js';
import { openPage } from './support/page.js';

const STRONG = 'violet-harbor-lantern-42';
const LINK_USED = 'This password reset link has expired or was already used. Enter your email address to get a new one.';
const NEWER = 'copper-meadow-quartz-77';

const e2e = useE2E();

const loginPage = (config: Record<string, unknown>) => `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(config))}`;
const unique = (name: string) => `${name}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The widget, apart from the demo page around it (which has its own "Log in" heading). */
const widget = (page: Page) => page.getByTestId('latch');

/** Checks the widget with axe and saves its screenshot under docs/screens. */
async function record(page: Page, name: string) {
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('[data-latch]').screenshot({ path: path.join(screensDir, `${name}.png`) });
}

async function submitEmail(page: Page, email: string) {
  const input = widget(page).getByRole('textbox', { name: 'Email', exact: true });
  await input.waitFor();
  await input.fill(email);
  await widget(page).getByRole('button', { name: 'Continue with email' }).click();
}

async function typeNewPassword(page: Page, password: string, label = 'Password') {
  const input = widget(page).getByLabel(label, { exact: true });
  await input.fill(password);
  return input;
}

async function logOut(page: Page) {
  await page.locator('#logout').click();
  await page.locator('#session-panel').waitFor({ state: 'hidden' });
}

/** A user made over HTTP through the magic-link flow: an account with no password. */
async function passwordlessUser(email: string) {
  const auth = `Basic ${Buffer.from(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`).toString('base64')}`;
  const post = (route: string, body: unknown) =>
    fetch(`${e2e.provider.url}/sdk/v1${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: JSON.stringify(body),
    });
  expect((await post('/magic_links/email/login_or_create', { email })).status).toBe(200);
  const { link } = await waitForMessage(e2e.provider.url, email);
  expect((await post('/magic_links/authenticate', { token: new URL(link!).searchParams.get('token'), session_duration_minutes: 30 })).status).toBe(
    200,
  );
  const search = (await (await post('/users/search', { email })).json()) as { data: { userType: string } };
  expect(search.data.userType).toBe('passwordless');
}

describe('passwords, end to end', () => {
  it("signs up with a password (a breached one refused), logs out, and logs back in; a wrong password is said in a visitor's words", async () => {
    const email = unique('ada');
    const config = { products: ['passwords'] };
    const { page, problems } = await openPage(e2e.context, loginPage(config));
    await submitEmail(page, email);
    await widget(page).getByRole('heading', { name: 'Create your account' }).waitFor();
    const continueButton = widget(page).getByRole('button', { name: 'Continue', exact: true });
    expect(await continueButton.isDisabled()).toBe(true);

    await typeNewPassword(page, 'kx7Bq');
    await widget(page).getByRole('meter', { name: 'Password strength' }).waitFor();
    expect(await widget(page).locator('[data-tone="weak"]').count()).toBe(1);
    expect(await continueButton.isDisabled()).toBe(true);
    await record(page, 'password-create-weak');

    await typeNewPassword(page, 'password123');
    await widget(page)
      .getByText('This password may have been used on a different site that experienced a security issue. Please choose another password.')
      .waitFor();
    expect(await continueButton.isDisabled()).toBe(true);
    await record(page, 'password-create-breached');

    const input = await typeNewPassword(page, STRONG);
    await page.locator('[data-tone="strong"]').waitFor();
    await expect.poll(() => continueButton.isDisabled()).toBe(false);
    await widget(page).getByRole('button', { name: 'Show password' }).click();
    expect(await input.getAttribute('type')).toBe('text');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await record(page, 'password-create');
    await continueButton.click();
    await widget(page).getByRole('heading', { name: 'Success' }).waitFor();
    await page.locator('#signed-in').getByText(email).waitFor();
    await record(page, 'password-confirmation');

    await logOut(page);
    await page.goto(loginPage(config));
    await submitEmail(page, email);
    await widget(page).getByRole('heading', { name: 'Log in' }).waitFor();
    await widget(page).getByLabel('Password', { exact: true }).fill('not-my-password-1');
    await widget(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await widget(page).getByRole('alert').getByText('Wrong password, please try again.').waitFor();
    await record(page, 'password-login-error');

    await widget(page).getByLabel('Password', { exact: true }).fill(STRONG);
    await widget(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await widget(page).getByRole('heading', { name: 'Success' }).waitFor();
    await page.locator('#signed-in').getByText(email).waitFor();
    // The one failed request is the wrong password's 401; no CSP report, no page error.
    expect(problems).toEqual(['HTTP 401 /sdk/v1/passwords/authenticate']);
  });

  it('forgot password: the reset link opens the reset page (the account named for password managers); the new password works, the old one fails, the used link offers a new email', async () => {
    const email = unique('grace');
    const created = await fetch(`${e2e.provider.url}/sdk/v1/passwords`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Basic ${Buffer.from(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`).toString('base64')}`,
      },
      body: JSON.stringify({ email, password: STRONG, session_duration_minutes: 30 }),
    });
    expect(created.status).toBe(200);

    const config = { products: ['emailMagicLinks', 'passwords'] };
    const { page, problems } = await openPage(e2e.context, loginPage(config));
    await submitEmail(page, email);
    await widget(page).getByRole('heading', { name: 'Log in' }).waitFor();
    await record(page, 'password-login');
    await widget(page).getByRole('button', { name: 'Forgot password?' }).click();
    await widget(page).getByRole('heading', { name: 'Check your email' }).waitFor();
    await widget(page).getByText(`A link to reset your password was sent to ${email}.`).waitFor();
    await widget(page).getByRole('button', { name: 'Resend email' }).click();
    await widget(page).getByText('Email resent').waitFor();
    await record(page, 'password-forgot');

    const message = await waitForMessage(e2e.provider.url, email);
    expect(message.link).toMatch(/\/reset\?stytch_token_type=reset_password&token=/);
    await page.goto(message.link!);
    await widget(page).getByRole('heading', { name: 'Set a new password' }).waitFor();
    expect(page.url()).not.toContain('token=');
    // The account's name beside the new password, in the same form, for password managers.
    const username = widget(page).getByRole('textbox', { name: 'Email' });
    expect(await username.inputValue()).toBe(email);
    expect(await username.getAttribute('autocomplete')).toBe('username');
    expect(
      await username.evaluate(
        (el, other) => (el as HTMLInputElement).form === (other as HTMLInputElement).form,
        await widget(page).getByLabel('New password').elementHandle(),
      ),
    ).toBe(true);
    await typeNewPassword(page, 'abc', 'New password');
    await widget(page).getByRole('meter').waitFor();
    await record(page, 'password-reset-form');
    await typeNewPassword(page, NEWER, 'New password');
    const continueButton = widget(page).getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => continueButton.isDisabled()).toBe(false);
    await continueButton.click();
    await widget(page).getByRole('heading', { name: 'Success' }).waitFor();
    await page.locator('#signed-in').getByText(email).waitFor();

    await logOut(page);
    // The same link again: a page error in a visitor's words, and a way to ask for a new reset email.
    await page.goto(message.link!);
    await typeNewPassword(page, NEWER, 'New password');
    await expect.poll(() => continueButton.isDisabled()).toBe(false);
    await continueButton.click();
    await widget(page).getByRole('heading', { name: 'Get a new reset link' }).waitFor();
    await widget(page).getByRole('alert').getByText(LINK_USED).waitFor();
    expect(await widget(page).getByLabel('New password').count()).toBe(0);
    await record(page, 'password-reset-link-used');
    await widget(page).getByRole('textbox', { name: 'Email' }).fill(email);
    await widget(page).getByRole('button', { name: 'Email me a new link' }).click();
    await widget(page).getByRole('heading', { name: 'Check your email' }).waitFor();
    await widget(page).getByText(`A link to reset your password was sent to ${email}.`).waitFor();
    await expect.poll(async () => (await waitForMessage(e2e.provider.url, email)).link).not.toBe(message.link);

    await page.goto(loginPage(config));
    await submitEmail(page, email);
    await widget(page).getByLabel('Password', { exact: true }).fill(STRONG);
    await widget(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await widget(page).getByRole('alert').getByText('Wrong password, please try again.').waitFor();
    await widget(page).getByLabel('Password', { exact: true }).fill(NEWER);
    await widget(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await widget(page).getByRole('heading', { name: 'Success' }).waitFor();
    await page.locator('#signed-in').getByText(email).waitFor();
    await logOut(page);
    // The used link's 401, and the old password's 401 after the reset.
    expect(problems).toEqual(['HTTP 401 /sdk/v1/passwords/email/reset', 'HTTP 401 /sdk/v1/passwords/authenticate']);
  });

  it('the create view with a login link option matches the reference layout', async () => {
    const { page, problems } = await openPage(e2e.context, loginPage({ products: ['emailMagicLinks', 'passwords'] }));
    await submitEmail(page, unique('new'));
    await widget(page).getByRole('heading', { name: 'Choose how you would like to create your account.' }).waitFor();
    await typeNewPassword(page, STRONG);
    await page.locator('[data-tone="strong"]').waitFor();
    await record(page, 'password-create-with-link');
    expect(problems).toEqual([]);
  });

  it('a passwordless user gets a reset email when passwords is the only email product', async () => {
    const email = unique('pl-reset');
    await passwordlessUser(email);
    const { page, problems } = await openPage(e2e.context, loginPage({ products: ['passwords'] }));
    await submitEmail(page, email);
    await widget(page).getByRole('heading', { name: 'Check your email to set a password' }).waitFor();
    await record(page, 'password-set-new');
    const message = await waitForMessage(e2e.provider.url, email);
    expect(message.link).toMatch(/stytch_token_type=reset_password/);
    expect(problems).toEqual([]);
  });

  it('a passwordless user gets a magic link when magic links are configured', async () => {
    const email = unique('pl-link');
    await passwordlessUser(email);
    const { page, problems } = await openPage(e2e.context, loginPage({ products: ['emailMagicLinks', 'passwords'] }));
    // The send is held until the passwordless view has been checked, so the test sees it before it moves on.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/sdk/v1/magic_links/email/login_or_create', async (route) => {
      await released;
      await route.continue();
    });
    await submitEmail(page, email);
    await widget(page).getByRole('heading', { name: 'Log in without a password' }).waitFor();
    await record(page, 'password-passwordless');
    release();
    await widget(page).getByRole('heading', { name: 'Check your email' }).waitFor();
    await widget(page).getByText(`An email was sent to ${email}.`).waitFor();
    const message = await waitForMessage(e2e.provider.url, email);
    expect(message.link).toMatch(/stytch_token_type=magic_links/);
    await record(page, 'password-passwordless-link-sent');
    await widget(page).getByRole('button', { name: 'Create a password instead' }).click();
    await widget(page).getByRole('heading', { name: 'Check your email to set a password' }).waitFor();
    expect((await waitForMessage(e2e.provider.url, email)).link).toMatch(/stytch_token_type=reset_password/);
    expect(problems).toEqual([]);
  });

  it('a passwordless user gets an email code when email is an OTP method', async () => {
    const email = unique('pl-code');
    await passwordlessUser(email);
    const { page, problems } = await openPage(e2e.context, loginPage({ products: ['passwords', 'otp'], otpOptions: { methods: ['sms', 'email'] } }));
    await widget(page).getByRole('tab', { name: 'Email' }).click();
    await submitEmail(page, email);
    await widget(page).getByRole('heading', { name: 'Enter passcode' }).waitFor();
    const message = await waitForMessage(e2e.provider.url, email);
    expect(message.code).toMatch(/^\d{6}$/);
    expect(problems).toEqual([]);
  });

  it('a password flagged for reset leads to PasswordBreached and a reset email', async () => {
    const email = unique('flagged');
    await fetch(`${e2e.provider.url}/sdk/v1/passwords`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Basic ${Buffer.from(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`).toString('base64')}`,
      },
      body: JSON.stringify({ email, password: STRONG }),
    });
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
    await widget(page).getByRole('heading', { name: 'Check your email to set a new password' }).waitFor();
    await record(page, 'password-breached');
    expect((await waitForMessage(e2e.provider.url, email)).link).toMatch(/stytch_token_type=reset_password/);
    // The provider's reset_password answer to the flagged password is what leads to PasswordBreached.
    expect(problems).toEqual(['HTTP 400 /sdk/v1/passwords/authenticate']);
  });

  it('the dedupe screen (a create answered reset_password only happens in a race with another sign-up, so that answer is simulated)', async () => {
    const email = unique('dedupe');
    await fetch(`${e2e.provider.url}/sdk/v1/passwords`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Basic ${Buffer.from(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`).toString('base64')}`,
      },
      body: JSON.stringify({ email, password: STRONG }),
    });
    const resetPassword = {
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        status_code: 400,
        error_type: 'reset_password',
        error_message: 'The password must be reset.',
        error_url: '',
        request_id: 'r',
      }),
    };
    const { page, problems } = await openPage(e2e.context, loginPage({ products: ['passwords'] }));
    await page.route('**/sdk/v1/users/search', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: { userType: 'new', request_id: 'r', status_code: 200 } }),
      }),
    );
    await page.route('**/sdk/v1/passwords', (route) => route.fulfill(resetPassword));
    await submitEmail(page, email);
    await typeNewPassword(page, NEWER);
    const continueButton = widget(page).getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => continueButton.isDisabled()).toBe(false);
    await continueButton.click();
    await widget(page).getByRole('heading', { name: 'Check your email to set a password' }).waitFor();
    await record(page, 'password-dedupe');
    // The simulated reset_password answer to the create.
    expect(problems).toEqual(['HTTP 400 /sdk/v1/passwords']);
  });
});
