import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { useE2E } from './support/harness.js';
import { screensDir } from './support/screens.js';
import { waitForMessage, type InboxMessage } from './support/inbox.js';
import { openPage } from './support/page.js';

const CONFIG = { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } };
const demoUrl = (base: string) => `${base}/?config=${encodeURIComponent(JSON.stringify(CONFIG))}`;

const e2e = useE2E();

/** A message to `to` newer than `previous`: a resend must bring a new one. */
async function nextMessage(to: string, previous?: InboxMessage): Promise<InboxMessage> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const message = await waitForMessage(e2e.provider.url, to);
    if (message.id !== previous?.id) return message;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no new message to ${to}`);
}

/** Types a code the way a person does: focus is already in the first box when the screen opens. */
async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
  await page.keyboard.type(code);
}

async function phoneReady(page: Page) {
  await page.getByLabel('Phone number').waitFor();
  // The country list fills in when the phone chunk has loaded.
  await page.waitForFunction(() => (document.querySelector('select[aria-label="Country or region"]')?.querySelectorAll('option').length ?? 0) > 200);
}

const signedInAs = (page: Page, who: string) => page.locator('#signed-in').getByText(`Signed in as ${who}`).waitFor({ timeout: 15_000 });

const wrongCode = (code: string) => code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));

describe('one-time passcodes, end to end', () => {
  it('SMS: a wrong code, a resend that retires the old code, then sign-in', async () => {
    const { page, problems } = await openPage(e2e.context, demoUrl(e2e.provider.url));
    await phoneReady(page);
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Text', 'WhatsApp', 'Email']);
    expect(await page.getByRole('combobox', { name: 'Country or region' }).inputValue()).toBe('US');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'otp-main-sms.png') });

    await page.getByLabel('Phone number').fill('12345');
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await page.getByRole('alert').getByText('Invalid phone number, please try again.').waitFor();

    await page.getByLabel('Phone number').fill('');
    await page.getByLabel('Phone number').pressSequentially('2025550101');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('(202) 555-0101');
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    expect(await page.getByText('A 6-digit passcode was sent to you at +1 202 555 0101.').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Digit 1 of 6');
    expect(await page.getByText(/^Your code expires in (5:00|4:5\d)\. Didn't get it\?$/).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'otp-authenticate.png') });

    const first = await nextMessage('+12025550101');
    expect(first.channel).toBe('sms');
    expect(first.code).toMatch(/^\d{6}$/);

    await enterCode(page, wrongCode(first.code!));
    await page.getByRole('alert').getByText('Invalid passcode, please try again.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Digit 1 of 6');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'otp-invalid-code.png') });

    await page.getByRole('button', { name: 'Resend code' }).click();
    await page.getByText('Code resent').waitFor();
    const second = await nextMessage('+12025550101', first);
    // The provider keeps one live code per phone number: the resent code replaces the first one.
    if (second.code !== first.code) {
      await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
      await enterCode(page, first.code!);
      await page.getByRole('alert').getByText('Invalid passcode, please try again.').waitFor();
    }

    await enterCode(page, second.code!);
    await page.getByRole('heading', { name: 'Success' }).waitFor();
    expect(await page.getByText('Your passcode has been successfully verified.').isVisible()).toBe(true);
    await page.getByText('Code resent').waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'otp-confirmation.png') });
    await signedInAs(page, '+12025550101');
    const cookies = await e2e.context.cookies(e2e.provider.url);
    expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['stytch_session', 'stytch_session_jwt']));
    // The provider answers each wrong code with a 404: the first one typed, and the retired one when the resend changed it.
    const wrongCodes = second.code !== first.code ? 2 : 1;
    expect(problems).toEqual(Array(wrongCodes).fill('HTTP 404 /sdk/v1/otps/authenticate'));
    await page.getByRole('button', { name: 'Log out' }).click();
  });

  it('WhatsApp: a pasted international number picks its region and signs in', async () => {
    const { page, problems } = await openPage(e2e.context, demoUrl(e2e.provider.url));
    await phoneReady(page);
    await page.getByRole('tab', { name: 'WhatsApp' }).click();
    // fill() puts the whole text in with one input event, as a paste does.
    await page.getByLabel('Phone number').fill('+44 7400 123456');
    // The +44 metadata is fetched on demand (one small chunk): the region follows once it has arrived.
    await expect.poll(() => page.getByRole('combobox', { name: 'Country or region' }).inputValue()).toBe('GB');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('07400 123456');
    await page.getByRole('button', { name: 'Continue with WhatsApp' }).click();
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    const message = await nextMessage('+447400123456');
    expect(message.channel).toBe('whatsapp');
    await enterCode(page, message.code!);
    await page.getByRole('heading', { name: 'Success' }).waitFor();
    await signedInAs(page, '+447400123456');
    expect(problems).toEqual([]);
    await page.getByRole('button', { name: 'Log out' }).click();
  });

  it('fetches the default region’s phone metadata in the first wave, and another calling code’s only once it is typed', async () => {
    const metadata: string[] = [];
    const { page, problems } = await openPage(e2e.context, demoUrl(e2e.provider.url), {
      beforeGoto: (p) => p.on('request', (request) => void (/\/phone-metadata-\w+\/\d+\.js$/.test(request.url()) && metadata.push(request.url()))),
    });
    await phoneReady(page);
    expect(metadata).toHaveLength(1);
    // Asked for by the mount's preload, next to the phone library, not found later by the library's own import.
    expect(
      await page.locator('link[rel=modulepreload][href*="/phone-metadata-"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href)),
    ).toEqual(metadata);
    await page.getByLabel('Phone number').fill('+44 7400 123456');
    await expect.poll(() => page.getByRole('combobox', { name: 'Country or region' }).inputValue()).toBe('GB');
    expect(metadata).toHaveLength(2);
    expect(new Set(metadata).size).toBe(2);
    expect(problems).toEqual([]);
  });

  it('email: a code by email signs in', async () => {
    const email = `otp+${Date.now()}@example.com`;
    const { page, problems } = await openPage(e2e.context, demoUrl(e2e.provider.url));
    await page.getByRole('tab', { name: 'Email' }).click();
    const input = page.getByRole('textbox', { name: 'Email' });
    await input.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'otp-main-email.png') });
    await input.fill('not-an-email');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('alert').getByText('Invalid email, please try again.').waitFor();
    await input.fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    expect(await page.getByText(`A 6-digit passcode was sent to you at ${email}.`).isVisible()).toBe(true);
    const message = await nextMessage(email);
    expect(message.channel).toBe('email');
    await enterCode(page, message.code!);
    await page.getByRole('heading', { name: 'Success' }).waitFor();
    await signedInAs(page, email);
    expect(problems).toEqual([]);
    await page.getByRole('button', { name: 'Log out' }).click();
  });

  it('an expired code: the countdown ends, a resend starts it again and the new code signs in', async () => {
    const page = await e2e.context.newPage();
    await page.clock.install();
    await page.goto(demoUrl(e2e.provider.url));
    await phoneReady(page);
    await page.getByLabel('Phone number').fill('2025550102');
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    await page.clock.fastForward('05:01');
    await page.getByText('Your code has expired.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'otp-expired.png') });
    const first = await nextMessage('+12025550102');
    await page.getByRole('button', { name: 'Resend code' }).click();
    await page.getByText('Code resent').waitFor();
    await page.getByText(/^Your code expires in (5:00|4:5\d)\. Didn't get it\?$/).waitFor();
    const second = await nextMessage('+12025550102', first);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await enterCode(page, second.code!);
    await page.getByRole('heading', { name: 'Success' }).waitFor();
    await signedInAs(page, '+12025550102');
    await page.getByRole('button', { name: 'Log out' }).click();
  });
});
