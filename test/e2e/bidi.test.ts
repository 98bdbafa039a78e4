import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addVirtualAuthenticator } from './support/authenticator.js';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { openPage } from './support/page.js';

/**
 * The visitor's own text (an address, a phone number, a passkey's name) may be right-to-left, or sit in a
 * right-to-left page. Unisolated, a Hebrew name reorders the sentence around it ("Rename" lands on the wrong side) and
 * an address's parts swap places. Fields that hold such text take `dir="auto"`; a sentence sets it in `<bdi>` (or an
 * element with `dir`), which the browser isolates.
 */
const e2e = useE2E();

const loginPage = (config: Record<string, unknown>) => `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(config))}`;
const widget = (page: Page) => page.getByTestId('latch');
const unique = (name: string) => `${name}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Whether the exact text is shown in an isolating element (<bdi>, or an element with a dir attribute) of its own. */
const isolated = (scope: Locator, text: string) =>
  scope.evaluate((root, wanted) => {
    const holders = [...root.querySelectorAll('*')].filter((el) => el.textContent === wanted);
    return holders.some((el) => el.tagName === 'BDI' || el.hasAttribute('dir'));
  }, text);

async function submitEmail(page: Page, email: string) {
  await widget(page).getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await widget(page).getByRole('button', { name: 'Continue with email' }).click();
}

describe("the visitor's own text is isolated from the sentence around it", () => {
  it('the email field takes dir="auto", and the phone field, whose digits have no direction of their own, dir="ltr"', async () => {
    const { page, problems } = await openPage(e2e.context, loginPage({ products: ['otp'], otpOptions: { methods: ['sms', 'email'] } }));
    await widget(page).getByRole('textbox', { name: 'Phone number' }).waitFor();
    expect(await widget(page).getByRole('textbox', { name: 'Phone number' }).getAttribute('dir')).toBe('ltr');
    await widget(page).getByRole('tab', { name: 'Email' }).click();
    expect(await widget(page).getByRole('textbox', { name: 'Email', exact: true }).getAttribute('dir')).toBe('auto');
    expect(problems).toEqual([]);
  });

  it('the address on Check your email, and the phone number on Enter passcode', async () => {
    const email = unique('bidi-eml');
    const eml = await openPage(e2e.context, loginPage({ products: ['emailMagicLinks'] }));
    await submitEmail(eml.page, email);
    await widget(eml.page).getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await isolated(widget(eml.page), email)).toBe(true);
    expect(eml.problems).toEqual([]);

    const otp = await openPage(e2e.context, loginPage({ products: ['otp'], otpOptions: { methods: ['sms'] } }));
    await widget(otp.page).getByRole('textbox', { name: 'Phone number' }).fill('2025550101');
    await widget(otp.page).getByRole('button', { name: 'Continue with text message' }).click();
    await widget(otp.page).getByRole('heading', { name: 'Enter passcode' }).waitFor();
    expect(await isolated(widget(otp.page), '+1 202 555 0101')).toBe(true);
    expect(otp.problems).toEqual([]);
  });

  it("the address on Forgot password's Check your email", async () => {
    const email = unique('bidi-pw');
    const auth = `Basic ${Buffer.from(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`).toString('base64')}`;
    await fetch(`${e2e.provider.url}/sdk/v1/passwords`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: JSON.stringify({ email, password: 'violet-harbor-lantern-42' }),
    });
    const { page, problems } = await openPage(e2e.context, loginPage({ products: ['passwords'] }));
    await submitEmail(page, email);
    await widget(page).getByRole('button', { name: 'Forgot password?' }).click();
    await widget(page).getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await isolated(widget(page), email)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('a Hebrew passkey name in the list, and the rename field', async () => {
    const email = unique('bidi-pk');
    const { page, problems } = await openPage(e2e.context, loginPage({ products: ['passkeys', 'otp'], otpOptions: { methods: ['email'] } }));
    await submitEmail(page, email);
    await widget(page).getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
    await page.keyboard.type((await waitForMessage(e2e.provider.url, email)).code!);
    await page.locator('#signed-in').waitFor({ timeout: 15_000 });
    await addVirtualAuthenticator(page, { login: 'autofill' });
    await page.goto(`${e2e.provider.url}/passkeys`);
    await widget(page).getByRole('button', { name: 'Create a Passkey' }).click();
    await widget(page).getByRole('button', { name: 'Rename Passkey 1' }).click();
    const field = widget(page).getByRole('textbox', { name: 'Passkey name' });
    expect(await field.getAttribute('dir')).toBe('auto');
    const name = 'מפתח העבודה 2';
    await field.fill(name);
    await widget(page).getByRole('button', { name: 'Save' }).click();
    await widget(page)
      .getByRole('button', { name: `Rename ${name}` })
      .waitFor();
    expect(await isolated(widget(page), name)).toBe(true);
    expect(problems).toEqual([]);
  });
});
