import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { XSS_PAYLOADS } from './support/xssPayloads.js';
import { CLEAN, openWithoutCsp, xssFindings } from './support/xssPage.js';

// Every string the widget renders from the provider or the host, filled with XSS payloads, on pages served
// without their CSP so that anything injected would really run.

const e2e = useE2E();
const HOSTS = '.xss-host';

/** Mounts one login widget per entry of `mounts` (each an options object, as JSON) into its own element. */
const mountingScript = (mounts: unknown[]) => `
import { createWidgetClient } from '/widget/vanilla/index.js';
const publicToken = document.querySelector('meta[name="latch-public-token"]').content;
const client = createWidgetClient(publicToken, { baseUrl: location.origin });
for (const options of ${JSON.stringify(mounts)}) {
  const element = document.createElement('div');
  element.className = 'xss-host';
  document.body.append(element);
  client.mountLogin({ element, config: { products: ['emailMagicLinks'] }, ...options });
}
`;

const HOST_STRING_KEYS = [
  'main.header',
  'main.divider',
  'main.poweredBy',
  'form.email.label',
  'form.email.placeholder',
  'form.tab.email',
  'form.submit.email',
];

async function mountAll(mounts: unknown[], ready: string) {
  const { page, dialogs } = await openWithoutCsp(e2e.context, `${e2e.provider.url}/`, mountingScript(mounts));
  await page.waitForFunction(`document.querySelectorAll(${JSON.stringify(ready)}).length === ${mounts.length}`, undefined, { timeout: 20_000 });
  return { page, dialogs };
}

