import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addVirtualAuthenticator, type StoredCredential } from './support/authenticator.js';
import { axeViolations } from './support/axe.js';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { openPage } from './support/page.js';
import { screensDir } from './support/screens.js';

const e2e = useE2E();

const CONFIG = { products: ['passkeys', 'otp'], otpOptions: { methods: ['email'] } };
const loginUrl = () => `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(CONFIG))}`;
const passkeysUrl = () => `${e2e.provider.url}/passkeys`;
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(screensDir, `${name}.png`) });
const widget = (page: Page) => page.locator('[data-latch]');
const signedInAs = (page: Page, who: string) => page.locator('#signed-in').getByText(`Signed in as ${who}`).waitFor({ timeout: 15_000 });
const alertIn = (page: Page) => widget(page).getByRole('alert');
/** Whether `first` comes before `second` in the page. */
const precedes = async (first: Locator, second: Locator) =>
  (await first.evaluate(
    (a, b) => !!(a.compareDocumentPosition(b as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    await second.elementHandle(),
  )) as boolean;

const NOT_FOUND = 'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.';
const ALREADY =
  'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.';
const NO_USER = 'Error: Cannot use PasskeyRegistration component without active user authenticated.';

/** Signs in on the login page with a code from the developer inbox. */
async function signInByEmail(page: Page, email: string) {
  await widget(page).getByLabel('Email').fill(email);
  await widget(page).getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
  const message = await waitForMessage(e2e.provider.url, email);
  await page.keyboard.type(message.code!);
  await page.getByRole('heading', { name: 'Success' }).waitFor();
  await signedInAs(page, email);
}

/** Creates a passkey on the registration page; the page must be signed in and hold an authenticator. */
async function createPasskey(page: Page) {
  await page.goto(passkeysUrl());
  await widget(page).getByRole('button', { name: 'Create a Passkey' }).click();
  await page.getByRole('heading', { name: 'Passkey successfully created!' }).waitFor();
}

/** Another browser, as on another device: its own context, closed by the caller. */
const freshContext = () => e2e.context.browser()!.newContext();

/** A user who signed up by email and made one passkey, in a browser of its own; returns the passkey to carry elsewhere. */
async function userWithPasskey(email: string): Promise<StoredCredential> {
  const context = await freshContext();
  try {
    const { page, problems } = await openPage(context, loginUrl());
    await signInByEmail(page, email);
    const authenticator = await addVirtualAuthenticator(page, { login: 'autofill' });
    await createPasskey(page);
    expect(problems).toEqual([]);
    const [credential] = await authenticator.credentials();
    return credential!;
  } finally {
    await context.close();
  }
}

/** The login page in `context`, with `credential` in its authenticator when given. */
async function loginPageWith(context: BrowserContext, credential: StoredCredential | undefined, options: { autofill: boolean }) {
  const opened = await openPage(context, 'about:blank');
  const authenticator = await addVirtualAuthenticator(opened.page, { login: options.autofill ? 'autofill' : 'button' });
  if (credential) await authenticator.add(credential);
  const calls: string[] = [];
  opened.page.on('request', (request) => calls.push(new URL(request.url()).pathname));
  await opened.page.goto(loginUrl());
  return { ...opened, authenticator, calls };
}

describe('passkeys, end to end with a virtual authenticator', () => {
  it('the registration entry without a session shows its error, and the demo page says how to sign in', async () => {
    const { page, problems } = await openPage(e2e.context, passkeysUrl());
    await alertIn(page).getByText(NO_USER).waitFor();
    expect(await widget(page).getByRole('button').count()).toBe(0);
    expect(await page.locator('#demo-note').textContent()).toMatch(/log in on the "Log in" page first/);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'passkey-registration-no-user');
    expect(problems).toEqual([]);
  });

  it('signs in by email, registers a passkey, renames it, refuses the same authenticator twice, logs out', async () => {
    const email = 'pk-register@example.com';
    const { page, problems } = await openPage(e2e.context, loginUrl());
    await signInByEmail(page, email);
    const authenticator = await addVirtualAuthenticator(page, { login: 'autofill' });

    await page.goto(passkeysUrl());
    await page.getByRole('heading', { name: 'Set up a new Passkey' }).waitFor();
    await widget(page).getByRole('button', { name: 'Create a Passkey' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'passkey-registration-start');

    await widget(page).getByRole('button', { name: 'Create a Passkey' }).click();
    await page.getByRole('heading', { name: 'Passkey successfully created!' }).waitFor();
    const list = widget(page).getByRole('list');
    await list.getByText('Passkey 1').waitFor();
    const [credential] = await authenticator.credentials();
    expect(credential).toMatchObject({ rpId: 'localhost', isResidentCredential: true });
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'passkey-registration-success');

    await widget(page).getByRole('button', { name: 'Rename Passkey 1' }).click();
    const field = widget(page).getByLabel('Passkey name');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('id'))).toBe(await field.getAttribute('id'));
    await field.fill('Work laptop');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'passkey-rename');
    await widget(page).getByRole('button', { name: 'Save' }).click();
    await list.getByText('Work laptop').waitFor();
    // The new name is the provider's now, not only the screen's.
    await page.reload();
    await widget(page).getByRole('button', { name: 'Skip' }).click();
    await widget(page).getByRole('list').getByText('Work laptop').waitFor();

    await widget(page).getByRole('button', { name: 'Set up another' }).click();
    await widget(page).getByRole('button', { name: 'Create a Passkey' }).click();
    await alertIn(page).getByText(ALREADY).waitFor();
    expect(await authenticator.credentials()).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'passkey-already-registered');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.locator('#signed-in').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('logs in with the button in a fresh browser that has the passkey but no passkey autofill', async () => {
    const email = 'pk-button@example.com';
    const credential = await userWithPasskey(email);
    const { page, problems } = await loginPageWith(e2e.context, credential, { autofill: false });
    const button = widget(page).getByRole('button', { name: 'Login with a Passkey' });
    await button.waitFor();
    // First on Main: before the email field.
    expect(await precedes(button, widget(page).getByLabel('Email'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'passkey-main-button');

    await button.click();
    await page.getByRole('heading', { name: 'Success' }).waitFor();
    expect(await widget(page).getByText('Your Passkey has been successfully authenticated.').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'passkey-confirmation');
    await signedInAs(page, email);
    expect(problems).toEqual([]);
  });

  it('logs in through autofill: the email field asks for passkeys, tries 5 times while none answers, then signs in with no click', async () => {
    const email = 'pk-autofill@example.com';
    const credential = await userWithPasskey(email);
    const { page, problems, authenticator, calls } = await loginPageWith(e2e.context, undefined, { autofill: true });
    const input = widget(page).getByLabel('Email');
    await input.waitFor();
    expect(await input.getAttribute('autocomplete')).toBe('username webauthn');
    const button = widget(page).getByRole('button', { name: 'Login with a Passkey' });
    await button.waitFor();
    // With autofill the form comes first and the button follows it.
    expect(await precedes(input, button)).toBe(true);
    // This authenticator has no passkey yet, so each autofill attempt ends unanswered: it is tried 5 times, quietly,
    // 1, 2, 4 and 8 s apart.
    const starts = () => calls.filter((p) => p === '/sdk/v1/webauthn/authenticate/start/primary').length;
    await expect.poll(starts, { timeout: 25_000 }).toBe(5);
    await page.waitForLoadState('networkidle');
    expect(starts()).toBe(5);
    expect(await alertIn(page).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Sign up or log in' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'passkey-main-autofill');

    // With the passkey in the authenticator, the virtual authenticator picks it from the field's autofill by itself.
    await authenticator.add(credential);
    calls.length = 0;
    await page.reload();
    await page.getByRole('heading', { name: 'Success' }).waitFor();
    await signedInAs(page, email);
    expect(calls.filter((p) => p.startsWith('/sdk/v1/webauthn/'))).toEqual([
      '/sdk/v1/webauthn/authenticate/start/primary',
      '/sdk/v1/webauthn/authenticate',
    ]);
    expect(problems).toEqual([]);
  });

  it('Escape or Cancel leaves the delete warning and rename with focus back on their button; deletes after the warning; the deleted passkey then gives the not-found text', async () => {
    const email = 'pk-delete@example.com';
    const credential = await userWithPasskey(email);
    const { page, problems } = await loginPageWith(e2e.context, credential, { autofill: false });
    await widget(page).getByRole('button', { name: 'Login with a Passkey' }).click();
    await signedInAs(page, email);

    await page.goto(passkeysUrl());
    await widget(page).getByRole('button', { name: 'Skip' }).click();
    // Escape and Cancel both leave the confirmation, and focus goes back to the row's Delete button.
    const deleteButton = widget(page).getByRole('button', { name: 'Delete Passkey 1' });
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    for (const leave of [() => page.keyboard.press('Escape'), () => widget(page).getByRole('button', { name: 'Cancel' }).click()]) {
      await deleteButton.click();
      await alertIn(page).getByText('Once deleted, the passkey cannot be restored.').waitFor();
      await leave();
      await alertIn(page).waitFor({ state: 'detached' });
      await expect.poll(focusedLabel).toBe('Delete Passkey 1');
    }
    await widget(page).getByRole('button', { name: 'Rename Passkey 1' }).click();
    await widget(page).getByLabel('Passkey name').fill('Not kept');
    await page.keyboard.press('Escape');
    await widget(page).getByLabel('Passkey name').waitFor({ state: 'detached' });
    await expect.poll(focusedLabel).toBe('Rename Passkey 1');

    await deleteButton.click();
    await alertIn(page).getByText('Once deleted, the passkey cannot be restored.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Delete');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'passkey-delete-warning');
    await widget(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await widget(page).getByText('No Passkeys yet.').waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.locator('#signed-in').waitFor({ state: 'detached' });

    // Still in the authenticator, gone from the account.
    const other = await freshContext();
    try {
      const again = await loginPageWith(other, credential, { autofill: false });
      await widget(again.page).getByRole('button', { name: 'Login with a Passkey' }).click();
      await alertIn(again.page).getByText(NOT_FOUND).waitFor();
      expect(await axeViolations(again.page)).toEqual([]);
      await shot(again.page, 'passkey-not-found');
      expect(again.problems).toEqual(['HTTP 404 /sdk/v1/webauthn/authenticate']);
    } finally {
      await other.close();
    }
    expect(problems).toEqual([]);
  });
});
