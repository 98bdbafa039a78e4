import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jsOutputs, pluginOf, readMetafile } from '../../build/metafile.js';
import { useE2E } from './support/harness.js';
import { openPage } from './support/page.js';

const e2e = useE2E();

/** The products whose code a widget file carries, from the vanilla build's metafile. */
const meta = readMetafile('vanilla');
const productsIn = (file: string): string[] => {
  const out = jsOutputs(meta).find(([name]) => name.endsWith(`/${file}`))?.[1];
  if (!out) throw new Error(`${file} is not a file of the vanilla build`);
  return [
    ...new Set(
      Object.keys(out.inputs)
        .map(pluginOf)
        .filter((p): p is string => !!p),
    ),
  ];
};

/** Every widget script the page fetched, by file name. */
function widgetScripts(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/widget/vanilla/') && url.pathname.endsWith('.js')) files.push(url.pathname.split('/').pop()!);
  });
  return files;
}

const cases = [
  { config: { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } }, ready: 'Continue with text message', own: ['otp'] },
  { config: { products: ['emailMagicLinks'] }, ready: 'Continue with email', own: ['emailMagicLinks'] },
  { config: { products: ['passwords'] }, ready: 'Continue with email', own: ['passwords'] },
  { config: { products: ['crypto'] }, ready: 'Set up a new crypto wallet', own: ['crypto'] },
  {
    config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'github' }, { type: 'google' }] } },
    ready: 'Continue with GitHub',
    own: ['oauth'],
  },
];

/** The split seen from the network, not only from the build: a host downloads only the products it lists. */
describe('what a page downloads, in Chromium', () => {
  it.each(cases)('$config.products downloads no byte of another product', async ({ config, ready, own }) => {
    let fetched: string[] = [];
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(config))}`, {
      beforeGoto: (p) => (fetched = widgetScripts(p)),
    });
    await page.getByRole('button', { name: ready }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(fetched.length).toBeGreaterThan(0);
    const products = [...new Set(fetched.flatMap(productsIn))];
    expect(products).toEqual(own);
    expect(problems).toEqual([]);
  });

  it("the identity-provider entry downloads its own product and, with no session, the page's login products (email OTP)", async () => {
    let fetched: string[] = [];
    const request = new URLSearchParams({ client_id: 'demo-relying-party', redirect_uri: `${e2e.provider.url}/rp/callback`, response_type: 'code' });
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/idp/authorize?${request}`, {
      beforeGoto: (p) => (fetched = widgetScripts(p)),
    });
    await page.getByRole('button', { name: 'Continue with email' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect([...new Set(fetched.flatMap(productsIn))].sort()).toEqual(['idp', 'otp']);
    expect(problems).toEqual([]);
  });

  it('passkeys: a login lists it beside email links; the registration entry downloads passkeys alone', async () => {
    let fetched: string[] = [];
    const login = { products: ['passkeys', 'emailMagicLinks'] };
    const first = await openPage(e2e.context, `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(login))}`, {
      beforeGoto: (p) => (fetched = widgetScripts(p)),
    });
    await first.page.getByRole('button', { name: 'Continue with email' }).waitFor();
    await first.page.waitForLoadState('networkidle');
    expect([...new Set(fetched.flatMap(productsIn))].sort()).toEqual(['emailMagicLinks', 'passkeys']);
    const entry = await openPage(e2e.context, `${e2e.provider.url}/passkeys`, { beforeGoto: (p) => (fetched = widgetScripts(p)) });
    await entry.page.getByRole('heading', { name: 'Set up a new Passkey' }).waitFor();
    await entry.page.waitForLoadState('networkidle');
    expect([...new Set(fetched.flatMap(productsIn))]).toEqual(['passkeys']);
    expect([...first.problems, ...entry.problems]).toEqual([]);
  });
});