describe('XSS payloads in every string the widget renders', () => {
  it('has forty payloads', () => {
    expect(new Set(XSS_PAYLOADS).size).toBe(40);
  });

  it('host strings overrides and the logo URL stay text, and a javascript: or data: logo is never a source', async () => {
    const mounts = XSS_PAYLOADS.map((payload) => ({
      strings: Object.fromEntries(HOST_STRING_KEYS.map((key) => [key, payload])),
      styles: { logo: { logoImageUrl: payload } },
    }));
    const { page, dialogs } = await mountAll(mounts, `${HOSTS} button[type=submit]`);
    // The texts are there, as characters.
    const headings = await page.locator(`${HOSTS} h1, ${HOSTS} h2`).allTextContents();
    expect(headings).toEqual(
      expect.arrayContaining(
        XSS_PAYLOADS.filter((p) => !p.includes('\u0000'))
          .map((p) => p.trim())
          .slice(0, 5),
      ),
    );
    expect(await xssFindings(page, HOSTS)).toEqual(CLEAN);
    expect(dialogs).toEqual([]);
    // A control: this page does run injected markup, so a widget that rendered a payload as HTML would be caught.
    await page.evaluate(`document.body.insertAdjacentHTML('beforeend', ${JSON.stringify(XSS_PAYLOADS[5])})`);
    await page.waitForFunction('window.__xss === 1');
  });

  it('host styles cannot inject markup or script', async () => {
    const mounts = XSS_PAYLOADS.map((payload) => ({
      styles: {
        fontFamily: payload,
        colors: { primary: payload, secondary: payload },
        container: { width: payload, backgroundColor: payload },
        buttons: { primary: { backgroundColor: payload, textColor: payload } },
      },
    }));
    const { page, dialogs } = await mountAll(mounts, `${HOSTS} [data-latch]`);
    expect(await xssFindings(page, HOSTS)).toEqual(CLEAN);
    expect(await page.evaluate(`document.querySelectorAll('style, script:not([src])').length`)).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('a provider error_message and error_url stay text; only https links, opened safely', async () => {
    let next = 0;
    await e2e.context.route('**/sdk/v1/magic_links/email/login_or_create', (route) => {
      const payload = XSS_PAYLOADS[next % XSS_PAYLOADS.length]!;
      next += 1;
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          status_code: 400,
          error_type: 'xss_probe',
          error_message: `${payload} https://example.com/docs #${next}`,
          error_url: payload,
          request_id: `req-${next}`,
        }),
      });
    });
    const { page, dialogs } = await openWithoutCsp(e2e.context, `${e2e.provider.url}/`);
    await page.getByRole('textbox', { name: 'Email' }).fill('probe@example.com');
    const alert = page.locator('#latch [role=alert]');
    for (let i = 1; i <= XSS_PAYLOADS.length; i += 1) {
      await page.getByRole('button', { name: 'Continue with email' }).click();
      await page.waitForFunction(`(document.querySelector('#latch [role=alert]')?.textContent ?? '').endsWith(' #${i}')`);
      expect(await xssFindings(page, '#latch')).toEqual(CLEAN);
    }
    expect(next).toBe(XSS_PAYLOADS.length);
    // The one real https URL in each message became a link; nothing else did.
    expect(await alert.locator('a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))).toEqual(['https://example.com/docs']);
    expect(dialogs).toEqual([]);
  });

  it('the project name, IdP client name and scope descriptions stay text on the consent screen', async () => {
    const email = `xss+${Date.now()}@example.com`;
    const sdk = (path: string, body: unknown) =>
      fetch(`${e2e.provider.url}/sdk/v1${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Basic ${Buffer.from(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`).toString('base64')}`,
        },
        body: JSON.stringify(body),
      });
    const { data } = (await (await sdk('/otps/email/login_or_create', { email })).json()) as { data: { method_id: string } };
    const { code } = await waitForMessage(e2e.provider.url, email);
    const auth = (await (await sdk('/otps/authenticate', { token: code, method_id: data.method_id })).json()) as { data: { session_token: string } };
    await e2e.context.addCookies([{ name: 'stytch_session', value: auth.data.session_token, url: e2e.provider.url }]);

    const chunks = Array.from({ length: 10 }, (_, i) => XSS_PAYLOADS.slice(i * 4, i * 4 + 4));
    let load = 0;
    const scopes = XSS_PAYLOADS.map((_, i) => `custom:${i}`);
    await e2e.context.route('**/sdk/v1/projects/bootstrap/*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      body.data.project_name = chunks[load % 10]!.join(' · ');
      body.data.rbac_policy = { scopes: scopes.map((scope, i) => ({ scope, description: XSS_PAYLOADS[i] })) };
      return route.fulfill({ response, json: body });
    });
    await e2e.context.route('**/sdk/v1/oauth/authorize/start', (route) =>
      route.fulfill({
        json: {
          status_code: 200,
          request_id: 'req-consent',
          data: {
            consent_required: true,
            oidc_client: { client_id: 'demo-relying-party', client_name: [...chunks[load % 10]!].reverse().join(' · ') },
            grantable_scope: ['openid', ...scopes].join(' '),
            ungrantable_scope: '',
            status_code: 200,
            request_id: 'req-consent',
          },
        },
      }),
    );
    const query = new URLSearchParams({
      client_id: 'demo-relying-party',
      response_type: 'code',
      redirect_uri: `${e2e.provider.url}/rp/callback`,
      scope: ['openid', ...scopes].join(' '),
    });
    const url = `${e2e.provider.url}/idp/authorize?${query}`;
    const { page, dialogs } = await openWithoutCsp(e2e.context, url);
    for (load = 0; load < chunks.length; load += 1) {
      if (load > 0) await page.goto(url);
      await page.getByRole('button', { name: 'Allow' }).waitFor();
      const listed = await page.locator('#latch li').allTextContents();
      // The openid scope's own line, then one per payload.
      expect(listed).toHaveLength(XSS_PAYLOADS.length + 1);
      expect(await page.locator('#latch h1, #latch h2').first().textContent()).toContain(chunks[load]![0]!.trim().slice(0, 10));
      expect(await xssFindings(page, '#latch')).toEqual(CLEAN);
    }
    expect(dialogs).toEqual([]);
  });
});
