import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addVirtualAuthenticator } from './support/authenticator.js';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { openPage } from './support/page.js';
import { openStrict, refusesInnerHtml, watchStrict, type StrictRecord } from './support/strictCsp.js';
import { installEthereumWallet } from './support/wallets.js';

// The flows csp.test.ts leaves out, under the same strict policy on every document they load (the widget's pages,
// the local provider's consent and redirect pages): OAuth, the identity-provider consent, passkeys, a crypto wallet
// and the reset-password entry. Each must end where it should with no securitypolicyviolation on any page.

const OAUTH = { products: ['oauth'], oauthOptions: { providers: [{ type: 'github' }] } };
const oauthPath = `/?config=${encodeURIComponent(JSON.stringify(OAUTH))}`;
const e2e = useE2E({
  provider: {
    strictCsp: true,
    config: { pkceRequiredForOauth: true, oauthRedirectUrls: { login: [`{origin}${oauthPath}`], signup: [`{origin}${oauthPath}`] } },
  },
});

const unique = (name: string) => `${name}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const loginPage = (config: Record<string, unknown>) => `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(config))}`;
const widget = (page: Page) => page.getByTestId('latch');
const signedInAs = (page: Page, who: string) => page.locator('#signed-in').getByText(`Signed in as ${who}`).waitFor({ timeout: 15_000 });
const CODE_LOGIN = { products: ['passkeys', 'otp'], otpOptions: { methods: ['email'] } };

const sdk = (route: string, body: unknown) =>
  fetch(`${e2e.provider.url}/sdk/v1${route}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${Buffer.from(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`).toString('base64')}`,
    },
    body: JSON.stringify(body),
  });

/**
 * No violation on any page and every rendered page under the policy, no other problem; then the control: the last
 * page really refuses what the policy forbids (which reports a violation of its own, so it comes last).
 */
async function expectClean(page: Page, problems: string[], record: StrictRecord) {
  expect(record.violations).toEqual([]);
  expect(record.unprotected).toEqual([]);
  expect(problems).toEqual([]);
  expect(await refusesInnerHtml(page)).toBe(true);
}

/** Signs in on a login page with the email-code product by a code from the developer inbox. */
async function signInByCode(page: Page, email: string) {
  await widget(page).getByRole('textbox', { name: 'Email' }).fill(email);
  await widget(page).getByRole('button', { name: 'Continue with email' }).click();
  await widget(page).getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
  await page.keyboard.type((await waitForMessage(e2e.provider.url, email)).code!);
  await signedInAs(page, email);
}

