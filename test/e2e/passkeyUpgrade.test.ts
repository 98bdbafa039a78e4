import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addVirtualAuthenticator, type PasskeyBrowserOptions, type StoredCredential } from './support/authenticator.js';
import { axeViolations } from './support/axe.js';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { openPage } from './support/page.js';
import { screensDir } from './support/screens.js';

const e2e = useE2E();

const STRONG = 'violet-harbor-lantern-42';
const CODE = { products: ['passkeys', 'otp'], otpOptions: { methods: ['email'] } };
const loginUrl = (config: Record<string, unknown>) => `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(config))}`;
const passkeysUrl = () => `${e2e.provider.url}/passkeys`;
const unique = (name: string) => `${name}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const widget = (page: Page) => page.locator('[data-latch]');
const heading = (page: Page, name: string) => widget(page).getByRole('heading', { name }).waitFor({ timeout: 15_000 });
const signedInAs = (page: Page, who: string) => page.locator('#signed-in').getByText(`Signed in as ${who}`).waitFor({ timeout: 15_000 });
/** The DevTools protocol hands out binary ids in base64; WebAuthn's JSON (and the Signal API) speaks base64url. */
const base64url = (base64: string) => Buffer.from(base64, 'base64').toString('base64url');

/**
 * What the page asked of the browser, recorded in the page by wrappers put around `navigator.credentials.create` and
 * the three `PublicKeyCredential.signal*` calls before any script of the page runs; each still calls the browser's
 * own. Added after the kit's scripts, so `create` sees the mediation the widget asked for.
 */
function recordWebAuthn() {
  const seen: { creates: (string | null)[]; signals: { name: string; options: unknown }[] } = { creates: [], signals: [] };
  Object.defineProperty(window, '__webauthnSeen', { value: seen });
  const container = navigator.credentials;
  const create = container.create.bind(container);
  Object.defineProperty(container, 'create', {
    configurable: true,
    value: (request?: CredentialCreationOptions & { mediation?: string }) => {
      seen.creates.push(request?.mediation ?? null);
      return create(request);
    },
  });
  const pkc = PublicKeyCredential as unknown as Record<string, ((options: unknown) => Promise<void>) | undefined>;
  for (const name of ['signalUnknownCredential', 'signalAllAcceptedCredentials', 'signalCurrentUserDetails']) {
    const own = pkc[name]?.bind(PublicKeyCredential);
    Object.defineProperty(PublicKeyCredential, name, {
      configurable: true,
      value: (options: unknown) => {
        seen.signals.push({ name, options });
        return own ? own(options) : Promise.resolve();
      },
    });
  }
}
type Seen = { creates: (string | null)[]; signals: { name: string; options: unknown }[] };
const seenIn = (page: Page) => page.evaluate(() => (window as unknown as { __webauthnSeen: Seen }).__webauthnSeen);

/** A page in `context` with a virtual authenticator (and `credential` in it), the recorder, then `url`. */
async function browse(context: BrowserContext, url: string, options: PasskeyBrowserOptions, credential?: StoredCredential) {
  const opened = await openPage(context, 'about:blank');
  const authenticator = await addVirtualAuthenticator(opened.page, options);
  if (credential) await authenticator.add(credential);
  await opened.page.addInitScript(recordWebAuthn);
  await opened.page.goto(url);
  return { ...opened, authenticator };
}

async function submitEmail(page: Page, email: string) {
  const input = widget(page).getByRole('textbox', { name: 'Email', exact: true });
  await input.fill(email);
  await widget(page).getByRole('button', { name: 'Continue with email' }).click();
}

async function signInByCode(page: Page, email: string) {
  await submitEmail(page, email);
  await widget(page).getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
  await page.keyboard.type((await waitForMessage(e2e.provider.url, email)).code!);
}

async function logOut(page: Page) {
  await page.locator('#logout').click();
  await page.locator('#signed-in').waitFor({ state: 'detached' });
}

async function shot(page: Page, name: string) {
  expect(await axeViolations(page)).toEqual([]);
  await widget(page).screenshot({ path: path.join(screensDir, `${name}.png`) });
}

/** The passkey logs in, in another browser (a fresh context): the provider kept what the upgrade made. */
async function logsInWith(credential: StoredCredential, email: string) {
  const other = await e2e.context.browser()!.newContext();
  try {
    const again = await browse(other, loginUrl(CODE), { login: 'button' }, credential);
    await widget(again.page).getByRole('button', { name: 'Login with a Passkey' }).click();
    await heading(again.page, 'Success');
    await signedInAs(again.page, email);
    expect(again.problems).toEqual([]);
  } finally {
    await other.close();
  }
}

describe('the passkey upgrade after a login, in Chromium with a virtual authenticator', () => {
  it('conditional create: after a password sign-up the password manager makes a passkey with no dialog and no screen, and it logs in', async () => {
    const email = unique('pk-upgrade-auto');
    const { page, problems, authenticator } = await browse(e2e.context, loginUrl({ products: ['passkeys', 'passwords'] }), {
      login: 'button',
      upgrade: 'conditional',
    });
    await submitEmail(page, email);
    await heading(page, 'Create your account');
    await widget(page).getByLabel('Password', { exact: true }).fill(STRONG);
    const next = widget(page).getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => next.isDisabled()).toBe(false);
    await next.click();
    await heading(page, 'Success');
    await signedInAs(page, email);

    await expect.poll(async () => (await authenticator.credentials()).length, { timeout: 15_000 }).toBe(1);
    expect((await seenIn(page)).creates).toEqual(['conditional']);
    // The login's own end stays: no upgrade screen.
    expect(await widget(page).getByRole('heading', { name: 'You are logged in' }).count()).toBe(0);
    const [credential] = await authenticator.credentials();
    expect(credential).toMatchObject({ rpId: 'localhost', isResidentCredential: true });

    await page.goto(passkeysUrl());
    await widget(page).getByRole('button', { name: 'Skip' }).click();
    await widget(page).getByRole('list').getByText('Passkey 1').waitFor();
    expect(problems).toEqual([]);
    await logsInWith(credential!, email);
  });

  it("the screen where the browser cannot: 'Create a passkey for next time' makes one with the dialog, and it logs in", async () => {
    const email = unique('pk-upgrade-prompt');
    const { page, problems, authenticator } = await browse(e2e.context, loginUrl({ ...CODE, passkeyUpgrade: 'prompt' }), {
      login: 'button',
      upgrade: 'screen',
    });
    await signInByCode(page, email);
    await heading(page, 'You are logged in');
    await signedInAs(page, email);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('You are logged in');
    await shot(page, 'passkey-upgrade');

    await widget(page).getByRole('button', { name: 'Create a passkey for next time' }).click();
    await widget(page).getByText('Your passkey is ready: next time, log in with it.').waitFor();
    await shot(page, 'passkey-upgrade-created');
    expect((await seenIn(page)).creates).toEqual([null]);
    const [credential] = await authenticator.credentials();
    expect(credential).toMatchObject({ rpId: 'localhost', isResidentCredential: true });
    expect(problems).toEqual([]);
    await logsInWith(credential!, email);
  });

  it("'Not now' ends the login, and that user is not asked again in this browser", async () => {
    const email = unique('pk-upgrade-later');
    const url = loginUrl({ ...CODE, passkeyUpgrade: 'prompt' });
    const { page, problems, authenticator } = await browse(e2e.context, url, { login: 'button', upgrade: 'screen' });
    await signInByCode(page, email);
    await heading(page, 'You are logged in');
    await widget(page).getByRole('button', { name: 'Not now' }).click();
    await widget(page).getByText('You are logged in.').waitFor();
    await logOut(page);

    await page.goto(url);
    await signInByCode(page, email);
    await widget(page).getByText('Your passcode has been successfully verified.').waitFor();
    expect(await widget(page).getByRole('button', { name: 'Not now' }).count()).toBe(0);
    expect(await authenticator.credentials()).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('the Signal API keeps the password manager in step (calls observed in the page)', () => {
  it('the list and a delete name the accepted credentials, a rename the account, and the deleted passkey is signalled unknown', async () => {
    const email = unique('pk-signals');
    const { page, problems, authenticator } = await browse(e2e.context, loginUrl({ ...CODE, passkeyUpgrade: 'prompt' }), {
      login: 'button',
      upgrade: 'screen',
    });
    await signInByCode(page, email);
    await widget(page).getByRole('button', { name: 'Create a passkey for next time' }).click();
    await widget(page).getByText('Your passkey is ready: next time, log in with it.').waitFor();
    const [credential] = await authenticator.credentials();
    const credentialId = base64url(credential!.credentialId);
    const userId = base64url(credential!.userHandle!);
    const rpId = 'localhost';

    await page.goto(passkeysUrl());
    await widget(page).getByRole('button', { name: 'Skip' }).click();
    await widget(page).getByRole('list').getByText('Passkey 1').waitFor();
    const accepted = (ids: string[]) => ({ name: 'signalAllAcceptedCredentials', options: { rpId, userId, allAcceptedCredentialIds: ids } });
    await expect.poll(async () => (await seenIn(page)).signals).toEqual([accepted([credentialId])]);

    await widget(page).getByRole('button', { name: 'Rename Passkey 1' }).click();
    await widget(page).getByLabel('Passkey name').fill('Work laptop');
    await widget(page).getByRole('button', { name: 'Save' }).click();
    await widget(page).getByRole('list').getByText('Work laptop').waitFor();
    await expect
      .poll(async () => (await seenIn(page)).signals.at(-1))
      .toEqual({ name: 'signalCurrentUserDetails', options: { rpId, userId, name: email, displayName: email } });

    await widget(page).getByRole('button', { name: 'Delete Work laptop' }).click();
    await widget(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await widget(page).getByText('No Passkeys yet.').waitFor();
    await expect.poll(async () => (await seenIn(page)).signals.at(-1)).toEqual(accepted([]));

    await widget(page).getByRole('button', { name: 'Done' }).click();
    await heading(page, 'All set');
    await shot(page, 'passkey-registration-done');
    expect(problems).toEqual([]);

    // The passkey is still in another browser's authenticator, gone from the account.
    const other = await e2e.context.browser()!.newContext();
    try {
      const again = await browse(other, loginUrl(CODE), { login: 'button' }, credential);
      await widget(again.page).getByRole('button', { name: 'Login with a Passkey' }).click();
      await widget(again.page).getByRole('alert').getByText('Passkey registration not found.', { exact: false }).waitFor();
      expect((await seenIn(again.page)).signals).toEqual([{ name: 'signalUnknownCredential', options: { rpId, credentialId } }]);
      expect(again.problems).toEqual(['HTTP 404 /sdk/v1/webauthn/authenticate']);
    } finally {
      await other.close();
    }
  });
});
