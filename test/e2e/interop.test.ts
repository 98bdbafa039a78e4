import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProvider } from '../../provider/app';
import type { RunningProvider } from '../../provider/app';
import { launchBrowser } from './support/browser';
import { serveScriptPage } from './support/scriptPage';

// The provider's own published browser client, pointed at the local provider from another origin (so CORS is
// exercised for real). If it and the contract disagree, the client wins and the provider is what gets fixed.

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'lantern-quarry-57-orbit';
const EMAIL = 'interop@example.com';

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

describe('the published @stytch/vanilla-js client against the local provider', () => {
  let provider: RunningProvider;
  let pageServer: Server;
  let pageUrl: string;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;

  beforeAll(async () => {
    const served = await serveScriptPage('interop', await bundleClient());
    pageServer = served.server;
    provider = await startProvider({
      port: 0,
      memory: true,
      quiet: true,
      scryptCost: 1024,
      config: { allowedOrigins: [served.origin] },
    });
    pageUrl = `${served.origin}/?token=${provider.publicToken}&api=${encodeURIComponent(provider.url)}`;
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.goto(pageUrl);
    await page.waitForFunction(() => 'stytch' in window);
  });

  afterAll(async () => {
    await browser?.close();
    await provider?.close();
    pageServer?.close();
  });

  it('signs up with a password and holds a session', async () => {
    const created = await page.evaluate(
      ([email, password]) => window.stytch.passwords.create({ email, password, session_duration_minutes: 30 }),
      [EMAIL, PASSWORD],
    );
    expect(created.user_id).toMatch(/^user-test-/);
    const session = await page.evaluate(() => window.stytch.session.getSync());
    expect(session?.user_id).toBe(created.user_id);
  });

  it('keeps the session over a reload (sessions/authenticate with the cookie)', async () => {
    const before = await page.evaluate(() => window.stytch.session.getSync());
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/sdk/v1/sessions/authenticate'));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await page.waitForFunction(() => 'stytch' in window && window.stytch.session.getSync() !== null);
    const after = await page.evaluate(() => window.stytch.session.getSync());
    expect(after?.session_id).toBe(before?.session_id);
    await page.waitForFunction(() => window.stytch.user.getSync() !== null);
    const user = await page.evaluate(() => window.stytch.user.getSync());
    expect(user?.emails[0]?.email).toBe(EMAIL);
  });

  it('logs out, and the revoked token is dead on the provider', async () => {
    const token = (await browser.context.cookies()).find((c) => c.name === 'stytch_session')?.value;
    expect(token).toBeTruthy();
    await page.evaluate(() => window.stytch.session.revoke());
    expect(await page.evaluate(() => window.stytch.session.getSync())).toBeNull();
    const response = await fetch(`${provider.url}/sdk/v1/sessions/authenticate`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${provider.publicToken}:${token}`).toString('base64')}` },
      body: '{}',
    });
    expect(response.status).toBe(404);
    expect((await response.json()).error_type).toBe('session_not_found');
  });

  it('fails a wrong password with the provider error_message', async () => {
    const failure = await page.evaluate(
      ([email]) =>
        window.stytch.passwords
          .authenticate({ email, password: 'not-the-password-123', session_duration_minutes: 30 })
          .then(
            () => ({ type: 'none', message: 'resolved' }),
            (error: { error_type?: string; error_message?: string; message?: string }) => ({
              type: error.error_type,
              message: error.error_message ?? error.message,
            }),
          ),
      [EMAIL],
    );
    expect(failure).toEqual({ type: 'unauthorized_credentials', message: 'Unauthorized credentials.' });
    expect(await page.evaluate(() => window.stytch.session.getSync())).toBeNull();
  });

  it('logs in with the right password and gets a new session token', async () => {
    const result = await page.evaluate(
      ([email, password]) => window.stytch.passwords.authenticate({ email, password, session_duration_minutes: 30 }),
      [EMAIL, PASSWORD],
    );
    expect(result.session_token).toBeTruthy();
    const cookie = (await browser.context.cookies()).find((c) => c.name === 'stytch_session');
    expect(cookie?.value).toBe(result.session_token);
    const session = await page.evaluate(() => window.stytch.session.getSync());
    expect(session?.user_id).toBe(result.user_id);
  });

  it('logs in by email OTP with the code from the developer inbox', async () => {
    await page.evaluate(() => window.stytch.session.revoke());
    const { method_id } = await page.evaluate(
      ([email]) => window.stytch.otps.email.loginOrCreate(email, { expiration_minutes: 5 }),
      [EMAIL] as const,
    );
    const [message] = await (await fetch(`${provider.url}/_dev/messages`)).json();
    expect(message.to).toBe(EMAIL);
    const auth = await page.evaluate(
      ([code, methodId]) => window.stytch.otps.authenticate(code, methodId, { session_duration_minutes: 30 }),
      [message.code as string, method_id] as const,
    );
    expect(await page.evaluate(() => window.stytch.session.getSync()?.user_id)).toBe(auth.user_id);
  });

  it('logs in by email magic link with the token from the developer inbox', async () => {
    await page.evaluate(() => window.stytch.session.revoke());
    await page.evaluate(([email]) => window.stytch.magicLinks.email.loginOrCreate(email), [EMAIL] as const);
    const [message] = await (await fetch(`${provider.url}/_dev/messages`)).json();
    const token = new URL(message.link).searchParams.get('token') ?? '';
    const auth = await page.evaluate(
      ([t]) => window.stytch.magicLinks.authenticate(t, { session_duration_minutes: 30 }),
      [token] as const,
    );
    expect(auth.method_id).toMatch(/^email-test-/);
    expect(await page.evaluate(() => window.stytch.session.getSync()?.user_id)).toBe(auth.user_id);
  });
});
