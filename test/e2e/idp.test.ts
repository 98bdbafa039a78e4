import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { openPage } from './support/page.js';
import { screensDir } from './support/screens.js';

// The local provider as an OpenID provider, in real Chromium: the demo relying party (/rp) and this test itself as
// relying parties, the widget's identity-provider entry point (/idp/authorize, /idp/logout) as the consent screen.

const e2e = useE2E();
const CLIENT = 'demo-relying-party';
const CONSENT = 'Sign in to Demo relying party with Latch local project';

const unique = (name: string) => `${name}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const base64url = (bytes: Buffer) => bytes.toString('base64url');

const sdk = (path: string, body: unknown, secret?: string) =>
  fetch(`${e2e.provider.url}/sdk/v1${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${Buffer.from(`${e2e.provider.publicToken}:${secret ?? e2e.provider.publicToken}`).toString('base64')}`,
    },
    body: JSON.stringify(body),
  });

/** A session made through the API and handed to this test's browser as its session cookie. */
async function signedIn(email: string): Promise<string> {
  const { data } = (await (await sdk('/otps/email/login_or_create', { email })).json()) as { data: { method_id: string } };
  const { code } = await waitForMessage(e2e.provider.url, email);
  const auth = (await (await sdk('/otps/authenticate', { token: code, method_id: data.method_id })).json()) as { data: { session_token: string } };
  await e2e.context.addCookies([{ name: 'stytch_session', value: auth.data.session_token, url: e2e.provider.url }]);
  return auth.data.session_token;
}

/** Signs in on the widget's login products by an emailed code. */
async function logInByEmailCode(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
  const { code } = await waitForMessage(e2e.provider.url, email);
  await page.keyboard.type(code!);
}

async function discovery() {
  return (await (await fetch(`${e2e.provider.url}/.well-known/openid-configuration`)).json()) as Record<string, string>;
}

async function verifyIdToken(idToken: string, nonce: string) {
  const jwks = createLocalJWKSet((await (await fetch(`${e2e.provider.url}/.well-known/jwks.json`)).json()) as JSONWebKeySet);
  const { payload } = await jwtVerify(idToken, jwks, { issuer: e2e.provider.url, audience: CLIENT, algorithms: ['ES256'] });
  expect(payload.nonce).toBe(nonce);
  return payload;
}

const sessionCookie = async () => (await e2e.context.cookies(e2e.provider.url)).find((c) => c.name === 'stytch_session')?.value;
const sessionAlive = async (token: string) => (await sdk('/sessions/authenticate', {}, token)).status === 200;

describe('the identity-provider entry point, end to end', () => {
  it('the demo relying party signs a new visitor in: login products, email code, consent, Allow, a verified id_token', async () => {
    const email = unique('rp');
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/rp`);
    await page.locator('#rp-signin').click();
    await page.waitForURL(/\/idp\/authorize\?/);
    // No session is an expected step, not an error: a status naming the application, no alert.
    const prompt = page.locator('[data-latch] [role=status]').filter({ hasText: 'No active session detected. Please log in to continue.' });
    await prompt.waitFor();
    expect(await prompt.textContent()).toBe('Signing in to Demo relying party. No active session detected. Please log in to continue.');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-latch]').screenshot({ path: path.join(screensDir, 'idp-login-first.png') });

    await logInByEmailCode(page, email);
    await page.getByRole('heading', { name: CONSENT }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(CONSENT);
    expect(await page.getByRole('listitem').allTextContents()).toEqual(['Confirm who you are', 'See your email address', 'See your name']);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-latch]').screenshot({ path: path.join(screensDir, 'idp-consent.png') });

    await page.getByRole('button', { name: 'Allow' }).click();
    await page.locator('#rp-who').getByText(`Signed in as ${email}`).waitFor({ timeout: 15_000 });
    expect(page.url()).toBe(`${e2e.provider.url}/rp`);
    await page.screenshot({ path: path.join(screensDir, 'idp-relying-party.png'), fullPage: true });
    const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem('latch-demo-rp:signedIn')))!) as {
      idToken: string;
      claims: { nonce: string };
    };
    const claims = await verifyIdToken(stored.idToken, stored.claims.nonce);
    expect(claims).toMatchObject({ email, email_verified: true });
    expect(problems).toEqual([]);
  });

  it('this test as the relying party: the code it gets back redeems with its PKCE verifier for an id_token with iss, aud and nonce', async () => {
    const email = unique('pkce');
    await signedIn(email);
    const verifier = base64url(randomBytes(32));
    const nonce = base64url(randomBytes(16));
    const config = await discovery();
    const redirectUri = `${e2e.provider.url}/rp/callback`;
    const authorize = new URL(config.authorization_endpoint!);
    authorize.search = new URLSearchParams({
      client_id: CLIENT,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email read:files',
      state: 'test-state',
      nonce,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    const { page, problems } = await openPage(e2e.context, authorize.toString());
    await page.getByRole('heading', { name: 'Demo relying party wants to access your Latch local project account' }).waitFor();
    expect(await page.getByRole('listitem').allTextContents()).toEqual(['Confirm who you are', 'See your email address', 'Use the read:files scope']);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-latch]').screenshot({ path: path.join(screensDir, 'idp-consent-access.png') });
    const callback = page.waitForRequest((request) => request.url().startsWith(`${redirectUri}?`));
    await page.getByRole('button', { name: 'Allow' }).click();
    const returned = new URL((await callback).url());
    expect(returned.searchParams.get('state')).toBe('test-state');
    expect(returned.searchParams.get('iss')).toBe(e2e.provider.url);
    // The demo relying party did not start this request, so it leaves the code alone.
    await page.locator('#rp-error').getByText('This sign-in was not started from this page').waitFor();

    const exchange = (codeVerifier: string) =>
      fetch(config.token_endpoint!, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: returned.searchParams.get('code')!,
          redirect_uri: redirectUri,
          client_id: CLIENT,
          code_verifier: codeVerifier,
        }),
      });
    expect((await exchange(base64url(randomBytes(32)))).status).toBe(400);
    const tokens = (await (await exchange(verifier)).json()) as { id_token: string; access_token: string };
    const claims = await verifyIdToken(tokens.id_token, nonce);
    expect(claims).toMatchObject({ email });
    const userinfo = await (await fetch(config.userinfo_endpoint!, { headers: { Authorization: `Bearer ${tokens.access_token}` } })).json();
    expect(userinfo).toEqual({ sub: claims.sub, email, email_verified: true });
    expect((await exchange(verifier)).status).toBe(400);
    expect(problems).toEqual([]);
  });

  it("Deny: 'Access to the application was denied.' on the consent screen, access_denied at the relying party", async () => {
    await signedIn(unique('deny'));
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/rp`);
    await page.locator('#rp-signin').click();
    await page.getByRole('heading', { name: CONSENT }).waitFor();
    // The answer is a form post that leaves the page, and a page that is leaving cannot be inspected: the post is
    // held in the page until the widget's message has been checked, then sent as it was.
    await page.evaluate(() => {
      const post = HTMLFormElement.prototype.submit;
      const held = window as unknown as { sendHeldPost?: () => void };
      HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
        held.sendHeldPost = () => post.call(this);
      };
    });
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.getByRole('alert').getByText('Access to the application was denied.').waitFor();
    expect(await page.getByRole('button', { name: 'Deny' }).getAttribute('aria-busy')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-latch]').screenshot({ path: path.join(screensDir, 'idp-denied.png') });
    await page.evaluate(() => (window as unknown as { sendHeldPost: () => void }).sendHeldPost());
    await page.locator('#rp-error').getByText('The sign-in was not completed: access_denied (Access to the application was denied.)').waitFor();
    expect(await page.locator('#rp-signed-in').isHidden()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('a first-party client is not asked about: the consent posts itself, no click needed', async () => {
    const email = unique('first-party');
    await signedIn(email);
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/rp`);
    await page.locator('#rp-signin-first-party').click();
    await page.locator('#rp-who').getByText(`Signed in as ${email}`).waitFor({ timeout: 15_000 });
    expect(problems).toEqual([]);
  });

  it("logout with consent: 'Log out?' No keeps the session, Yes ends it and goes back with the state", async () => {
    const token = await signedIn(unique('logout'));
    const logoutUrl = `${e2e.provider.url}/idp/logout?${new URLSearchParams({ client_id: CLIENT, post_logout_redirect_uri: `${e2e.provider.url}/rp`, state: 'bye-1' })}`;
    const { page, problems } = await openPage(e2e.context, logoutUrl);
    await page.getByRole('heading', { name: 'Log out?' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-latch]').screenshot({ path: path.join(screensDir, 'idp-logout.png') });
    await page.getByRole('button', { name: 'No' }).click();
    await page.getByText('You have not been logged out. You may close this page.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-latch]').screenshot({ path: path.join(screensDir, 'idp-logout-declined.png') });
    expect(await sessionAlive(token)).toBe(true);

    await page.goto(logoutUrl);
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(`${e2e.provider.url}/rp?state=bye-1`);
    expect(await sessionCookie()).toBeUndefined();
    expect(await sessionAlive(token)).toBe(false);
    expect(problems).toEqual([]);
  });

  it('logout without consent: the demo relying party logs out with its id_token_hint and comes straight back', async () => {
    const token = await signedIn(unique('hinted-logout'));
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/rp`);
    await page.locator('#rp-signin-first-party').click();
    await page.locator('#rp-who').waitFor({ timeout: 15_000 });
    await page.locator('#rp-logout').click();
    await page.locator('#rp-status').getByText('You are signed out of the demo relying party and of the provider.').waitFor({ timeout: 15_000 });
    expect(await page.locator('#rp-signed-out').isVisible()).toBe(true);
    expect(await sessionCookie()).toBeUndefined();
    expect(await sessionAlive(token)).toBe(false);
    expect(problems).toEqual([]);
  });

  it('names a missing parameter, and shows a refused redirect_uri without redirecting', async () => {
    await signedIn(unique('refused'));
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/idp/authorize?client_id=${CLIENT}&response_type=code`);
    await page.getByRole('alert').getByText('Required parameter is missing: redirect_uri. Please reach out to the application developer.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-latch]').screenshot({ path: path.join(screensDir, 'idp-missing-parameter.png') });

    await page.goto(
      `${e2e.provider.url}/idp/authorize?client_id=${CLIENT}&response_type=code&redirect_uri=${encodeURIComponent('https://evil.example/rp/callback')}`,
    );
    await page
      .getByRole('alert')
      .getByText("The redirect_uri is not one of the client's registered redirect URIs (they must match exactly).")
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/idp/authorize');
    expect(problems).toEqual(['HTTP 400 /sdk/v1/oauth/authorize/start']);
  });
});
