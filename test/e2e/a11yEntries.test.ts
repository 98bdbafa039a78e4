import type { Page } from 'playwright-core';
import { OAUTH_PROVIDER_TYPES } from '../../core/api/oauth.js';
import { describe, expect, it } from 'vitest';
import { checkScreen } from './support/a11y.js';
import { addVirtualAuthenticator } from './support/authenticator.js';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { openPage } from './support/page.js';
import { installEthereumWallet, installSolanaWallet } from './support/wallets.js';

// The same checks as a11y.test.ts over the products that leave the page or need a device (OAuth, crypto wallets,
// passkeys) and over the other entry points: reset password, passkey registration, the identity provider.

const OAUTH = {
  products: ['oauth', 'emailMagicLinks'],
  oauthOptions: {
    providers: OAUTH_PROVIDER_TYPES.map((type) => ({ type })),
  },
};
const oauthPath = `/?config=${encodeURIComponent(JSON.stringify(OAUTH))}`;
const e2e = useE2E({
  provider: {
    config: {
      pkceRequiredForOauth: true,
      oauthRedirectUrls: { login: [`{origin}${oauthPath}`, '{origin}/'], signup: [`{origin}${oauthPath}`, '{origin}/'] },
    },
  },
});

const STRONG = 'violet-harbor-lantern-42';
const unique = (name: string) => `${name}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const loginPage = (config: Record<string, unknown>) => `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(config))}`;
const widget = (page: Page) => page.getByTestId('latch');
const heading = (page: Page, name: string) => widget(page).getByRole('heading', { name, exact: true }).waitFor({ timeout: 15_000 });
const signedIn = (page: Page) => page.locator('#signed-in').waitFor({ timeout: 15_000 });

const sdk = (route: string, body: unknown) =>
  fetch(`${e2e.provider.url}/sdk/v1${route}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${Buffer.from(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`).toString('base64')}`,
    },
    body: JSON.stringify(body),
  });

/** Signs in on a login page with the email-code product by a code from the developer inbox. */
async function signInByCode(page: Page, email: string) {
  await widget(page).getByRole('textbox', { name: 'Email' }).fill(email);
  await widget(page).getByRole('button', { name: 'Continue with email' }).click();
  await widget(page).getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
  await page.keyboard.type((await waitForMessage(e2e.provider.url, email)).code!);
}

