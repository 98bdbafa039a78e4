import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addVirtualAuthenticator } from './support/authenticator.js';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { openPage } from './support/page.js';
import { screensDir } from './support/screens.js';
import { installEthereumWallet, installSolanaWallet } from './support/wallets.js';

/**
 * WCAG 1.4.10 reflow: at 320 CSS px wide, the screens that show an email address must wrap it instead of
 * overflowing the card and making the page scroll sideways.
 */
const e2e = useE2E();

/** 57 characters, one unbreakable word as far as the browser knows. */
const longAddress = (tag: string) => `${tag}.reflow.check.with.a.rather.long.mailbox.nm@example.test`.slice(-57);

const loginPage = (config: Record<string, unknown>) => `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(config))}`;
const widget = (page: Page) => page.getByTestId('latch');

async function narrowPage(config: Record<string, unknown>, beforeGoto?: (page: Page) => void) {
  return openPage(e2e.context, loginPage(config), {
    beforeGoto: (page) => {
      void page.setViewportSize({ width: 320, height: 640 });
      beforeGoto?.(page);
    },
  });
}

async function submitEmail(page: Page, email: string) {
  const input = widget(page).getByRole('textbox', { name: 'Email', exact: true });
  await input.fill(email);
  await widget(page).getByRole('button', { name: 'Continue with email' }).click();
}

/** The address is on screen, inside the card, and nothing scrolls sideways. */
async function expectReflow(page: Page, email: string, name: string) {
  const shown = widget(page).getByText(email, { exact: false }).first();
  await shown.waitFor();
  const layout = await page.evaluate((address) => {
    const card = document.querySelector('[data-latch]')!.getBoundingClientRect();
    const holder = [...document.querySelectorAll('[data-latch] p, [data-latch] strong')].find((el) => el.textContent?.includes(address))!;
    return {
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      cardRight: card.right,
      addressRight: holder.getBoundingClientRect().right,
      viewport: window.innerWidth,
    };
  }, email);
  await page.locator('[data-latch]').screenshot({ path: path.join(screensDir, `reflow-320-${name}.png`) });
  expect(layout.pageOverflow, name).toBe(0);
  expect(layout.cardRight, name).toBeLessThanOrEqual(layout.viewport);
  expect(layout.addressRight, name).toBeLessThanOrEqual(layout.cardRight);
}

