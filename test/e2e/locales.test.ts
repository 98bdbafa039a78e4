import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages as emlEnglish } from '../../plugins/emailMagicLinks/messages.js';
import { messages as otpEnglish } from '../../plugins/otp/messages.js';
import { root } from '../../build/parts.js';
import { LOCALES, PSEUDO_LOCALE } from '../../shell/locale/tags.js';
import { refusalTexts } from '../../shell/refusalTexts.js';
import { shellMessages } from '../../shell/strings.js';
import { axeViolations } from './support/axe.js';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { openPage } from './support/page.js';
import { screensDir } from './support/screens.js';

/**
 * Each shipped locale, in Chromium against the local provider: a visitor signs in by magic link and by code and meets
 * no English on the way, the provider's messages included; Arabic is laid out right to left; en-XA's longer texts clip
 * no control on a 320 px screen; axe finds nothing in Arabic and Japanese. One test per locale, one page flow each.
 */
const e2e = useE2E();

const CONFIG = { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } };
const loginPage = (locale: string) => `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify({ ...CONFIG, locale }))}`;
const widget = (page: Page) => page.locator('[data-latch]');
const TRANSLATED = LOCALES.filter((tag) => tag !== PSEUDO_LOCALE);

type Texts = Record<string, string>;
const ENGLISH: Texts = { ...shellMessages, ...refusalTexts, ...emlEnglish, ...otpEnglish };

/** The locale's texts of the sources on these screens: the shell's and the two products'. */
async function localeTexts(tag: string): Promise<Texts> {
  const sources = ['../../shell/locales', '../../plugins/emailMagicLinks/locales', '../../plugins/otp/locales'];
  const files = await Promise.all(sources.map((dir) => import(/* @vite-ignore */ `${dir}/${tag}.ts`) as Promise<{ default: Texts }>));
  return Object.assign({}, ...files.map((file) => file.default));
}

/**
 * Each English text the locale words otherwise, as a pattern over a screen's text: placeholders match anything (the
 * visitor's address or number: user data), a text must stand as words of its own, and one whose fixed part is under
 * four letters (an "or") tells nothing.
 */
function englishPatterns(texts: Texts): { key: string; pattern: RegExp }[] {
  return Object.entries(ENGLISH)
    .filter(([key, english]) => texts[key] !== english && english.replace(/\{\w+\}/g, '').replace(/[^\p{L}]/gu, '').length >= 4)
    .map(([key, english]) => {
      const body = english
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+?');
      return { key, pattern: new RegExp(`(?<!\\p{L})${body}(?!\\p{L})`, 'u') };
    });
}

/** The English texts on screen now, by key: none may show in a locale that words them otherwise. */
async function englishOnScreen(page: Page, patterns: { key: string; pattern: RegExp }[]): Promise<string[]> {
  const text = await widget(page).innerText();
  return patterns.filter(({ pattern }) => pattern.test(text)).map(({ key }) => key);
}

async function phoneReady(page: Page) {
  await page.waitForFunction(() => (document.querySelector('[data-latch] select')?.querySelectorAll('option').length ?? 0) > 200);
}

