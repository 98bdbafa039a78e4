import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as OTPAuth from 'otpauth';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { useE2E } from './support/harness.js';
import { waitForMessage, type InboxMessage } from './support/inbox.js';
import { openPage } from './support/page.js';
import { screensDir } from './support/screens.js';

const STRONG = 'violet-harbor-lantern-42';
const CONFIG = { products: ['passwords', 'mfa'], mfaOptions: { factors: ['totp', 'sms'], required: true } };
const PHONE = '+12025550188';

const e2e = useE2E();
const loginPage = () => `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(CONFIG))}`;
const widget = (page: Page) => page.getByTestId('latch');
const basic = (secret: string) => `Basic ${Buffer.from(`${e2e.provider.publicToken}:${secret}`).toString('base64')}`;

async function api(route: string, body: unknown, secret = e2e.provider.publicToken) {
  const response = await fetch(`${e2e.provider.url}/sdk/v1${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: basic(secret) },
    body: JSON.stringify(body),
  });
  expect(response.status, `${route}: ${await response.clone().text()}`).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** Checks the widget with axe and saves its picture for the gallery (docs/gallery.md). */
async function record(page: Page, name: string) {
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('[data-latch]').screenshot({ path: path.join(screensDir, `${name}.png`) });
}

/** Reaches `target` with Tab alone, as a keyboard user does, and returns once it has focus. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Activates a button from the keyboard. */
async function press(page: Page, name: string) {
  await tabTo(page, widget(page).getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

/**
 * The visitor's authenticator app: a real RFC 6238 generator (otpauth) over the key the setup screen showed. The
 * provider takes the current 30 s step or one on either side, each step once: every code here is of a step not used
 * yet, waiting for the clock when none is left in the window.
 */
function authenticatorApp(secret: string) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  let lastStep = -Infinity;
  return async () => {
    const now = () => Math.floor(Date.now() / 30_000);
    const step = Math.max(lastStep + 1, now() - 1);
    while (step > now() + 1) await new Promise((r) => setTimeout(r, 500));
    lastStep = step;
    return totp.generate({ timestamp: step * 30_000 + 1_000 });
  };
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto(loginPage());
  const field = widget(page).getByRole('textbox', { name: 'Email', exact: true });
  await field.waitFor();
  await tabTo(page, field);
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  const password = widget(page).getByLabel('Password', { exact: true });
  await password.waitFor();
  await tabTo(page, password);
  await page.keyboard.type(STRONG);
  await page.keyboard.press('Enter');
}

/** The six boxes take focus on arrival: a code is typed straight away. */
async function typeCode(page: Page, code: string, root = widget(page)) {
  // The first of the six boxes, in any language.
  const first = root.locator('[role=group] input[inputmode=numeric]').first();
  await first.waitFor();
  await tabTo(page, first);
  await page.keyboard.type(code);
}

const signedIn = (page: Page) => page.locator('#signed-in').waitFor({ timeout: 15_000 });
async function logOut(page: Page) {
  await page.locator('#logout').click();
  await page.locator('#session-panel').waitFor({ state: 'hidden' });
}

async function sessionToken(): Promise<string> {
  const cookie = (await e2e.context.cookies(e2e.provider.url)).find((c) => c.name === 'stytch_session');
  return cookie!.value;
}

async function newMessage(to: string, previous?: InboxMessage): Promise<InboxMessage> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const message = await waitForMessage(e2e.provider.url, to);
    if (message.id !== previous?.id) return message;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no new message to ${to}`);
}

