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
    const { page, problems } = await openPage(e2e.browser.context, `${e2e.provider.url}/`);
    const csp = (await page.request.get(`${e2e.provider.url}/`)).headers()['content-security-policy'];
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    await page.getByRole('button', { name: 'Continue with email' }).waitFor();

    // Plain JavaScript text: the test runner's transforms must not touch code that runs in the page.
    const measured = (await page.evaluate(`(async () => {
      const measure = (root) => {
        const card = root.querySelector('[data-latch]');
        const button = root.querySelector('button[type=submit]');
        return { cardWidth: card.getBoundingClientRect().width, buttonHeight: button.getBoundingClientRect().height, buttonBackground: getComputedStyle(button).backgroundColor };
      };
      const settle = async (root) => {
        for (let i = 0; i < 100 && !root.querySelector('button[type=submit]'); i++) await new Promise((r) => setTimeout(r, 50));
      };
      const { createWidgetClient } = await import('/widget/vanilla/index.js');
      const client = createWidgetClient(${JSON.stringify(e2e.provider.publicToken)}, { baseUrl: location.origin });
      const shadowHost = document.createElement('div');
      const styledHost = document.createElement('div');
      document.body.append(shadowHost, styledHost);
      client.mountLogin({ element: shadowHost, enableShadowDOM: true });
      client.mountLogin({ element: styledHost, styles: { colors: { primary: '#aa0000' }, container: { width: '360px' } } });
      await settle(shadowHost.shadowRoot);
      await settle(styledHost);
      return { light: measure(document.querySelector('#latch')), shadow: measure(shadowHost.shadowRoot), styled: measure(styledHost) };
    })()`)) as { light: Measured; shadow: Measured; styled: Measured };

    expect(measured.light).toEqual({ cardWidth: 400, buttonHeight: 45, buttonBackground: 'rgb(25, 48, 61)' });
    expect(measured.shadow).toEqual(measured.light);
    expect(measured.styled).toEqual({ cardWidth: 360, buttonHeight: 45, buttonBackground: 'rgb(170, 0, 0)' });
    expect(problems).toEqual([]);
    await page.close();
  });
});
