import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { openPage } from './support/page.js';

const e2e = useE2E();

interface Measured {
  cardWidth: number;
  buttonHeight: number;
  buttonBackground: string;
}

/** The demo page sends a strict CSP (no inline styles or scripts); the widget must look right under it. */
describe('styles under a strict Content-Security-Policy', () => {
  it('applies the SPEC §9 defaults, host overrides and the same styles inside a shadow root', async () => {
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/`);
    const csp = (await page.request.get(`${e2e.provider.url}/`)).headers()['content-security-policy'];
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    await page.getByRole('button', { name: 'Continue with email' }).waitFor();

    // Plain JavaScript text: the test runner's transforms must not touch code that runs in the page.
    await page.evaluate(`(async () => {
      const { createWidgetClient } = await import('/widget/vanilla/index.js');
      const client = createWidgetClient(${JSON.stringify(e2e.provider.publicToken)}, { baseUrl: location.origin });
      const shadowHost = document.createElement('div');
      const styledHost = document.createElement('div');
      shadowHost.id = 'shadow-host';
      styledHost.id = 'styled-host';
      document.body.append(shadowHost, styledHost);
      client.mountLogin({ element: shadowHost, enableShadowDOM: true });
      client.mountLogin({ element: styledHost, styles: { colors: { primary: '#aa0000' }, container: { width: '360px' } } });
    })()`);
    // Functions, not strings: the page's CSP refuses the eval a string predicate is polled with.
    await page.waitForFunction(
      () =>
        !!document.querySelector('#shadow-host')?.shadowRoot?.querySelector('button[type=submit]') &&
        !!document.querySelector('#styled-host button[type=submit]'),
    );
    const measured = (await page.evaluate(`(() => {
      const measure = (root) => {
        const card = root.querySelector('[data-latch]');
        const button = root.querySelector('button[type=submit]');
        return { cardWidth: card.getBoundingClientRect().width, buttonHeight: button.getBoundingClientRect().height, buttonBackground: getComputedStyle(button).backgroundColor };
      };
      return { light: measure(document.querySelector('#latch')), shadow: measure(document.querySelector('#shadow-host').shadowRoot), styled: measure(document.querySelector('#styled-host')) };
    })()`)) as { light: Measured; shadow: Measured; styled: Measured };

    expect(measured.light).toEqual({ cardWidth: 400, buttonHeight: 45, buttonBackground: 'rgb(25, 48, 61)' });
    expect(measured.shadow).toEqual(measured.light);
    expect(measured.styled).toEqual({ cardWidth: 360, buttonHeight: 45, buttonBackground: 'rgb(170, 0, 0)' });
    expect(problems).toEqual([]);
  });

  it('caps a toast at 350 px and borders a success toast in the SPEC §9 success colour', async () => {
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/`);
    await page.getByRole('button', { name: 'Continue with email' }).waitFor();
    const long = 'Email resent. '.repeat(12).trim();
    await page.evaluate(`(async () => {
      const { createWidgetClient } = await import('/widget/vanilla/index.js');
      const client = createWidgetClient(${JSON.stringify(e2e.provider.publicToken)}, { baseUrl: location.origin });
      const host = document.createElement('div');
      host.id = 'toast-host';
      document.body.append(host);
      // The toast sits in the card: a card wider than the default leaves room for the 350 px cap to be what holds it.
      client.mountLogin({ element: host, strings: { 'eml.resent': ${JSON.stringify(long)} }, styles: { container: { width: '480px' } } });
    })()`);
    const host = page.locator('#toast-host');
    await host.getByLabel('Email', { exact: true }).fill(`toast+${Date.now()}@example.com`);
    await host.getByRole('button', { name: 'Continue with email' }).click();
    await host.getByRole('button', { name: 'Resend email' }).click();
    // Measured the moment it appears: a success toast lives 2 s.
    const measured = await page.waitForFunction((text) => {
      const toast = [...document.querySelectorAll('#toast-host [role=status] > *')].find((el) => el.textContent === text);
      if (!toast) return undefined;
      const style = getComputedStyle(toast);
      return { width: toast.getBoundingClientRect().width, border: style.borderLeftColor, borderWidth: style.borderLeftWidth };
    }, long);
    expect(await measured.jsonValue()).toEqual({ width: 350, border: 'rgb(12, 90, 86)', borderWidth: '4px' });
    expect(problems).toEqual([]);
  });

  it("shows a toast inside the widget, over neither the host's fixed header nor the widget's own controls", async () => {
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/`);
    await page.getByRole('button', { name: 'Continue with email' }).waitFor();
    // A host's fixed header across the top of the viewport, set through the CSSOM (the page's CSP allows that).
    await page.evaluate(() => {
      const header = document.createElement('header');
      header.id = 'host-header';
      Object.assign(header.style, { position: 'fixed', top: '0', left: '0', right: '0', height: '96px', background: '#333', zIndex: '10' });
      document.body.style.paddingTop = '120px';
      document.body.prepend(header);
    });
    const widget = page.getByTestId('latch');
    await widget.getByLabel('Email', { exact: true }).fill(`toast-place+${Date.now()}@example.com`);
    await widget.getByRole('button', { name: 'Continue with email' }).click();
    await widget.getByRole('button', { name: 'Resend email' }).click();
    const placed = await page.waitForFunction(() => {
      const toast = [...document.querySelectorAll('[data-latch] [role=status] > *')].find((el) => el.textContent === 'Email resent');
      if (!toast) return undefined;
      const box = toast.getBoundingClientRect();
      const card = document.querySelector('[data-latch]')!.getBoundingClientRect();
      const header = document.querySelector('#host-header')!.getBoundingClientRect();
      const overlaps = (r: DOMRect) => box.left < r.right && r.left < box.right && box.top < r.bottom && r.top < box.bottom;
      const covered = [...document.querySelectorAll('[data-latch] :is(button, a, input, h1, p)')].filter(
        (el) => !toast.contains(el) && overlaps(el.getBoundingClientRect()),
      );
      return {
        inCard: box.left >= card.left && box.right <= card.right && box.top >= card.top && box.bottom <= card.bottom,
        overHeader: overlaps(header),
        covers: covered.map((el) => el.textContent),
      };
    });
    expect(await placed.jsonValue()).toEqual({ inCard: true, overHeader: false, covers: [] });
    expect(problems).toEqual([]);
  });

  it('caps an error toast at 350 px and borders it in the SPEC §9 error colour', async () => {
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/`);
    await page.getByRole('button', { name: 'Continue with email' }).waitFor();
    const long = 'Could not send the email. '.repeat(10).trim();
    // No built-in product raises an error toast today, so a host plugin (the plugin contract's own ctx.toast) does.
    await page.evaluate(`(async () => {
      const { createWidgetClient } = await import('/widget/vanilla/index.js');
      const { definePlugin } = await import('/widget/vanilla/plugin.js');
      const errorToast = definePlugin({ id: 'errorToast', screens: {}, setup(ctx) { ctx.toast({ kind: 'error', message: ${JSON.stringify(long)} }); } });
      const client = createWidgetClient(${JSON.stringify(e2e.provider.publicToken)}, { baseUrl: location.origin });
      const host = document.createElement('div');
      host.id = 'error-toast-host';
      document.body.append(host);
      client.mountLogin({ element: host, config: { products: ['emailMagicLinks', 'errorToast'] }, plugins: { errorToast: async () => ({ default: errorToast }) }, styles: { container: { width: '480px' } } });
    })()`);
    // Measured the moment it appears (an error toast lives 4 s), inside the assertive region errors are announced in.
    const measured = await page.waitForFunction((text) => {
      const toast = [...document.querySelectorAll('#error-toast-host [data-toast-errors] > *')].find((el) => el.textContent === text);
      if (!toast) return undefined;
      const style = getComputedStyle(toast);
      return {
        width: toast.getBoundingClientRect().width,
        border: style.borderLeftColor,
        borderWidth: style.borderLeftWidth,
        background: style.backgroundColor,
      };
    }, long);
    expect(await measured.jsonValue()).toEqual({ width: 350, border: 'rgb(139, 18, 20)', borderWidth: '4px', background: 'rgb(255, 255, 255)' });
    expect(problems).toEqual([]);
  });
});