describe('every screen of a sign-in in each shipped locale', () => {
  it('the scan finds each English text it looks for, the visitor’s own text standing in for the placeholders', async () => {
    const patterns = englishPatterns(await localeTexts('fr'));
    const english = Object.values(ENGLISH)
      .map((text) => text.replace(/\{\w+\}/g, 'ada@example.com'))
      .join('\n');
    expect(patterns.length).toBeGreaterThan(30);
    expect(patterns.filter(({ pattern }) => !pattern.test(english)).map(({ key }) => key)).toEqual([]);
  });

  it.each(TRANSLATED)('%s: by magic link and by code, with no English on screen', async (tag) => {
    const texts = await localeTexts(tag);
    const english = englishPatterns(texts);
    const screens: Record<string, string[]> = {};
    const look = async (page: Page, screen: string) => {
      screens[screen] = await englishOnScreen(page, english);
    };

    // By magic link: the form, the sent screen, the email in the locale, then signed in.
    const email = `ada.${tag.toLowerCase()}+${Date.now()}@example.com`;
    const first = await openPage(e2e.context, loginPage(tag));
    const page = first.page;
    await widget(page).getByRole('heading', { name: texts['main.header'] }).waitFor();
    expect([await widget(page).getAttribute('lang'), await widget(page).getAttribute('dir')]).toEqual([
      tag,
      tag === 'ar' || tag === 'he' ? 'rtl' : 'ltr',
    ]);
    await look(page, 'main');
    await widget(page).getByRole('textbox', { name: texts['form.email.label'], exact: true }).fill(email);
    await widget(page).getByRole('button', { name: texts['form.submit.email'] }).click();
    await widget(page).getByRole('heading', { name: texts['eml.confirmation.title'] }).waitFor();
    await look(page, 'email sent');
    if (tag === 'ar') await page.screenshot({ path: path.join(screensDir, 'locale-ar-email-sent.png') });
    const mail = await waitForMessage(e2e.provider.url, email);
    expect(mail.subject).not.toMatch(/login link|account$/);
    await page.goto(mail.link!);
    await page.locator('#signed-in').getByText(email).waitFor({ timeout: 15_000 });

    // By code, signed out (the demo page's button): a text message, the code screen with its countdown, then signed in.
    await page.locator('#logout').click();
    await page.locator('#signed-in').waitFor({ state: 'detached' });
    await page.goto(loginPage(tag));
    await widget(page).getByRole('tab', { name: texts['form.tab.sms'] }).click();
    await phoneReady(page);
    if (tag === 'ar') {
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(screensDir, 'locale-ar-main-sms.png') });
    }
    if (tag === 'ja') expect(await axeViolations(page)).toEqual([]);
    await look(page, 'main, text tab');
    const phone = `+120255501${10 + TRANSLATED.indexOf(tag)}`;
    await widget(page).getByRole('textbox', { name: texts['form.phone.label'] }).pressSequentially(phone.slice(2));
    await widget(page).getByRole('button', { name: texts['form.submit.sms'] }).click();
    await widget(page).getByRole('heading', { name: texts['otp.title'] }).waitFor();
    await look(page, 'code');
    if (tag === 'ar' || tag === 'he') await expectMirrored(page, texts['nav.back']!);
    if (tag === 'ar') {
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(screensDir, 'locale-ar-otp.png') });
    }
    if (tag === 'ja') expect(await axeViolations(page)).toEqual([]);
    const sms = await waitForMessage(e2e.provider.url, phone);
    expect(sms.body).not.toMatch(/verification code is/);
    await page.keyboard.type(sms.code!);
    await widget(page).getByRole('heading', { name: texts['otp.confirmation.title'] }).waitFor({ timeout: 15_000 });
    await look(page, 'signed in');
    await page.locator('#signed-in').waitFor({ timeout: 15_000 });

    expect(screens).toEqual({ main: [], 'email sent': [], 'main, text tab': [], code: [], 'signed in': [] });
    expect(first.problems).toEqual([]);
  });
});

/**
 * Laid out right to left: the back arrow at the card's right and pointing right, the code's boxes still left to right
 * (the first box leftmost), the dialling code read "+1".
 */
async function expectMirrored(page: Page, backLabel: string) {
  const box = async (locator: Locator) => (await locator.boundingBox())!;
  const card = await box(widget(page));
  const back = await box(widget(page).getByRole('button', { name: backLabel }));
  expect(back.x + back.width / 2).toBeGreaterThan(card.x + card.width * 0.75);
  expect(
    await widget(page)
      .getByRole('button', { name: backLabel })
      .evaluate((el) => getComputedStyle(el).transform),
  ).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  const digits = widget(page).getByRole('group').getByRole('textbox');
  expect((await box(digits.first())).x).toBeLessThan((await box(digits.last())).x);
}

/** Controls whose text or box runs past their own edges or the card's: what a longer language would clip. */
function clipped(page: Page): Promise<string[]> {
  return widget(page).evaluate((root) => {
    const edge = root.getBoundingClientRect();
    const controls = root.querySelectorAll<HTMLElement>('button, input, select, [role=tab], label, h1, a');
    return [...controls].flatMap((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0) return [];
      const name = `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('placeholder') || '').slice(0, 40)}"`;
      const spills = el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible';
      const outside = box.left < edge.left - 1 || box.right > edge.right + 1;
      return spills || outside ? [name] : [];
    });
  });
}