describe('every screen of OAuth, crypto wallets and passkeys', () => {
  it('OAuth: nineteen buttons, the return with Success, a cancelled consent, a refused PKCE verifier', async () => {
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}${oauthPath}`);
    await widget(page).getByRole('button', { name: 'Continue with Yahoo' }).waitFor();
    const failures = await checkScreen(page, 'oauth-main');
    await widget(page).getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('button', { name: /^Continue as Grace Hopper/ }).click();
    await heading(page, 'Success');
    failures.push(...(await checkScreen(page, 'oauth-success', { focus: 'h1 Success' })));
    await page.locator('#logout').click();
    await page.locator('#session-panel').waitFor({ state: 'hidden' });

    await page.goto(`${e2e.provider.url}${oauthPath}`);
    await widget(page).getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    const cancelled = 'The social sign-in was cancelled. Choose a way to log in to try again.';
    await widget(page).getByText(cancelled).waitFor({ timeout: 15_000 });
    failures.push(...(await checkScreen(page, 'oauth-cancelled', { announced: [cancelled] })));

    await widget(page).getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.waitForURL(/\/_dev\/oauth\/github\/consent/);
    await page.evaluate((key) => localStorage.setItem(key, 'f'.repeat(128)), `stytch_sdk_state_${e2e.provider.publicToken}::PKCE_VERIFIER:oauth`);
    await page.getByRole('button', { name: /^Continue as Ada Lovelace/ }).click();
    await heading(page, 'Sign-in failed');
    failures.push(...(await checkScreen(page, 'oauth-failed', { focus: 'h1 Sign-in failed', announced: ['The code_verifier does not match'] })));
    expect(failures).toEqual([]);
    expect(problems).toEqual(['HTTP 400 /sdk/v1/oauth/authenticate']);
  });

  it('OAuth: the embedded Google One Tap prompt', async () => {
    const config = {
      products: ['oauth'],
      oauthOptions: {
        providers: [{ type: 'google', one_tap: true, position: 'forceLegacyEmbedded' }],
        googleOneTapScriptURL: `${e2e.provider.url}/demo/assets/fake-gsi.js`,
      },
    };
    const { page, problems } = await openPage(e2e.context, loginPage(config));
    await page.locator('#latch [data-fake-gsi="embedded"]').waitFor();
    expect(await checkScreen(page, 'oauth-one-tap')).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('crypto: Main, Connect your wallet, Sign the message, Success, then the error after a refused signature', async () => {
    const wallet = await installEthereumWallet(e2e.context);
    const { page, problems } = await openPage(e2e.context, loginPage({ products: ['crypto', 'emailMagicLinks'] }));
    await widget(page).getByRole('button', { name: 'Continue with Metamask' }).waitFor();
    const failures = await checkScreen(page, 'crypto-main');
    const connecting = wallet.holdNext('eth_requestAccounts');
    const signing = wallet.holdNext('personal_sign');
    await widget(page).getByRole('button', { name: 'Continue with Metamask' }).click();
    await heading(page, 'Connect your wallet');
    failures.push(...(await checkScreen(page, 'crypto-connect', { focus: 'h1 Connect your wallet' })));
    connecting.release();
    await heading(page, 'Sign the message');
    failures.push(...(await checkScreen(page, 'crypto-sign', { focus: 'h1 Sign the message' })));
    signing.release();
    await heading(page, 'Success');
    failures.push(...(await checkScreen(page, 'crypto-success', { focus: 'h1 Success' })));
    await signedIn(page);
    await page.locator('#logout').click();
    await page.locator('#session-panel').waitFor({ state: 'hidden' });

    await page.reload();
    wallet.refuseNext('personal_sign');
    await widget(page).getByRole('button', { name: 'Continue with Metamask' }).click();
    await heading(page, 'Looks like there was an error!');
    failures.push(
      ...(await checkScreen(page, 'crypto-error', { focus: 'h1 Looks like there was an error!', announced: ['[Error] Could not sign message'] })),
    );
    expect(failures).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('crypto: more wallets than fit, Other crypto wallets, and Set up a new crypto wallet', async () => {
    await installEthereumWallet(e2e.context, { announce: { name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' } });
    await installEthereumWallet(e2e.context, { announce: { name: 'Binance Wallet', rdns: 'com.binance.wallet' } });
    await installEthereumWallet(e2e.context, { announce: { name: 'Rabby', rdns: 'io.rabby' } });
    await installEthereumWallet(e2e.context);
    await installSolanaWallet(e2e.context);
    await installSolanaWallet(e2e.context, { isPhantom: false });
    const { page, problems } = await openPage(e2e.context, loginPage({ products: ['crypto'] }));
    await widget(page).getByRole('button', { name: 'Continue with other Crypto Wallet' }).click();
    await heading(page, 'Other crypto wallets');
    const failures = await checkScreen(page, 'crypto-other', { focus: 'h1 Other crypto wallets' });
    await widget(page).getByRole('button', { name: 'Set up a new crypto wallet' }).click();
    await heading(page, 'Set up a new crypto wallet');
    failures.push(...(await checkScreen(page, 'crypto-setup', { focus: 'h1 Set up a new crypto wallet' })));
    expect(failures).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('passkeys: the registration entry without a user, then with one: start, success, rename, delete warning; the passkey login and its Success', async () => {
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/passkeys`);
    await widget(page).getByRole('alert').waitFor();
    const failures = await checkScreen(page, 'passkey-no-user', {
      announced: ['Cannot use PasskeyRegistration component without active user authenticated.'],
    });
    const email = unique('a11y-pk');
    await page.goto(loginPage({ products: ['passkeys', 'otp'], otpOptions: { methods: ['email'] } }));
    await signInByCode(page, email);
    await signedIn(page);
    const authenticator = await addVirtualAuthenticator(page, { login: 'autofill' });
    await page.goto(`${e2e.provider.url}/passkeys`);
    await widget(page).getByRole('button', { name: 'Create a Passkey' }).waitFor();
    failures.push(...(await checkScreen(page, 'passkey-start')));
    await widget(page).getByRole('button', { name: 'Create a Passkey' }).click();
    await heading(page, 'Passkey successfully created!');
    failures.push(...(await checkScreen(page, 'passkey-success', { focus: 'h1 Passkey successfully created!' })));
    await widget(page).getByRole('button', { name: 'Rename Passkey 1' }).click();
    failures.push(...(await checkScreen(page, 'passkey-rename', { focus: 'input Passkey name' })));
    await widget(page).getByRole('button', { name: 'Cancel' }).click();
    await widget(page).getByRole('button', { name: 'Delete Passkey 1' }).click();
    failures.push(
      ...(await checkScreen(page, 'passkey-delete-warning', {
        focus: 'button Delete',
        announced: ['Once deleted, the passkey cannot be restored.'],
      })),
    );
    await widget(page).getByRole('button', { name: 'Cancel' }).click();
    await page.locator('#logout').click();
    await page.locator('#session-panel').waitFor({ state: 'hidden' });

    const [credential] = await authenticator.credentials();
    const other = await e2e.context.browser()!.newContext();
    try {
      const again = await openPage(other, 'about:blank');
      await (await addVirtualAuthenticator(again.page, { login: 'button' })).add(credential!);
      await again.page.goto(loginPage({ products: ['passkeys', 'otp'], otpOptions: { methods: ['email'] } }));
      await widget(again.page).getByRole('button', { name: 'Login with a Passkey' }).waitFor();
      failures.push(...(await checkScreen(again.page, 'passkey-main')));
      await widget(again.page).getByRole('button', { name: 'Login with a Passkey' }).click();
      await heading(again.page, 'Success');
      failures.push(...(await checkScreen(again.page, 'passkey-login-success', { focus: 'h1 Success' })));
      expect(again.problems).toEqual([]);
    } finally {
      await other.close();
    }
    expect(failures).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('every screen of the other entry points', () => {
  it('reset password: the form from the inbox link (the account named), its meter, Success; the used link again and a new link asked for', async () => {
    const email = unique('a11y-reset');
    expect((await sdk('/passwords', { email, password: STRONG })).status).toBe(200);
    expect((await sdk('/passwords/email/reset/start', { email })).status).toBe(200);
    const { link } = await waitForMessage(e2e.provider.url, email);
    // As after a reset asked for in this browser: the form names the account for password managers.
    const resetEmailKey = `stytch_sdk_state_${e2e.provider.publicToken}::RESET_EMAIL`;
    const { page, problems } = await openPage(e2e.context, link!, {
      beforeGoto: (p) => p.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [resetEmailKey, email]),
    });
    await heading(page, 'Set a new password');
    expect(await widget(page).getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    await widget(page).getByLabel('New password', { exact: true }).fill('abc');
    await widget(page).getByRole('meter').waitFor();
    const failures = await checkScreen(page, 'reset-form');
    await widget(page).getByLabel('New password', { exact: true }).fill('copper-meadow-quartz-77');
    const continueButton = widget(page).getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => continueButton.isDisabled()).toBe(false);
    await continueButton.click();
    await heading(page, 'Success');
    failures.push(...(await checkScreen(page, 'reset-success', { focus: 'h1 Success' })));

    await page.goto(link!);
    await heading(page, 'Set a new password');
    await widget(page).getByLabel('New password', { exact: true }).fill('amber-valley-signal-19');
    await expect.poll(() => continueButton.isDisabled()).toBe(false);
    await continueButton.click();
    await widget(page).getByRole('alert').waitFor();
    failures.push(
      ...(await checkScreen(page, 'reset-used-link', {
        focus: 'h1 Get a new reset link',
        announced: [(await widget(page).getByRole('alert').textContent())!],
      })),
    );
    await widget(page).getByRole('button', { name: 'Email me a new link' }).click();
    await heading(page, 'Check your email');
    failures.push(...(await checkScreen(page, 'reset-new-link-sent', { focus: 'h1 Check your email' })));
    expect(failures).toEqual([]);
    expect(problems.filter((p) => !p.startsWith('HTTP 4'))).toEqual([]);
  });

  it('identity provider: log in first, the consent, Deny; logout and its No; a missing parameter', async () => {
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/rp`);
    await page.locator('#rp-signin').click();
    await page.waitForURL(/\/idp\/authorize\?/);
    const noSession = 'No active session detected. Please log in to continue.';
    await widget(page).getByText(noSession).waitFor();
    const failures = await checkScreen(page, 'idp-login-first', { announced: [noSession] });
    await signInByCode(page, unique('a11y-idp'));
    const consent = 'Sign in to Demo relying party with Latch local project';
    await heading(page, consent);
    failures.push(...(await checkScreen(page, 'idp-consent', { focus: `h1 ${consent}` })));
    await page.evaluate(() => {
      // Deny ends in a form post that leaves the page; it is held so the message can be checked first.
      HTMLFormElement.prototype.submit = () => undefined;
    });
    await widget(page).getByRole('button', { name: 'Deny' }).click();
    failures.push(...(await checkScreen(page, 'idp-denied', { announced: ['Access to the application was denied.'], noWalk: true })));

    const logoutUrl = `${e2e.provider.url}/idp/logout?${new URLSearchParams({ client_id: 'demo-relying-party', post_logout_redirect_uri: `${e2e.provider.url}/rp`, state: 's' })}`;
    await page.goto(logoutUrl);
    await heading(page, 'Log out?');
    failures.push(...(await checkScreen(page, 'idp-logout')));
    await widget(page).getByRole('button', { name: 'No' }).click();
    await widget(page).getByText('You have not been logged out. You may close this page.').waitFor();
    failures.push(...(await checkScreen(page, 'idp-logout-declined')));

    await page.goto(`${e2e.provider.url}/idp/authorize?client_id=demo-relying-party&response_type=code`);
    const missing = 'Required parameter is missing: redirect_uri. Please reach out to the application developer.';
    await widget(page).getByText(missing).waitFor();
    failures.push(...(await checkScreen(page, 'idp-missing-parameter', { announced: [missing] })));
    expect(failures).toEqual([]);
    expect(problems).toEqual([]);
  });
});