describe('a second factor, end to end', () => {
  it('sets up an authenticator app where one is required, then signs in with it, with a recovery code, by text message, and steps up', async () => {
    const email = `mfa+${Date.now()}@example.com`;
    await api('/passwords', { email, password: STRONG, session_duration_minutes: 30 });
    const { page, problems } = await openPage(e2e.context, loginPage());
    await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.provider.url });

    // First sign-in: the account needs a second step and has none, so it sets one up before the login completes.
    await signInWithPassword(page, email);
    await widget(page).getByRole('heading', { name: 'Add a second step' }).waitFor();
    await record(page, 'mfa-choose');
    await press(page, 'Use an authenticator app');
    await widget(page).getByRole('heading', { name: 'Set up your authenticator app' }).waitFor();
    const qr = widget(page).getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    expect(await widget(page).locator('img').count()).toBe(0);
    const secret = (await widget(page).getByLabel('Setup key').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await record(page, 'mfa-setup');
    await press(page, 'Copy key');
    await widget(page).page().getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    const app = authenticatorApp(secret);
    await typeCode(page, await app());

    await widget(page).getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    const codes = (await widget(page).getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    await record(page, 'mfa-recovery-codes');
    const download = page.waitForEvent('download');
    await press(page, 'Download');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/-recovery-codes\.txt$/);
    const saved = path.join(await mkdtemp(path.join(tmpdir(), 'latch-mfa-')), file.suggestedFilename());
    await file.saveAs(saved);
    expect((await readFile(saved, 'utf8')).trim().split('\n').slice(2)).toEqual(codes);
    // Still not signed in as far as the login goes: it completes with "I have saved them".
    expect(await widget(page).getByRole('heading', { name: 'Success' }).count()).toBe(0);
    await press(page, 'I have saved them');
    await widget(page).getByRole('heading', { name: 'Success' }).waitFor();
    await signedIn(page);
    await logOut(page);

    // The app's code: a wrong one first.
    await signInWithPassword(page, email);
    await widget(page).getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await widget(page).getByText('Enter the 6-digit code from your authenticator app.').waitFor();
    await record(page, 'mfa-totp');
    const right = await app();
    await typeCode(
      page,
      right.replace(/\d$/, (d) => String((Number(d) + 1) % 10)),
    );
    await widget(page).getByRole('alert').getByText('Invalid passcode, please try again.').waitFor();
    await record(page, 'mfa-invalid-code');
    await typeCode(page, right);
    await widget(page).getByRole('heading', { name: 'Success' }).waitFor();
    await signedIn(page);
    // The session carries both factors.
    const twoFactors = (await api('/sessions/authenticate', {}, await sessionToken())) as { session: { authentication_factors: { type: string }[] } };
    expect(twoFactors.session.authentication_factors.map((f) => f.type)).toEqual(['password', 'totp']);

    // A text-message way in too: a phone added with the session, as an account page would.
    const sent = await api('/otps/sms/send/secondary', { phone_number: PHONE, expiration_minutes: 5 }, await sessionToken());
    const added = await newMessage(PHONE);
    await api('/otps/authenticate', { token: added.code, method_id: sent.method_id, session_duration_minutes: 30 }, await sessionToken());
    await logOut(page);

    // A recovery code, typed the way people do (capitals, spaces instead of dashes).
    await signInWithPassword(page, email);
    await widget(page).getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await press(page, 'Use a recovery code');
    await widget(page).getByRole('heading', { name: 'Use a recovery code' }).waitFor();
    await record(page, 'mfa-recover');
    await page.keyboard.type(` ${codes[0]!.toUpperCase().replace(/-/g, ' ')} `);
    await page.keyboard.press('Enter');
    await widget(page).getByRole('heading', { name: 'Signed in with a recovery code' }).waitFor();
    await widget(page).getByText('You have 9 recovery codes left.').waitFor();
    await record(page, 'mfa-recovered');
    await press(page, 'Continue');
    await widget(page).getByRole('heading', { name: 'Success' }).waitFor();
    await signedIn(page);
    await logOut(page);

    // The same recovery code again: refused, kept in the field; then Cancel signs the half-made session out.
    await signInWithPassword(page, email);
    await press(page, 'Use a recovery code');
    await page.keyboard.type(codes[0]!);
    await page.keyboard.press('Enter');
    await widget(page).getByRole('alert').getByText('That recovery code is wrong or has already been used.').waitFor();
    expect(await widget(page).getByLabel('Recovery code').inputValue()).toBe(codes[0]);
    await press(page, 'Cancel');
    await widget(page).getByRole('button', { name: 'Continue with email' }).waitFor();
    expect(await page.locator('#signed-in').count()).toBe(0);

    // Try another way: a code by text message instead of the app.
    await signInWithPassword(page, email);
    await widget(page).getByRole('heading', { name: 'Two-step verification' }).waitFor();
    const before = await waitForMessage(e2e.provider.url, PHONE);
    await press(page, 'Try another way');
    await widget(page).getByText(PHONE).waitFor();
    const text = await newMessage(PHONE, before);
    expect(text.channel).toBe('sms');
    await widget(page).getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
    await record(page, 'mfa-sms');
    await typeCode(page, text.code!);
    await widget(page).getByRole('heading', { name: 'Success' }).waitFor();
    await signedIn(page);

    // A step-up for a sensitive action: the host's promise resolves once the app's code is in; a cancel rejects it.
    await page.locator('#step-up-button').click();
    await page.locator('#step-up').getByText('Enter the 6-digit code from your authenticator app.').waitFor();
    expect(await axeViolations(page, '#step-up [data-latch]')).toEqual([]);
    await page.locator('#step-up [data-latch]').screenshot({ path: path.join(screensDir, 'mfa-step-up.png') });
    await typeCode(page, await app(), page.locator('#step-up'));
    await page.locator('#step-up-result').getByText('Second factor confirmed (password, otp, totp)').waitFor();
    expect(await page.locator('#step-up [data-latch]').count()).toBe(0);
    await page.locator('#step-up-button').click();
    await page.locator('#step-up').getByRole('button', { name: 'Cancel' }).click();
    await page.locator('#step-up-result').getByText('Step-up ended: The visitor cancelled the second-factor check.').waitFor();

    // The refusals the test caused on purpose, and nothing else: no CSP report, no page error.
    expect(problems).toEqual(['HTTP 404 /sdk/v1/totps/authenticate', 'HTTP 404 /sdk/v1/totps/recover']);
  }, 240_000);

  it('asks for the app’s code in Arabic, right to left, keyboard only', async () => {
    const email = `mfa-ar+${Date.now()}@example.com`;
    const { session_token } = (await api('/passwords', { email, password: STRONG, session_duration_minutes: 30 })) as { session_token: string };
    const created = (await api('/totps', { expiration_minutes: 30 }, session_token)) as { secret: string };
    const app = authenticatorApp(created.secret);
    await api('/totps/authenticate', { totp_code: await app(), session_duration_minutes: 30 }, session_token);

    const config = { ...CONFIG, locale: 'ar' };
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(config))}`);
    const field = widget(page).locator('input[type=email]');
    await field.waitFor();
    await tabTo(page, field);
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    const password = widget(page).locator('input[type=password]');
    await password.waitFor();
    await tabTo(page, password);
    await page.keyboard.type(STRONG);
    await page.keyboard.press('Enter');

    await widget(page).getByRole('heading', { name: 'التحقق بخطوتين' }).waitFor();
    expect(await page.locator('[data-latch]').getAttribute('dir')).toBe('rtl');
    await widget(page).getByText('يُرجى إدخال الرمز المكوّن من 6 أرقام من تطبيق المصادقة.').waitFor();
    await widget(page).getByRole('button', { name: 'استخدام رمز استرداد' }).waitFor();
    await record(page, 'mfa-totp-ar');
    await typeCode(page, await app(), widget(page));
    await signedIn(page);
    expect(problems).toEqual([]);
  });

  it('sets up text messages as the second factor: a number that is none refused, then one in the region picked, then a code to it', async () => {
    const email = `mfa-sms+${Date.now()}@example.com`;
    const phone = '+447400123456';
    await api('/passwords', { email, password: STRONG, session_duration_minutes: 30 });
    const { page, problems } = await openPage(e2e.context, loginPage());
    await signInWithPassword(page, email);
    await widget(page).getByRole('heading', { name: 'Add a second step' }).waitFor();
    await press(page, 'Use text messages');
    const field = widget(page).getByLabel('Phone number');
    await field.waitFor();
    await tabTo(page, field);
    await page.keyboard.type('555 01');
    await page.keyboard.press('Enter');
    await widget(page).getByRole('alert').getByText('Invalid phone number, please try again.').waitFor();
    await record(page, 'mfa-phone');
    // The login form's region picker, reached by keyboard: a national number of the region picked.
    const region = widget(page).getByRole('combobox', { name: 'Country or region' });
    await widget(page)
      .getByRole('option', { name: /United Kingdom/ })
      .waitFor({ state: 'attached' });
    await tabTo(page, region);
    await region.selectOption('GB');
    await field.fill('');
    await tabTo(page, field);
    await page.keyboard.type('07400 123456');
    await page.keyboard.press('Enter');
    await widget(page).getByText(phone).waitFor();
    const message = await newMessage(phone);
    await typeCode(page, message.code!);
    await widget(page).getByRole('heading', { name: 'Success' }).waitFor();
    await signedIn(page);
    const session = (await api('/sessions/authenticate', {}, await sessionToken())) as {
      session: { authentication_factors: { type: string; delivery_method: string }[] };
    };
    expect(session.session.authentication_factors.map((f) => f.delivery_method)).toEqual(['knowledge', 'sms']);
    expect(problems).toEqual([]);
  });
});