describe('the vanilla entry’s guess of a locale’s files', () => {
  const partFiles = (part: string) =>
    (JSON.parse(readFileSync(path.join(root, 'dist/vanilla.preload.json'), 'utf8')) as Record<string, string[]>)[part]!;

  it.each([
    ['zh', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['iw', 'he'],
    ['PT', 'pt-BR'],
    ['Fr-fr', 'fr'],
    ['de-CH', 'de'],
  ])('%s: the texts of %s are asked for before the part that reads them has arrived, and no English is drawn first', async (asked, tag) => {
    const texts = await localeTexts(tag);
    const events: string[] = [];
    const { page, problems } = await openPage(e2e.context, loginPage(asked), {
      beforeGoto: async (p) => {
        p.on('request', (request) => events.push(`asked ${new URL(request.url()).pathname}`));
        p.on('requestfinished', (request) => events.push(`arrived ${new URL(request.url()).pathname}`));
        // Any moment the widget shows the English button, from the first form drawn on.
        await p.addInitScript(() => {
          const seen = window as unknown as { englishShown?: boolean };
          new MutationObserver(() => {
            if (document.querySelector('[data-latch]')?.textContent?.includes('Continue with email')) seen.englishShown = true;
          }).observe(document, { subtree: true, childList: true, characterData: true });
        });
      },
    });
    await widget(page).getByRole('button', { name: texts['form.submit.email'] }).waitFor();
    expect(await widget(page).getAttribute('lang')).toBe(tag);
    expect(await page.evaluate(() => (window as unknown as { englishShown?: boolean }).englishShown ?? false)).toBe(false);
    // In the first wave: asked for by the entry, not by the locale part once it had arrived and run.
    const shellFile = events.findIndex((e) => e.startsWith('asked ') && e.endsWith(`/shell/${tag.toLowerCase()}.js`));
    const partArrived = events.findIndex((e) => partFiles('locale').some((file) => e.startsWith('arrived ') && e.endsWith(`/${file}`)));
    expect(shellFile).toBeGreaterThanOrEqual(0);
    expect(partArrived).toBeGreaterThanOrEqual(0);
    expect(shellFile).toBeLessThan(partArrived);
    expect(problems).toEqual([]);
  });
});

describe('en-XA', () => {
  it('clips no control at 320 px, on the form, the sent screen and the code screen, every text from the catalogue', async () => {
    const { page, problems } = await openPage(e2e.context, loginPage(PSEUDO_LOCALE));
    await page.setViewportSize({ width: 320, height: 720 });
    await widget(page)
      .getByRole('heading', { name: /^\[Šîĝñ ûþ öŕ ĺöĝ îñ/ })
      .waitFor();
    expect(await clipped(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'locale-en-XA-320.png'), fullPage: true });
    // Every text the widget shows is the catalogue's, so accented: an unaccented English word is one that is not.
    const unaccented = (await widget(page).innerText()).match(/\b(?!XA\b)[A-Za-z]{4,}\b/g) ?? [];
    expect(unaccented).toEqual([]);

    await widget(page).getByRole('textbox').first().fill(`xa+${Date.now()}@example.com`);
    await widget(page).getByRole('button').last().click();
    await widget(page)
      .getByRole('heading', { name: /^\[Çĥéçķ ýöûŕ éɱáîĺ/ })
      .waitFor();
    expect(await clipped(page)).toEqual([]);

    await page.goto(loginPage(PSEUDO_LOCALE));
    await widget(page).getByRole('tab').nth(1).click();
    await phoneReady(page);
    expect(await clipped(page)).toEqual([]);
    await widget(page).getByRole('textbox').first().pressSequentially('2025559999');
    await widget(page).getByRole('button').last().click();
    await widget(page)
      .getByRole('heading', { name: /^\[Éñţéŕ þáššçöđé/ })
      .waitFor();
    expect(await clipped(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
