import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness';
import { waitForMessage } from './support/inbox';

// The provider's own published browser client, pointed at the local provider from another origin (so CORS is
// exercised for real). If it and the contract disagree, the client wins and the provider is what gets fixed.

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'lantern-quarry-57-orbit';

type Client = {
  otps: {
    email: { loginOrCreate(email: string, options: object): Promise<{ method_id: string }> };
    authenticate(code: string, methodId: string, options: object): Promise<{ user_id: string }>;
  };
  magicLinks: {
    email: { loginOrCreate(email: string, options?: object): Promise<unknown> };
    authenticate(token: string, options: object): Promise<{ user_id: string; method_id: string }>;
  };
  passwords: {
    create(args: object): Promise<{ session_token: string; user_id: string }>;
    authenticate(args: object): Promise<{ session_token: string; user_id: string }>;
  };
  session: { getSync(): { session_id: string; user_id: string } | null; revoke(): Promise<unknown> };
  user: { getSync(): { emails: { email: string }[] } | null };
};
declare const window: { stytch: Client };

async function bundleClient(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        import { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
        const params = new URLSearchParams(location.search);
        const api = params.get('api');
        window.stytch = new StytchHeadlessClient(params.get('token'), { endpoints: { testAPIURL: api, liveAPIURL: api } });
      `,
      resolveDir: REPO_ROOT,
      loader: 'js',
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

const e2e = useE2E({ scriptPage: { title: 'interop', script: bundleClient } });

const unique = (name: string) => `${name}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The published client on the second-origin page, in this test's own browser context. */
async function openClient(): Promise<Page> {
  const page = await e2e.context.newPage();
  await page.goto(`${e2e.page.origin}/?token=${e2e.provider.publicToken}&api=${encodeURIComponent(e2e.provider.url)}`);
  await page.waitForFunction(() => 'stytch' in window);
  return page;
}

/** A user with a password, made over HTTP so the test's page starts with no session. */
async function userWithPassword(email: string) {
  const response = await fetch(`${e2e.provider.url}/sdk/v1/passwords`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${Buffer.from(`${e2e.provider.publicToken}:${e2e.provider.publicToken}`).toString('base64')}`,
    },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
}

const signUp = (page: Page, email: string) =>
  page.evaluate(([e, password]) => window.stytch.passwords.create({ email: e, password, session_duration_minutes: 30 }), [email, PASSWORD]);

const sessionCookie = async () => (await e2e.context.cookies()).find((c) => c.name === 'stytch_session');

describe('the published @stytch/vanilla-js client against the local provider', () => {
  it('signs up with a password and holds a session', async () => {
    const page = await openClient();
    const created = await signUp(page, unique('interop'));
    expect(created.user_id).toMatch(/^user-test-/);
    const session = await page.evaluate(() => window.stytch.session.getSync());
    expect(session?.user_id).toBe(created.user_id);
  });

  it('keeps the session over a reload (sessions/authenticate with the cookie)', async () => {
    const email = unique('reload');
    const page = await openClient();
    await signUp(page, email);
    const before = await page.evaluate(() => window.stytch.session.getSync());
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/sdk/v1/sessions/authenticate'));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await page.waitForFunction(() => 'stytch' in window && window.stytch.session.getSync() !== null);
    const after = await page.evaluate(() => window.stytch.session.getSync());
    expect(after?.session_id).toBe(before?.session_id);
    await page.waitForFunction(() => window.stytch.user.getSync() !== null);
    const user = await page.evaluate(() => window.stytch.user.getSync());
    expect(user?.emails[0]?.email).toBe(email);
  });

  it('logs out, and the revoked token is dead on the provider', async () => {
    const page = await openClient();
    await signUp(page, unique('logout'));
    const token = (await sessionCookie())?.value;
    expect(token).toBeTruthy();
    await page.evaluate(() => window.stytch.session.revoke());
    expect(await page.evaluate(() => window.stytch.session.getSync())).toBeNull();
    const response = await fetch(`${e2e.provider.url}/sdk/v1/sessions/authenticate`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${e2e.provider.publicToken}:${token}`).toString('base64')}` },
      body: '{}',
    });
    expect(response.status).toBe(404);
    expect((await response.json()).error_type).toBe('session_not_found');
  });

  it('fails a wrong password with the provider error_message', async () => {
    const email = unique('wrong');
    await userWithPassword(email);
    const page = await openClient();
    const failure = await page.evaluate(
      ([e]) =>
        window.stytch.passwords.authenticate({ email: e, password: 'not-the-password-123', session_duration_minutes: 30 }).then(
          () => ({ type: 'none', message: 'resolved' }),
          (error: { error_type?: string; error_message?: string; message?: string }) => ({
            type: error.error_type,
            message: error.error_message ?? error.message,
          }),
        ),
      [email],
    );
    expect(failure).toEqual({ type: 'unauthorized_credentials', message: 'Unauthorized credentials.' });
    expect(await page.evaluate(() => window.stytch.session.getSync())).toBeNull();
  });

  it('logs in with the right password and gets a new session token', async () => {
    const email = unique('right');
    await userWithPassword(email);
    const page = await openClient();
    const result = await page.evaluate(
      ([e, password]) => window.stytch.passwords.authenticate({ email: e, password, session_duration_minutes: 30 }),
      [email, PASSWORD],
    );
    expect(result.session_token).toBeTruthy();
    expect((await sessionCookie())?.value).toBe(result.session_token);
    const session = await page.evaluate(() => window.stytch.session.getSync());
    expect(session?.user_id).toBe(result.user_id);
  });

  it('logs in by email OTP with the code from the developer inbox', async () => {
    const email = unique('otp');
    const page = await openClient();
    const { method_id } = await page.evaluate(([e]) => window.stytch.otps.email.loginOrCreate(e, { expiration_minutes: 5 }), [email] as const);
    const message = await waitForMessage(e2e.provider.url, email);
    const auth = await page.evaluate(([code, methodId]) => window.stytch.otps.authenticate(code, methodId, { session_duration_minutes: 30 }), [
      message.code ?? '',
      method_id,
    ] as const);
    expect(await page.evaluate(() => window.stytch.session.getSync()?.user_id)).toBe(auth.user_id);
  });

  it('logs in by email magic link with the token from the developer inbox', async () => {
    const email = unique('link');
    const page = await openClient();
    await page.evaluate(([e]) => window.stytch.magicLinks.email.loginOrCreate(e), [email] as const);
    const message = await waitForMessage(e2e.provider.url, email);
    const token = new URL(message.link ?? '').searchParams.get('token') ?? '';
    const auth = await page.evaluate(([t]) => window.stytch.magicLinks.authenticate(t, { session_duration_minutes: 30 }), [token] as const);
    expect(auth.method_id).toMatch(/^email-test-/);
    expect(await page.evaluate(() => window.stytch.session.getSync()?.user_id)).toBe(auth.user_id);
  });
});
