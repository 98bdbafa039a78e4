import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { describeFocus } from './support/a11y.js';
import { addVirtualAuthenticator } from './support/authenticator.js';
import { axeViolations } from './support/axe.js';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { openPage } from './support/page.js';
import { screensDir } from './support/screens.js';
import { installEthereumWallet } from './support/wallets.js';

// The account entry against the local provider, by keyboard alone (Tab, typing, Enter, Escape; no click, no fill):
// one test per group of sections, each starting from a user signed up through the provider's API whose session the
// page only knows from its cookie (so the entry must ask the provider about it).

const e2e = useE2E();
const STRONG = 'violet-harbor-lantern-42';
const unique = (name: string) => `${name}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const widget = (page: Page) => page.locator('[data-latch]');
const section = (page: Page, name: string) => widget(page).getByRole('region', { name });
const shot = (page: Page, name: string) => widget(page).screenshot({ path: path.join(screensDir, `${name}.png`) });

/** Signs up with a password through the provider's API and gives the browser its session cookie, as a login elsewhere would. */
async function signedIn(email: string) {
  const auth = `Basic ${Buffer.from(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`).toString('base64')}`;
  const created = await fetch(`${e2e.provider.url}/sdk/v1/passwords`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: auth },
    body: JSON.stringify({ email, password: STRONG, session_duration_minutes: 60 }),
  });
  expect(created.status).toBe(200);
  const { data } = (await created.json()) as { data: { session_token: string; session_jwt: string; user_id: string } };
  await e2e.context.addCookies([
    { name: 'stytch_session', value: data.session_token, url: e2e.provider.url },
    { name: 'stytch_session_jwt', value: data.session_jwt, url: e2e.provider.url },
  ]);
  return data;
}

/** The demo's account page with this config; its events are kept for the test to read. */
async function openAccount(config: Record<string, unknown>) {
  const opened = await openPage(e2e.context, `${e2e.provider.url}/account?config=${encodeURIComponent(JSON.stringify(config))}`);
  /** The `change` of each ACCOUNT_CHANGE the demo page logged, in order. */
  const events: string[] = [];
  opened.page.on('console', (message) => {
    if (!message.text().startsWith('[latch event]')) return;
    // A message still being read when the test closes its page is past what the test waits for.
    void message
      .args()[1]
      ?.jsonValue()
      .then(
        (event: { type: string; data?: { change?: string } }) => event.type === 'ACCOUNT_CHANGE' && events.push(event.data!.change!),
        () => undefined,
      );
  });
  await widget(opened.page)
    .getByRole('heading', { level: 1 })
    .waitFor()
    .catch((error: unknown) => {
      throw new Error(`The account page did not open: ${opened.problems.join('; ')}`, { cause: error });
    });
  return { ...opened, events };
}

