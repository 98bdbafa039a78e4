import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { serveWireSite, type WidgetSide, type WireSite } from './support/publishedSite.js';
import { diffWire, listedDifferences, recordWire, rowKey } from './support/publishedWire.js';

const CONFORMANCE = fileURLToPath(new URL('../../docs/conformance.md', import.meta.url));
const PASSWORD = 'violet-harbor-lantern-42';
const SIDES: WidgetSide[] = ['latch', 'published'];

let site: WireSite | undefined;
const allowedOrigins: string[] = [];
// Registered before useE2E's hooks, so the site's origin is in the provider's allowed origins when it starts.
beforeAll(async () => {
  site = await serveWireSite();
  allowedOrigins.push(site.origin);
});
afterAll(() => site?.close());

const e2e = useE2E({ provider: { config: { allowedOrigins } } });

const widget = (page: Page) => page.locator('#login');
const answered = (page: Page, method: string, pathname: string, status = 200) =>
  page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === pathname && r.status() === status);

/** A user with a password, made through the provider's API as a host's back end would. */
async function userWithPassword(email: string) {
  const response = await fetch(`${e2e.provider.url}/sdk/v1/passwords`, {
    method: 'POST',
    headers: { Authorization: `Basic ${btoa(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
}

async function submitEmail(page: Page, email: string) {
  await widget(page).locator('input[type=email]').fill(email);
  await widget(page).getByRole('button', { name: 'Continue with email' }).click();
}

async function submitPassword(page: Page, password: string) {
  await widget(page).locator('input[type=password]').fill(password);
  await widget(page).getByRole('button', { name: 'Continue', exact: true }).click();
}

/** The slice of the published client's headless API the SMS flow calls. */
interface PublishedWindow {
  wireClient: {
    otps: {
      sms: { loginOrCreate(phone: string, options: object): Promise<unknown> };
      authenticate(code: string, methodId: string, options: object): Promise<unknown>;
    };
  };
}

const eventNames = (body: string | null): string[] =>
  (JSON.parse(body ?? '[]') as { event?: { event_name?: string } }[]).map((item) => String(item.event?.event_name));

/** Runs `drive` on each side in its own browser context and records what reached the provider. */
async function compare(flow: string, config: object, drive: (page: Page, side: WidgetSide) => Promise<void>, events: RegExp[] = []) {
  const shapes = [];
  for (const side of SIDES) {
    const context = side === 'latch' ? e2e.context : await e2e.context.browser()!.newContext();
    const page = await context.newPage();
    const wire = recordWire(page, e2e.provider.url, e2e.provider.publicToken);
    const sent = events.map((name) =>
      page.waitForRequest((r) => new URL(r.url()).pathname === '/sdk/v1/events' && eventNames(r.postData()).some((n) => name.test(n))),
    );
    await page.goto(site!.url(side, e2e.provider.url, e2e.provider.publicToken, config));
    await drive(page, side);
    await Promise.all(sent);
    const shape = await wire.shape();
    for (const key of shape.keys())
      if (key.startsWith('POST /sdk/v1/events') && !events.some((name) => name.test(key.split(' ')[2] ?? ''))) shape.delete(key);
    shapes.push(shape);
    if (side !== 'latch') await context.close();
  }
  // Each flow checks its own rows, so a flow run alone (or failing) says nothing about the others.
  const listed = listedDifferences(CONFORMANCE)
    .filter((d) => d.flow === flow)
    .map(rowKey);
  const seen = diffWire(flow, shapes[0]!, shapes[1]!).map(rowKey);
  expect({ unlisted: seen.filter((k) => !listed.includes(k)), stale: listed.filter((k) => !seen.includes(k)) }).toEqual({ unlisted: [], stale: [] });
}

const EML = { products: ['emailMagicLinks'] };
const PASSWORDS = { products: ['passwords'] };

describe('the wire, latch against the published client', () => {
  it('mount: bootstrap, the instantiation and render_login_screen events', async () => {
    await compare('mount', EML, async () => {}, [/^render_login_screen$/, /^sdk_\w*instantiated$/]);
  });

  it('email magic link send', async () => {
    await compare('email magic link', EML, async (page, side) => {
      const sent = answered(page, 'POST', '/sdk/v1/magic_links/email/login_or_create');
      await submitEmail(page, `wire-eml-${side}@example.com`);
      await sent;
    });
  });

  // The published widget parses phone numbers in its hosted clientside-services iframe, which the local provider does
  // not serve, so its button never sends: its side makes the same two calls through its headless client, with the
  // options latch's screens send (expiration 5 minutes, a 30-minute session).
  it('SMS OTP send and authenticate', async () => {
    await compare('SMS OTP', { products: ['otp'], otpOptions: { methods: ['sms'] } }, async (page, side) => {
      const phone = side === 'latch' ? '2025550141' : '2025550142';
      const sent = answered(page, 'POST', '/sdk/v1/otps/sms/login_or_create');
      const authenticated = answered(page, 'POST', '/sdk/v1/otps/authenticate');
      if (side === 'latch') {
        await widget(page).locator('input[type=tel]').fill(phone);
        await widget(page).getByRole('button', { name: 'Continue with text message' }).click();
        await sent;
        const { code } = await waitForMessage(e2e.provider.url, `+1${phone}`);
        await widget(page).getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
        await page.keyboard.type(code!);
      } else {
        await widget(page).getByRole('button', { name: 'Continue with text message' }).waitFor();
        const methodId = await page.evaluate(
          async (to) =>
            ((await (window as unknown as PublishedWindow).wireClient.otps.sms.loginOrCreate(to, { expiration_minutes: 5 })) as { method_id: string })
              .method_id,
          `+1${phone}`,
        );
        const { code } = await waitForMessage(e2e.provider.url, `+1${phone}`);
        await page.evaluate(
          ([c, id]) => (window as unknown as PublishedWindow).wireClient.otps.authenticate(c, id, { session_duration_minutes: 30 }),
          [code!, methodId] as const,
        );
      }
      await authenticated;
    });
  });

  it('email OTP send', async () => {
    await compare('email OTP', { products: ['otp'], otpOptions: { methods: ['email'] } }, async (page, side) => {
      const sent = answered(page, 'POST', '/sdk/v1/otps/email/login_or_create');
      await submitEmail(page, `wire-otp-${side}@example.com`);
      await sent;
    });
  });

  it('password sign-up', async () => {
    await compare('password sign-up', PASSWORDS, async (page, side) => {
      await submitEmail(page, `wire-signup-${side}@example.com`);
      // The strength check runs as the password is typed: wait for it, so the submit never races it.
      const checked = answered(page, 'POST', '/sdk/v1/passwords/strength_check');
      await widget(page).locator('input[type=password]').fill(PASSWORD);
      await checked;
      const created = answered(page, 'POST', '/sdk/v1/passwords');
      await widget(page).getByRole('button', { name: 'Continue', exact: true }).click();
      await created;
    });
  });

  it('password login: a wrong password, then the right one', async () => {
    await compare('password login', PASSWORDS, async (page, side) => {
      const email = `wire-login-${side}@example.com`;
      await userWithPassword(email);
      await submitEmail(page, email);
      const refused = answered(page, 'POST', '/sdk/v1/passwords/authenticate', 401);
      await submitPassword(page, 'not-my-password-1');
      await refused;
      const accepted = answered(page, 'POST', '/sdk/v1/passwords/authenticate');
      await submitPassword(page, PASSWORD);
      await accepted;
    });
  });

  it('password reset start', async () => {
    await compare('reset start', PASSWORDS, async (page, side) => {
      const email = `wire-reset-${side}@example.com`;
      await userWithPassword(email);
      await submitEmail(page, email);
      const started = answered(page, 'POST', '/sdk/v1/passwords/email/reset/start');
      // latch's is a button; the published widget's is a clickable 'Forgot Password?' text.
      await widget(page)
        .getByText(/^Forgot password\?$/i)
        .click();
      await started;
    });
  });

  it('every row of the wire-diff table names one of these flows', () => {
    const flows = ['mount', 'email magic link', 'SMS OTP', 'email OTP', 'password sign-up', 'password login', 'reset start'];
    expect(listedDifferences(CONFORMANCE).filter((d) => !flows.includes(d.flow))).toEqual([]);
  });
});