describe('the remaining flows under the strict CSP', () => {
  it('OAuth: the redirect start, the consent page and the return page whose widget finishes the sign-in', async () => {
    const { page, problems, record } = await openStrict(e2e.context, `${e2e.provider.url}${oauthPath}`);
    await widget(page).getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.waitForURL(/\/_dev\/oauth\/github\/consent\?request=/);
    const email = unique('csp-oauth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Strict Person');
    await page.getByRole('button', { name: 'Continue as this user' }).click();
    await widget(page).getByRole('heading', { name: 'Success' }).waitFor({ timeout: 15_000 });
    await signedInAs(page, email);
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    // The whole round trip: each page it rendered was under the policy.
    expect(record.documents).toEqual([
      'GET / 200',
      'GET /v1/public/oauth/github/start 302',
      'GET /_dev/oauth/github/consent 200',
      'POST /_dev/oauth/github/consent 303',
      'GET / 200',
    ]);
    await expectClean(page, problems, record);
  });

  it("OAuth: Google One Tap's script loads into the page and its prompt signs in", async () => {
    const config = {
      products: ['oauth'],
      oauthOptions: {
        providers: [{ type: 'google', one_tap: true, position: 'forceLegacyEmbedded' }],
        googleOneTapScriptURL: `${e2e.provider.url}/demo/assets/fake-gsi.js`,
      },
    };
    const { page, problems, record } = await openStrict(e2e.context, loginPage(config));
    const prompt = page.locator('#latch [data-fake-gsi="embedded"]');
    const email = unique('csp-tap');
    await prompt.getByLabel('Google account email').fill(email);
    await prompt.getByRole('button', { name: `Continue as ${email}` }).click();
    await widget(page).getByRole('heading', { name: 'Success' }).waitFor({ timeout: 15_000 });
    await signedInAs(page, email);
    await expectClean(page, problems, record);
  });

  it('OTP by text message: the phone chunk with its country list, and the code', async () => {
    const { page, problems, record } = await openStrict(e2e.context, loginPage({ products: ['otp'], otpOptions: { methods: ['sms'] } }));
    await page.waitForFunction(
      () => (document.querySelector('select[aria-label="Country or region"]')?.querySelectorAll('option').length ?? 0) > 200,
    );
    await widget(page).getByLabel('Phone number').fill('2025550177');
    await widget(page).getByRole('button', { name: 'Continue with text message' }).click();
    await widget(page).getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
    await page.keyboard.type((await waitForMessage(e2e.provider.url, '+12025550177')).code!);
    await signedInAs(page, '+12025550177');
    await expectClean(page, problems, record);
  });

  it('the identity-provider consent: log in there by code, Allow, back at the relying party signed in', async () => {
    const { page, problems, record } = await openStrict(e2e.context, `${e2e.provider.url}/rp`);
    await page.locator('#rp-signin').click();
    await page.waitForURL(/\/idp\/authorize\?/);
    const email = unique('csp-idp');
    await widget(page).getByRole('textbox', { name: 'Email' }).fill(email);
    await widget(page).getByRole('button', { name: 'Continue with email' }).click();
    await widget(page).getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
    await page.keyboard.type((await waitForMessage(e2e.provider.url, email)).code!);
    await widget(page).getByRole('heading', { name: 'Sign in to Demo relying party with Latch local project' }).waitFor();
    await widget(page).getByRole('button', { name: 'Allow' }).click();
    await page.locator('#rp-who').getByText(`Signed in as ${email}`).waitFor({ timeout: 15_000 });
    await expectClean(page, problems, record);
  });

  it('passkeys: the registration entry creates one, and a fresh browser logs in with it', async () => {
    const email = unique('csp-pk');
    const { page, problems, record } = await openStrict(e2e.context, loginPage(CODE_LOGIN));
    await signInByCode(page, email);
    const authenticator = await addVirtualAuthenticator(page, { login: 'autofill' });
    await page.goto(`${e2e.provider.url}/passkeys`);
    await widget(page).getByRole('button', { name: 'Create a Passkey' }).click();
    await widget(page).getByRole('heading', { name: 'Passkey successfully created!' }).waitFor();
    await widget(page).getByRole('list').getByText('Passkey 1').waitFor();
    await expectClean(page, problems, record);

    const [credential] = await authenticator.credentials();
    const other = await e2e.context.browser()!.newContext();
    try {
      const seen = await watchStrict(other);
      const again = await openPage(other, 'about:blank');
      await (await addVirtualAuthenticator(again.page, { login: 'button' })).add(credential!);
      await again.page.goto(loginPage(CODE_LOGIN));
      await widget(again.page).getByRole('button', { name: 'Login with a Passkey' }).click();
      await widget(again.page).getByRole('heading', { name: 'Success' }).waitFor();
      await signedInAs(again.page, email);
      await expectClean(again.page, again.problems, seen);
    } finally {
      await other.close();
    }
  });

  it('passkeys: the autofill login (conditional mediation) signs in with no click', async () => {
    const email = unique('csp-pk-autofill');
    const { page, problems, record } = await openStrict(e2e.context, loginPage(CODE_LOGIN));
    await signInByCode(page, email);
    // The autofill login is what this test is about: the authenticator answers Main's conditional request by itself.
    await addVirtualAuthenticator(page, { login: 'autofill' });
    await page.goto(`${e2e.provider.url}/passkeys`);
    await widget(page).getByRole('button', { name: 'Create a Passkey' }).click();
    await widget(page).getByRole('heading', { name: 'Passkey successfully created!' }).waitFor();
    await page.locator('#logout').click();
    await page.locator('#session-panel').waitFor({ state: 'hidden' });
    await page.goto(loginPage(CODE_LOGIN));
    await widget(page).getByRole('heading', { name: 'Success' }).waitFor({ timeout: 15_000 });
    await signedInAs(page, email);
    await expectClean(page, problems, record);
  });

  it('crypto: a wallet stub signs the provider challenge and signs in', async () => {
    const wallet = await installEthereumWallet(e2e.context);
    const { page, problems, record } = await openStrict(e2e.context, loginPage({ products: ['crypto'] }));
    await widget(page).getByRole('button', { name: 'Continue with Metamask' }).click();
    await widget(page).getByRole('heading', { name: 'Success' }).waitFor();
    await page.locator('#signed-in').waitFor({ timeout: 15_000 });
    expect(wallet.calls).toEqual(['eth_requestAccounts', 'personal_sign']);
    await expectClean(page, problems, record);
  });

  it('reset password: the link from the inbox opens the entry; the new password signs in', async () => {
    const email = unique('csp-reset');
    expect((await sdk('/passwords', { email, password: 'violet-harbor-lantern-42' })).status).toBe(200);
    expect((await sdk('/passwords/email/reset/start', { email })).status).toBe(200);
    const { link } = await waitForMessage(e2e.provider.url, email);
    const { page, problems, record } = await openStrict(e2e.context, link!);
    await widget(page).getByRole('heading', { name: 'Set a new password' }).waitFor();
    await widget(page).getByLabel('New password', { exact: true }).fill('copper-meadow-quartz-77');
    await widget(page).getByRole('meter', { name: 'Password strength' }).waitFor();
    const continueButton = widget(page).getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => continueButton.isDisabled()).toBe(false);
    await continueButton.click();
    await widget(page).getByRole('heading', { name: 'Success' }).waitFor();
    await signedInAs(page, email);
    await expectClean(page, problems, record);
  });
});
