import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import otpFr from '../../plugins/otp/locales/fr.js';
import shellFr from '../../shell/locales/fr.js';
import { waitForMessage } from '../kit/inbox.js';
import { forwardServer } from '../hosts/forward.js';
import { installHost, packLatch } from '../hosts/package.js';
import { useE2E } from './support/harness.js';
import { openHydrated, openPage } from './support/page.js';
import { screensDir } from './support/screens.js';

const run = promisify(execFile);

/**
 * A Next.js App Router app (test/hosts/next) on the packed package: server components read the session with
 * latch/next's getSession, a proxy (Next.js 16's middleware) guards /account, and the visitor signs in through
 * LatchLogin rendered by a server component, all against the local provider in Chromium. The app is built once with
 * `next build` (Turbopack) and served with `next start`, as a host deploys it.
 */
const PROJECT_ID = 'project-test-next-host';
const work = mkdtempSync(path.join(tmpdir(), 'latch-next-host-'));
// The app's origin must be known before the provider starts (it allows that origin); the app starts once built.
const site = await forwardServer();
const e2e = useE2E({ provider: { config: { projectId: PROJECT_ID, allowedOrigins: [site.origin] } } });
let next: ChildProcess | undefined;

/** A port no one listens on now, for `next start`, which prints its address only in a banner. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Starts `next start` and resolves once it answers; its output is in the error if it does not within 30 s. */
async function startNext(dir: string, env: NodeJS.ProcessEnv): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, env });
  next = child;
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => void (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => void (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (
      await fetch(`${url}/api/me`).then(
        () => true,
        () => false,
      )
    )
      return url;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`next start did not answer on ${url}:\n${log}`);
}

const timings: Record<string, number> = {};
beforeAll(async () => {
  let started = performance.now();
  const lap = (name: string) => {
    timings[name] = Math.round(performance.now() - started);
    started = performance.now();
  };
  await packLatch();
  lap('pack');
  const dir = await installHost('next', work, { react: true, packages: ['next'], inside: true });
  lap('install');
  // What a deployment sets, at build and at run time: the layout hands the token to the browser's provider, and
  // getSession and the proxy read all three.
  const env = {
    PATH: process.env.PATH ?? '',
    NEXT_TELEMETRY_DISABLED: '1',
    LATCH_PROJECT_ID: PROJECT_ID,
    LATCH_PUBLIC_TOKEN: e2e.provider.publicToken,
    LATCH_BASE_URL: e2e.provider.url,
  };
  await run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { cwd: dir, env });
  lap('next build');
  site.target = await startNext(dir, { ...env, NODE_ENV: 'production' });
  lap('next start');
  console.log(
    `Next.js host: ${Object.entries(timings)
      .map(([name, ms]) => `${name} ${ms} ms`)
      .join(', ')}`,
  );
}, 240_000);
afterAll(async () => {
  if (next && next.exitCode === null) {
    const exited = new Promise((done) => next!.once('exit', done));
    next.kill();
    await exited;
  }
  await site.close();
  await rm(work, { recursive: true, force: true });
});

/** The browser's cookies for the app, as the Cookie header it sends there. */
const cookieHeader = async () => (await e2e.context.cookies(site.origin)).map((c) => `${c.name}=${c.value}`).join('; ');

/** The route handler's answer to a request carrying `cookie`; `fresh` asks the provider instead of checking the JWT. */
async function me(cookie: string, fresh = false) {
  const response = await fetch(`${site.origin}/api/me${fresh ? '?fresh' : ''}`, { headers: { cookie } });
  return { status: response.status, body: await response.json() };
}

describe('a Next.js App Router app', () => {
  it('sends a signed-out visitor of /account to sign in, signs them in through LatchLogin, shows them on server pages, and signs out', async () => {
    const email = `next+${Date.now()}@example.com`;
    const { page, problems } = await openPage(e2e.context, `${site.origin}/`);
    await page.locator('#server-user').getByText('Signed out').waitFor();

    // The proxy answers the client-side navigation with the sign-in page, the path asked for in its address.
    await page.getByRole('link', { name: 'Your account' }).click();
    await page.waitForURL(`${site.origin}/sign-in?redirect_url=%2Faccount`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    const { code } = await waitForMessage(e2e.provider.url, email);
    // Focus is in the first box when the screen opens: typed as a person types.
    await page.keyboard.type(code!);

    // Signed in, back where they were going: the server page reads the cookies the widget wrote.
    await page.waitForURL(`${site.origin}/account`);
    await page.locator('#account-user').getByText(`Account of ${email}`).waitFor();
    const cookie = await cookieHeader();
    expect(await (await fetch(`${site.origin}/`, { headers: { cookie } })).text()).toContain(`Signed in as ${email}`);
    const signedIn = await me(cookie);
    expect(signedIn).toEqual({ status: 200, body: { userId: expect.stringMatching(/^user-test-/) } });
    expect(await me(cookie, true)).toEqual(signedIn);
    // A signed-in visitor who opens the sign-in page goes straight back.
    expect((await fetch(`${site.origin}/sign-in?redirect_url=%2Faccount`, { headers: { cookie }, redirect: 'manual' })).status).toBe(307);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${site.origin}/`);
    await page.locator('#server-user').getByText('Signed out').waitFor();
    expect(await cookieHeader()).not.toContain('stytch_session');
    // The revoked session's cookies, replayed: the provider refuses them at once; the JWT alone passes until it expires.
    expect((await me(cookie, true)).status).toBe(401);
    expect((await me(cookie)).status).toBe(200);
    await page.goto(`${site.origin}/account`);
    await page.waitForURL(`${site.origin}/sign-in?redirect_url=%2Faccount`);
    expect(problems).toEqual([]);
  });

  it('streams the sign-in form in a locale from the server component, hydrates it without a warning, and goes on in it', async () => {
    const html = await (await fetch(`${site.origin}/sign-in?locale=fr`)).text();
    expect(html).toContain(`>${shellFr['main.header']}</h1>`);
    expect(html).toMatch(/<div[^>]* lang="fr"/);
    expect(html).toContain(`>${shellFr['form.email.label']}</label>`);

    const { page, problems, warnings } = await openHydrated(e2e.context, `${site.origin}/sign-in?locale=fr`);
    await page.screenshot({ path: path.join(screensDir, 'next-locale-fr.png') });
    await page.getByRole('textbox', { name: shellFr['form.email.label'] }).fill(`next.fr+${Date.now()}@example.com`);
    await page.getByRole('button', { name: shellFr['form.submit.email'] }).click();
    await page.getByRole('heading', { name: otpFr['otp.title'] }).waitFor();
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("draws the sign-in form on the server, in the widget's styles before any script runs (LatchStyles in the layout)", async () => {
    const context = await e2e.context.browser()!.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${site.origin}/sign-in`);
      const button = page.getByRole('button', { name: 'Continue with email' });
      const look = await button.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          height: el.getBoundingClientRect().height,
          background: style.backgroundColor,
          styles: document.head.querySelectorAll('style[data-href="latch"]').length,
        };
      });
      expect(look).toEqual({ height: 45, background: 'rgb(25, 48, 61)', styles: 1 });
    } finally {
      await context.close();
    }
  });
});