/** Presses Tab until the focused element is `wanted` (as describeFocus words it); fails if it never comes. */
async function tabTo(page: Page, wanted: string, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 60; presses++) {
    if ((await describeFocus(page)) === wanted) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${wanted} (focus is on ${await describeFocus(page)})`);
}

/** Types into the field Tab reaches, replacing what it held. */
async function typeInto(page: Page, field: string, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Tabs to the button or field and presses Enter. */
async function press(page: Page, wanted: string) {
  await tabTo(page, wanted);
  await page.keyboard.press('Enter');
}

/** A removal confirmed as a passkey delete: the row's button, then the confirmation's, which takes focus. */
async function removeConfirmed(page: Page, row: string, confirm = 'button Remove') {
  await press(page, row);
  await expect.poll(() => describeFocus(page)).toBe(confirm);
  await page.keyboard.press('Enter');
}

const CONTACTS = { products: ['otp'], otpOptions: { methods: ['email', 'sms'] }, accountOptions: { signInUrl: '/' } };

describe('the account entry, end to end', () => {
  it('name, emails and phones: save the name, add an email and a phone with codes (a wrong one first), remove one after Escape', async () => {
    const email = unique('acct-contacts');
    await signedIn(email);
    const { page, problems, events } = await openAccount(CONTACTS);
    await section(page, 'Name').waitFor();
    await shot(page, 'account-contacts');
    expect(await axeViolations(page)).toEqual([]);

    await typeInto(page, 'input First name', 'Ada');
    await page.keyboard.press('Enter');
    await widget(page).getByText('Your name is saved.').waitFor();

    const added = unique('acct-added');
    await typeInto(page, 'input New email address', added);
    await page.keyboard.press('Enter');
    await expect.poll(() => describeFocus(page)).toBe('input Digit 1 of 6');
    await page.keyboard.type((await waitForMessage(e2e.provider.url, added)).code!);
    await section(page, 'Email addresses').getByText(added).waitFor();
    // Back from the code, focus returns to the address field; the list may show the address a render before that.
    await expect.poll(() => describeFocus(page)).toBe('input New email address');

    await typeInto(page, 'input New phone number', '+1 415 555 0142');
    await page.keyboard.press('Enter');
    await expect.poll(() => describeFocus(page)).toBe('input Digit 1 of 6');
    await page.keyboard.type('000000');
    await section(page, 'Phone numbers').getByText('Invalid passcode, please try again.').waitFor();
    await page.keyboard.type((await waitForMessage(e2e.provider.url, '+14155550142')).code!);
    await section(page, 'Phone numbers').getByText('+14155550142').waitFor();
    await expect.poll(() => describeFocus(page)).toBe('input New phone number');

    // The first address goes, after its confirmation; Escape first, which keeps it.
    await tabTo(page, `button Remove ${email}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => describeFocus(page)).toBe('button Remove');
    await page.keyboard.press('Escape');
    await expect.poll(() => describeFocus(page)).toBe(`button Remove ${email}`);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => section(page, 'Email addresses').getByText(email, { exact: true }).count()).toBe(0);
    await shot(page, 'account-contacts-changed');
    expect(await axeViolations(page)).toEqual([]);
    await expect.poll(() => events).toEqual(['name_updated', 'email_added', 'phone_added', 'email_removed']);
    expect(problems.filter((p) => !/HTTP 404 \/sdk\/v1\/otps\/authenticate/.test(p))).toEqual([]);
  });

  it('passkeys: the registration entry’s list in the account, Set up another, rename, delete', async () => {
    await signedIn(unique('acct-passkeys'));
    const { page, problems, events } = await openAccount({ products: ['passkeys', 'otp'], otpOptions: { methods: ['email'] } });
    await addVirtualAuthenticator(page, { login: 'button' });
    await section(page, 'Passkeys').getByText('No Passkeys yet.').waitFor();
    await press(page, 'button Set up another');
    const row = section(page, 'Passkeys').getByRole('listitem');
    await row.waitFor();
    const made = (await row.locator('span[dir="auto"]').textContent())!;
    await press(page, `button Rename ${made}`);
    await expect.poll(() => describeFocus(page)).toBe('input Passkey name');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Work laptop');
    await page.keyboard.press('Enter');
    await section(page, 'Passkeys').getByText('Work laptop').waitFor();
    await shot(page, 'account-passkeys');
    expect(await axeViolations(page)).toEqual([]);
    await removeConfirmed(page, 'button Delete Work laptop', 'button Delete');
    await section(page, 'Passkeys').getByText('No Passkeys yet.').waitFor();
    await expect.poll(() => events).toEqual(['passkey_added', 'passkey_renamed', 'passkey_removed']);
    expect(problems).toEqual([]);
  });

  it('connected accounts: connect GitHub through the start with an attach token, back on the page; disconnect it', async () => {
    await signedIn(unique('acct-oauth'));
    const { page, problems } = await openAccount({ products: ['oauth'], oauthOptions: { providers: [{ type: 'github' }] } });
    await section(page, 'Connected accounts').getByText('No account connected yet.').waitFor();
    await press(page, 'button Connect GitHub');
    await page.getByRole('heading', { name: /with GitHub/ }).waitFor();
    await tabTo(page, 'input Email');
    await page.keyboard.type(unique('octo'));
    await page.keyboard.press('Enter');
    // Back on the account page (its default config lists OAuth too): the section finishes the return with the session.
    await section(page, 'Connected accounts').getByText('GitHub is connected.').or(widget(page).getByText('GitHub is connected.')).waitFor();
    await section(page, 'Connected accounts').getByRole('listitem').getByText('GitHub').waitFor();
    expect(new URL(page.url()).searchParams.get('token')).toBeNull();
    await shot(page, 'account-connected');
    expect(await axeViolations(page)).toEqual([]);
    await removeConfirmed(page, 'button Remove GitHub');
    await section(page, 'Connected accounts').getByText('GitHub is disconnected.').or(widget(page).getByText('GitHub is disconnected.')).waitFor();
    expect(problems).toEqual([]);
  });

  it('wallets: add the wallet in the browser with a signed challenge; a refused signature adds nothing; remove it', async () => {
    const wallet = await installEthereumWallet(e2e.context);
    await signedIn(unique('acct-wallet'));
    const { page, problems, events } = await openAccount({ products: ['crypto'] });
    wallet.refuseNext('personal_sign');
    await press(page, 'button Add Metamask');
    await section(page, 'Wallets').getByText('Metamask did not sign the message, so the wallet was not added. Try again.').waitFor();
    expect(await section(page, 'Wallets').getByText('No wallet yet.').count()).toBe(1);
    await page.keyboard.press('Enter');
    const short = `${wallet.address.toLowerCase().slice(0, 8)}…${wallet.address.toLowerCase().slice(-6)}`;
    await section(page, 'Wallets').getByText(short).waitFor();
    expect(wallet.signed).toHaveLength(1);
    await shot(page, 'account-wallets');
    expect(await axeViolations(page)).toEqual([]);
    await removeConfirmed(page, `button Remove ${short}`);
    await section(page, 'Wallets').getByText('No wallet yet.').waitFor();
    await expect.poll(() => events).toEqual(['wallet_added', 'wallet_removed']);
    expect(problems).toEqual([]);
  });

  it('password: a visitor signed in with GitHub confirms it is them by a code, sets a password with the meter, then changes it', async () => {
    const email = unique('acct-password');
    const config = { products: ['passwords', 'otp', 'oauth'], otpOptions: { methods: ['email'] }, oauthOptions: { providers: [{ type: 'github' }] } };
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(config))}`);
    await press(page, 'button Continue with GitHub');
    await page.getByRole('heading', { name: /with GitHub/ }).waitFor();
    await tabTo(page, 'input Email');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await page.locator('#signed-in').waitFor();
    await page.goto(
      `${e2e.provider.url}/account?config=${encodeURIComponent(JSON.stringify({ ...config, accountOptions: { sections: ['password'] } }))}`,
    );
    await section(page, 'Password')
      .getByText(/this change needs a sign-in from the last 5 minutes/)
      .waitFor();
    await press(page, `button Email a code to ${email}`);
    await expect.poll(() => describeFocus(page)).toBe('input Digit 1 of 6');
    await page.keyboard.type((await waitForMessage(e2e.provider.url, email)).code!);
    await widget(page).getByText('Thank you: it is you. You can go on.').waitFor();
    await typeInto(page, 'input New password', 'short');
    await section(page, 'Password').getByRole('button', { name: 'Set password', disabled: true }).waitFor();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(STRONG);
    await section(page, 'Password').getByRole('button', { name: 'Set password', disabled: false }).waitFor();
    await page.keyboard.press('Enter');
    await widget(page).getByText('Your password is set.').waitFor();
    await typeInto(page, 'input Current password', 'not the password');
    await typeInto(page, 'input New password', `${STRONG}-renewed`);
    await section(page, 'Password').getByRole('button', { name: 'Change password', disabled: false }).waitFor();
    await page.keyboard.press('Enter');
    await section(page, 'Password').getByText('The current password is not right. Nothing was changed.').waitFor();
    await typeInto(page, 'input Current password', STRONG);
    await press(page, 'button Change password');
    await widget(page).getByText('Your password is changed.').waitFor();
    await shot(page, 'account-password');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.filter((p) => !/HTTP 401 \/sdk\/v1\/passwords\/existing_password\/reset/.test(p))).toEqual([]);
  });

  it('two-step verification: set up an authenticator app through the second factor’s screens, then remove it', async () => {
    await signedIn(unique('acct-mfa'));
    const { page, problems, events } = await openAccount({ products: ['passwords', 'mfa'] });
    await press(page, 'button Set up an authenticator app');
    await widget(page).getByRole('heading', { name: 'Set up your authenticator app' }).waitFor();
    const secret = (await widget(page).getByLabel('Setup key').textContent())!.replace(/\s/g, '');
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    await tabTo(page, 'input Digit 1 of 6');
    await page.keyboard.type(totp.generate());
    await widget(page).getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    await press(page, 'button I have saved them');
    await section(page, 'Two-step verification').getByText('Signing in asks for a code from your authenticator app.').waitFor();
    await shot(page, 'account-two-step');
    expect(await axeViolations(page)).toEqual([]);
    // The session proved the app while setting it up, which the provider asks of a removal: it goes at once.
    await removeConfirmed(page, 'button Remove Authenticator app');
    await section(page, 'Two-step verification')
      .getByText('Add a second step to signing in: a code from an authenticator app on your phone.')
      .waitFor();
    await expect.poll(() => events).toEqual(['totp_added', 'totp_removed']);
    expect(problems).toEqual([]);
  });

  it('the last way in is never removed, sign-out ends the session, and a visitor signed out is sent to sign in', async () => {
    const email = unique('acct-last');
    await signedIn(email);
    const { page, problems, events } = await openAccount({ ...CONTACTS, accountOptions: { sections: ['emails', 'signOut'], signInUrl: '/' } });
    await press(page, `button Remove ${email}`);
    await section(page, 'Email addresses')
      .getByText('This is the only way you can sign in, so it cannot be removed. Add another way first.')
      .waitFor();
    expect(await describeFocus(page)).toBe(`button Remove ${email}`);
    await press(page, 'button Sign out');
    await widget(page).getByRole('heading', { name: 'You are not signed in' }).waitFor();
    await shot(page, 'account-signed-out');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.locator('#signed-in').count()).toBe(0);
    await expect.poll(() => events).toEqual(['signed_out']);
    await press(page, 'a Go to sign in');
    await page.waitForURL(`${e2e.provider.url}/`);
    expect(problems).toEqual([]);
  });

  it('in Arabic: right to left, every section in the locale, axe clean, a change said in Arabic', async () => {
    await signedIn(unique('acct-ar'));
    const config = {
      products: ['otp', 'passwords', 'passkeys', 'oauth', 'crypto'],
      otpOptions: { methods: ['email', 'sms'] },
      oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
      locale: 'ar',
    };
    const { page, problems, events } = await openAccount(config);
    await widget(page).getByRole('heading', { name: 'حسابك' }).waitFor();
    await section(page, 'الحسابات المرتبطة').waitFor();
    expect(await widget(page).getAttribute('dir')).toBe('rtl');
    expect(await widget(page).getAttribute('lang')).toBe('ar');
    // No English on screen but the visitor's own data (the address) and the brands.
    const shown = (await widget(page).innerText()).replace(/[\w.+-]+@[\w.-]+/g, '');
    expect(shown.match(/[A-Za-z]{3,}/g)?.filter((word) => !['Google', 'GitHub'].includes(word)) ?? []).toEqual([]);
    await shot(page, 'account-ar');
    expect(await axeViolations(page)).toEqual([]);
    await typeInto(page, 'input الاسم الأول', 'ليلى');
    await page.keyboard.press('Enter');
    await widget(page).getByText('تم حفظ اسمك.').waitFor();
    await expect.poll(() => events).toEqual(['name_updated']);
    expect(problems).toEqual([]);
  });
});