async function signUpWithPassword(email: string) {
  const auth = `Basic ${Buffer.from(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`).toString('base64')}`;
  const response = await fetch(`${e2e.provider.url}/sdk/v1/passwords`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: auth },
    body: JSON.stringify({ email, password: 'violet-harbor-lantern-42' }),
  });
  expect(response.status).toBe(200);
}

describe('long email addresses at 320 px (WCAG 1.4.10 reflow)', () => {
  it('is 57 characters long', () => {
    expect(longAddress('eml')).toHaveLength(57);
  });

  it('Check your email (magic links)', async () => {
    const email = longAddress('eml');
    const { page, problems } = await narrowPage({ products: ['emailMagicLinks'] });
    await submitEmail(page, email);
    await widget(page).getByRole('heading', { name: 'Check your email' }).waitFor();
    await expectReflow(page, email, 'check-your-email');
    expect(problems).toEqual([]);
  });

  it('Enter passcode (email code, the address in bold)', async () => {
    const email = longAddress('otp');
    const { page, problems } = await narrowPage({ products: ['otp'], otpOptions: { methods: ['email'] } });
    await submitEmail(page, email);
    await widget(page).getByRole('heading', { name: 'Enter passcode' }).waitFor();
    await expectReflow(page, email, 'enter-passcode');
    expect(problems).toEqual([]);
  });

  it('Forgot password', async () => {
    const email = longAddress('pwf');
    await signUpWithPassword(email);
    const { page, problems } = await narrowPage({ products: ['passwords'] });
    await submitEmail(page, email);
    await widget(page).getByRole('button', { name: 'Forgot password?' }).click();
    await widget(page).getByRole('heading', { name: 'Check your email' }).waitFor();
    await expectReflow(page, email, 'forgot-password');
    expect(problems).toEqual([]);
  });

  it('the passwordless screens (a user without a password, passwords alone)', async () => {
    const email = longAddress('pwl');
    const auth = `Basic ${Buffer.from(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`).toString('base64')}`;
    await fetch(`${e2e.provider.url}/sdk/v1/otps/email/login_or_create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: JSON.stringify({ email }),
    });
    // The view sends its email by itself and moves on; holding that request keeps it on screen to be measured.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { page, problems } = await narrowPage({ products: ['passwords'] }, (p) => {
      void p.route('**/sdk/v1/passwords/email/reset/start', async (route) => {
        await held;
        await route.continue();
      });
    });
    await submitEmail(page, email);
    await widget(page).getByRole('heading', { name: 'Log in without a password' }).waitFor();
    await expectReflow(page, email, 'passwordless');
    release();
    await widget(page).getByRole('heading', { name: 'Check your email to set a password' }).waitFor();
    await expectReflow(page, email, 'passwordless-set-password');
    expect(problems).toEqual([]);
  });
});

/**
 * WCAG 1.4.12 text spacing, as the W3C's test bookmarklet sets it. A document-level constructed sheet: the demo
 * page's CSP refuses a <style> element, and !important beats the widget's own rules as a visitor's style would.
 */
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

async function applyTextSpacing(page: Page) {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING);
}

interface LabelBox {
  label: string;
  cut: boolean;
  ellipsis: boolean;
  fontSize: string;
  gapTop: number;
  gapBottom: number;
  icon: string | null;
  /** A button drawn as a box (not a link-styled one), whose text must keep off its border. */
  boxed: boolean;
}

/**
 * Every button's label in the widget: whether its text is cut (wider or taller than its box, in the button or in any
 * element inside it), whether anything in it ends in an ellipsis, its size, how far its text keeps from the border,
 * and its icon's drawing.
 */
function measureButtons(page: Page): Promise<LabelBox[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLButtonElement>('[data-latch] button')]
      .filter((button) => button.getClientRects().length > 0 && button.textContent?.trim())
      .map((button) => {
        const parts = [button, ...button.querySelectorAll<HTMLElement>('*:not(svg, svg *)')];
        const cut = parts.some((el) => el.scrollWidth > el.clientWidth + 1 || (el !== button && el.scrollHeight > el.clientHeight + 1));
        const ellipsis = parts.some((el) => getComputedStyle(el).textOverflow === 'ellipsis');
        const range = document.createRange();
        range.selectNodeContents(button);
        const text = range.getBoundingClientRect();
        const box = button.getBoundingClientRect();
        const textNode =
          [...button.querySelectorAll<HTMLElement>('*:not(svg, svg *)')].find((el) => el.children.length === 0 && el.textContent?.trim()) ?? button;
        return {
          label: button.textContent!.trim(),
          cut,
          ellipsis,
          fontSize: getComputedStyle(textNode).fontSize,
          gapTop: Math.round(text.top - box.top),
          gapBottom: Math.round(box.bottom - text.bottom),
          icon: button.querySelector('svg')?.innerHTML ?? null,
          boxed: getComputedStyle(button).borderTopStyle !== 'none',
        };
      }),
  );
}

function expectWhole(buttons: LabelBox[], view: string) {
  expect(buttons.length, view).toBeGreaterThan(0);
  for (const b of buttons) {
    expect(b.cut, `${view}: "${b.label}" is cut`).toBe(false);
    expect(b.ellipsis, `${view}: "${b.label}" may end in an ellipsis`).toBe(false);
    if (!b.boxed) continue;
    // A wrapped label keeps clear of the border (the border is 1 px; the padding adds the rest).
    expect(b.gapTop, `${view}: "${b.label}" above`).toBeGreaterThanOrEqual(6);
    expect(b.gapBottom, `${view}: "${b.label}" below`).toBeGreaterThanOrEqual(6);
  }
}

describe('button labels are never cut (320 px, and WCAG 1.4.12 text spacing at 1280 px)', () => {
  const WALLETS = ['Continue with Metamask', 'Continue with Phantom', 'Continue with Other Ethereum Wallet', 'Continue with Other Solana Wallet'];

  async function walletPage(width: number, shown = WALLETS) {
    await installEthereumWallet(e2e.context);
    await installEthereumWallet(e2e.context, { announce: { name: 'Rabby', rdns: 'io.rabby' } });
    await installSolanaWallet(e2e.context);
    await installSolanaWallet(e2e.context, { isPhantom: false });
    // One social provider leaves room for four wallets on Main (SPEC §9: 6 - 1 - 1).
    const config = { products: ['oauth', 'crypto'], oauthOptions: { providers: [{ type: 'google' }] } };
    const opened = await openPage(e2e.context, loginPage(config), { beforeGoto: (page) => void page.setViewportSize({ width, height: 800 }) });
    for (const name of shown) await widget(opened.page).getByRole('button', { name }).waitFor();
    return opened;
  }

  it('wallet and social buttons at 320 px: whole names, clear of the border, one size, an icon each, the two "other" icons apart', async () => {
    const { page, problems } = await walletPage(320);
    await page.locator('[data-latch]').screenshot({ path: path.join(screensDir, 'reflow-320-wallet-buttons.png') });
    const buttons = await measureButtons(page);
    expectWhole(buttons, '320 px');
    const byLabel = new Map(buttons.map((b) => [b.label, b]));
    const google = byLabel.get('Continue with Google')!;
    for (const name of WALLETS) {
      expect(byLabel.get(name)?.fontSize, name).toBe(google.fontSize);
      expect(byLabel.get(name)?.icon, name).toBeTruthy();
    }
    expect(byLabel.get('Continue with Other Ethereum Wallet')!.icon).not.toBe(byLabel.get('Continue with Other Solana Wallet')!.icon);
    expect(problems).toEqual([]);
  });

  it('wallet buttons with WCAG text spacing at 1280 px and at 320 px', async () => {
    const { page, problems } = await walletPage(1280);
    await applyTextSpacing(page);
    expectWhole(await measureButtons(page), 'text spacing, 1280 px');
    await page.setViewportSize({ width: 320, height: 800 });
    expectWhole(await measureButtons(page), 'text spacing, 320 px');
    expect(problems).toEqual([]);
  });

  it('"Continue with other Crypto Wallet" has an icon, and the other wallets\' screen is whole at 320 px with text spacing', async () => {
    await installEthereumWallet(e2e.context, { announce: { name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' } });
    await installEthereumWallet(e2e.context, { announce: { name: 'Binance Wallet', rdns: 'com.binance.wallet' } });
    const { page, problems } = await walletPage(320, ['Continue with other Crypto Wallet']);
    await applyTextSpacing(page);
    const other = widget(page).getByRole('button', { name: 'Continue with other Crypto Wallet' });
    expect(await other.locator('svg').count()).toBe(1);
    expectWhole(await measureButtons(page), 'Main, text spacing, 320 px');
    await other.click();
    await widget(page).getByRole('heading', { name: 'Other crypto wallets' }).waitFor();
    expectWhole(await measureButtons(page), 'Other crypto wallets, text spacing, 320 px');
    expect(problems).toEqual([]);
  });

  it('the passkey list at 320 px shows the whole name "Passkey 1"', async () => {
    const email = `reflow-pk+${Date.now()}@example.com`;
    const { page, problems } = await narrowPage({ products: ['passkeys', 'otp'], otpOptions: { methods: ['email'] } });
    await submitEmail(page, email);
    await widget(page).getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
    await page.keyboard.type((await waitForMessage(e2e.provider.url, email)).code!);
    await page.locator('#signed-in').waitFor({ timeout: 15_000 });
    await addVirtualAuthenticator(page, { login: 'autofill' });
    await page.goto(`${e2e.provider.url}/passkeys`);
    await widget(page).getByRole('button', { name: 'Create a Passkey' }).click();
    await widget(page).getByRole('heading', { name: 'Passkey successfully created!' }).waitFor({ timeout: 15_000 });
    const name = widget(page).getByText('Passkey 1', { exact: true });
    const whole = await name.evaluate((el) => ({
      fits: el.scrollWidth <= el.clientWidth,
      ellipsis: getComputedStyle(el).textOverflow === 'ellipsis',
    }));
    expect(whole).toEqual({ fits: true, ellipsis: false });
    await applyTextSpacing(page);
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(problems).toEqual([]);
  });
});
