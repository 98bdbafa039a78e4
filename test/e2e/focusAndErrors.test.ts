import { describe, expect, it } from 'vitest';
import { describeFocus } from './support/a11y.js';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { openPage } from './support/page.js';
import { OAUTH_PROVIDER_TYPES } from '../../core/api/oauth.js';

// Where focus goes, and where errors show, when a press turns a button busy or an error arrives (issue 28).

const e2e = useE2E();
const unique = (name: string) => `${name}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const loginPage = (config: Record<string, unknown>, query = '') =>
  `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(config))}${query}`;
const EMAIL_OTP = { products: ['otp'], otpOptions: { methods: ['email'] } };

describe('focus stays on the pressed control', () => {
  it('an invalid address: focus on the button (not <body>), the field described by the error', async () => {
    const { page, problems } = await openPage(e2e.context, loginPage(EMAIL_OTP));
    const field = page.getByRole('textbox', { name: 'Email' });
    await field.fill('not-an-address');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('alert').waitFor();
    expect(await describeFocus(page)).toBe('button Continue with email');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(problems).toEqual([]);
  });

  it('a provider 500: focus on the button, the field not invalid, Shift+Tab back to the field', async () => {
    const { page } = await openPage(e2e.context, loginPage(EMAIL_OTP));
    await page.route('**/sdk/v1/otps/email/login_or_create', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          status_code: 500,
          request_id: 'r',
          error_type: 'internal_server_error',
          error_message: 'Something broke.',
          error_url: '',
        }),
      }),
    );
    const field = page.getByRole('textbox', { name: 'Email' });
    await field.fill(unique('outage'));
    await field.press('Enter');
    await page.getByRole('alert').getByText('Something broke.').waitFor();
    await field.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'Continue with email' }).getAttribute('aria-busy')).toBeNull();
    expect(await describeFocus(page)).toBe('button Continue with email');
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    await page.keyboard.press('Shift+Tab');
    expect(await describeFocus(page)).toBe('input Email');
  });
});

describe('errors come into view', () => {
  it('a cancelled social sign-in under nineteen providers: the message in view, announced, and focused', async () => {
    const config = {
      products: ['oauth', 'otp'],
      oauthOptions: { providers: OAUTH_PROVIDER_TYPES.map((type) => ({ type })) },
      otpOptions: { methods: ['email'] },
    };
    const { page, problems } = await openPage(e2e.context, loginPage(config, '&stytch_token_type=oauth&error=access_denied'));
    const alert = page.locator('[data-latch] [role=alert]');
    await alert.waitFor();
    await expect
      .poll(() => alert.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight + 1 && el.getBoundingClientRect().top >= 0))
      .toBe(true);
    expect(await describeFocus(page)).toBe('div The social sign-in was cancelled. Choose a way to log in to try again.');
    expect(await page.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBeNull();
    expect(problems).toEqual([]);
  });
});

describe('the passcode screen', () => {
  it('Back keeps the typed address', async () => {
    const email = unique('back');
    const { page } = await openPage(e2e.context, loginPage(EMAIL_OTP));
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Continue with email' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
  });

  it('the resend limit: Resend unavailable with a countdown and no further requests; the boxes not invalid', async () => {
    const email = unique('limit');
    const { page } = await openPage(e2e.context, loginPage(EMAIL_OTP));
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    await waitForMessage(e2e.provider.url, email);
    let sends = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/otps/email/login_or_create')) sends++;
    });
    const resend = page.getByRole('button', { name: 'Resend code' });
    for (let i = 0; i < 6; i++) {
      await resend.click({ force: true });
      await expect.poll(async () => (await resend.getAttribute('aria-busy')) === null).toBe(true);
    }
    // Five codes a minute: the first send and four resends; the fifth resend is refused, the sixth not sent.
    await page
      .getByRole('alert')
      .getByText(/Try again in \d+ seconds/)
      .waitFor();
    expect(sends).toBe(5);
    expect(await resend.getAttribute('aria-disabled')).toBe('true');
    expect(await describeFocus(page)).toBe('button Resend code');
    const wait = page.getByText(/^available in 0:\d\d$/);
    const first = await wait.textContent();
    await expect.poll(() => wait.textContent(), { timeout: 10_000 }).not.toBe(first);
    expect(await page.getByRole('textbox', { name: 'Digit 1 of 6' }).getAttribute('aria-invalid')).toBeNull();
  });
});
