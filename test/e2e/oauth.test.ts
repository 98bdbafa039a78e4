import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startProvider } from '../../provider/app.js';
import { axeViolations } from './support/axe.js';
import { useE2E } from './support/harness.js';
import { openPage } from './support/page.js';
import { screensDir } from './support/screens.js';

/** The return page: a widget whose config has oauth, so it finishes the return itself. It is the default redirect URL. */
const WIDGET = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] } };
const widgetPath = `/?config=${encodeURIComponent(JSON.stringify(WIDGET))}`;

const e2e = useE2E({
  provider: {
    config: {
      pkceRequiredForOauth: true,
      oauthRedirectUrls: { login: [`{origin}${widgetPath}`, '{origin}/'], signup: [`{origin}${widgetPath}`, '{origin}/'] },
    },
  },
});

const configUrl = (config: unknown) => `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(config))}`;
const verifierKey = () => `stytch_sdk_state_${e2e.provider.publicToken}::PKCE_VERIFIER:oauth`;
const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
const signedInAs = (page: Page, who: string) => page.locator('#signed-in').getByText(`Signed in as ${who}`).waitFor({ timeout: 15_000 });

/** The signed-in user as the provider sees them, through the session cookie the widget wrote. */
async function me() {
  const session = (await e2e.context.cookies(e2e.provider.url)).find((c) => c.name === 'stytch_session')?.value;
  expect(session).toBeTruthy();
  const response = await fetch(`${e2e.provider.url}/sdk/v1/users/me`, {
    headers: { Authorization: `Basic ${Buffer.from(`${e2e.provider.publicToken}:${session}`).toString('base64')}` },
  });
  return ((await response.json()) as { data: { emails: { email: string }[]; providers: { provider_type: string }[] } }).data;
}

async function consentAsNewUser(page: Page, provider: string, email: string) {
  await page.waitForURL(new RegExp(`/_dev/oauth/${provider}/consent\\?request=`));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Test Person');
  await page.getByRole('button', { name: 'Continue as this user' }).click();
}

describe('social login, end to end against the local provider', () => {
  it('GitHub: the button, the consent page, back to the demo page whose host helper signs the user in', async () => {
    const email = unique('octo');
    const config = {
      products: ['oauth', 'emailMagicLinks'],
      oauthOptions: {
        providers: ['google', 'github', 'microsoft', 'apple', 'discord', 'slack'].map((type) => ({ type })),
        loginRedirectURL: `${e2e.provider.url}/`,
        signupRedirectURL: `${e2e.provider.url}/`,
      },
    };
    const { page, problems } = await openPage(e2e.context, configUrl(config));
    await page.getByRole('button', { name: 'Continue with GitHub' }).waitFor();
    const labels = await page.locator('#latch').getByRole('button').allTextContents();
    expect(labels.slice(0, 6)).toEqual(['Google', 'GitHub', 'Microsoft', 'Apple', 'Discord', 'Slack'].map((name) => `Continue with ${name}`));
    const height = await page.getByRole('button', { name: 'Continue with GitHub' }).evaluate((b) => b.getBoundingClientRect().height);
    expect(height).toBe(45);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'oauth-main.png') });

    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.waitForURL(/\/_dev\/oauth\/github\/consent\?request=/);
    expect(await page.evaluate((key) => localStorage.getItem(key), verifierKey())).toMatch(/^[0-9a-f]{128}$/);
    expect(await page.getByRole('heading', { name: 'Sign in to Latch local project with GitHub' }).isVisible()).toBe(true);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'oauth-consent.png') });

    // Keyboard only: the address field's Enter submits that address.
    await page.getByLabel('Email').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await signedInAs(page, email);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate((key) => localStorage.getItem(key), verifierKey())).toBeNull();
    const user = await me();
    expect(user.emails.map((e) => e.email)).toEqual([email]);
    expect(user.providers.map((p) => p.provider_type)).toEqual(['GitHub']);
    expect(problems).toEqual([]);
  });

  it('Google: back on a page with the widget, which finishes the sign-in itself', async () => {
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}${widgetPath}`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(/\/_dev\/oauth\/google\/consent\?request=/);
    await page.getByRole('button', { name: /^Continue as Grace Hopper/ }).click();
    await page.getByRole('heading', { name: 'Success' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('You have successfully logged in.').isVisible()).toBe(true);
    await signedInAs(page, 'grace.hopper@google.example');
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    expect(new URL(page.url()).searchParams.get('config')).toBe(JSON.stringify(WIDGET));
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'oauth-confirmation.png') });
    expect((await me()).providers.map((p) => p.provider_type)).toEqual(['Google']);
    expect(problems).toEqual([]);
  });

  it('a tampered PKCE verifier is refused, and the user is not signed in', async () => {
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}${widgetPath}`);
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.waitForURL(/\/_dev\/oauth\/github\/consent/);
    await page.evaluate((key) => localStorage.setItem(key, 'f'.repeat(128)), verifierKey());
    await consentAsNewUser(page, 'github', unique('tampered'));
    const alert = page.locator('#latch').getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toBe('The code_verifier does not match the code_challenge this flow was started with.');
    expect(await page.getByRole('heading', { name: 'Sign-in failed' }).isVisible()).toBe(true);
    expect(await page.locator('#signed-in').count()).toBe(0);
    expect((await e2e.context.cookies(e2e.provider.url)).some((c) => c.name === 'stytch_session')).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'oauth-pkce-refused.png') });
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Continue with GitHub' }).waitFor();
    expect(problems).toEqual(['HTTP 400 /sdk/v1/oauth/authenticate']);
  });

  it('an unregistered redirect URL stops at an error page, never a redirect', async () => {
    const config = { products: ['oauth'], oauthOptions: { providers: [{ type: 'github' }], loginRedirectURL: `${e2e.provider.url}/elsewhere` } };
    const { page, problems } = await openPage(e2e.context, configUrl(config));
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.getByRole('heading', { name: 'This sign-in request was refused' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/v1/public/oauth/github/start');
    expect(await page.getByRole('alert').textContent()).toBe(
      "login_redirect_url is not one of this project's redirect URLs. They must match exactly, query included; register it under oauthRedirectUrls.login in the provider's config.",
    );
    expect(await axeViolations(page, 'main')).toEqual([]);
    expect(problems).toEqual(['HTTP 400 /v1/public/oauth/github/start']);
  });

  it('a cancelled consent comes back to the widget with a clear message', async () => {
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}${widgetPath}`);
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.waitForURL(/\/_dev\/oauth\/github\/consent/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    const alert = page.locator('#latch').getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toBe('The social sign-in was cancelled. Choose a way to log in to try again.');
    expect(await page.getByRole('button', { name: 'Continue with GitHub' }).isEnabled()).toBe(true);
    expect(new URL(page.url()).searchParams.has('error')).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'oauth-cancelled.png') });
    expect(problems).toEqual([]);
  });
});

describe('Google One Tap with the simulated Google script, end to end', () => {
  const oneTap = (position: string, extra: Record<string, unknown> = {}) => ({
    products: ['oauth'],
    oauthOptions: {
      providers: [{ type: 'google', one_tap: true, position }],
      googleOneTapScriptURL: `${e2e.provider.url}/demo/assets/fake-gsi.js`,
      ...extra,
    },
  });
  const boxHeight = (page: Page) => page.locator('[data-one-tap]').evaluate((box) => box.getBoundingClientRect().height);

  it('embedded: the prompt inside the widget, a cancel back to 47 px and the Google button, then a sign-in with the credential', async () => {
    const { page, problems } = await openPage(e2e.context, configUrl(oneTap('forceLegacyEmbedded')));
    const prompt = page.locator('#latch [data-fake-gsi="embedded"]');
    await prompt.waitFor();
    await page.waitForFunction(() => (document.querySelector('[data-one-tap]')?.getBoundingClientRect().height ?? 0) > 100);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#latch').screenshot({ path: path.join(screensDir, 'oauth-one-tap-embedded.png') });

    await prompt.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-one-tap]')?.getBoundingClientRect().height === 47);
    expect(await boxHeight(page)).toBe(47);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#latch').screenshot({ path: path.join(screensDir, 'oauth-one-tap-cancelled.png') });

    await page.reload();
    await prompt.waitFor();
    const email = unique('tapper');
    const submitted = page.waitForRequest((request) => request.url().endsWith('/sdk/v1/oauth/google/onetap'));
    await prompt.getByLabel('Google account email').fill(email);
    await prompt.getByRole('button', { name: `Continue as ${email}` }).click();
    // The provider answers with the default redirect URL, a page whose widget finishes the login.
    await page.getByRole('heading', { name: 'Success' }).waitFor({ timeout: 15_000 });
    await signedInAs(page, email);
    expect((await me()).providers.map((p) => p.provider_type)).toEqual(['Google']);

    // The same genuine credential, with the same nonce, sent again: no second session.
    const request = await submitted;
    const replay = await fetch(request.url(), { method: 'POST', headers: await request.allHeaders(), body: request.postData() });
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { error_message: string }).error_message).toBe(
      'This Google credential was already used. Sign in with Google again.',
    );
    expect(problems).toEqual([]);
  });

  it('floating: the prompt over the page and the Google button in the widget beside GitHub', async () => {
    const config = oneTap('floating');
    config.oauthOptions.providers.push({ type: 'github' } as never);
    const { page, problems } = await openPage(e2e.context, configUrl(config));
    await page.locator('body > [data-fake-gsi="floating"]').waitFor();
    expect(await page.locator('#latch').getByRole('button').allTextContents()).toEqual(['Continue with Google', 'Continue with GitHub']);
    await page.screenshot({ path: path.join(screensDir, 'oauth-one-tap-floating.png') });
    // A click elsewhere closes the floating prompt (cancel_on_tap_outside defaults to true); the button stays.
    await page.locator('h1').first().click();
    await page.locator('[data-fake-gsi]').waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Continue with Google' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('on an origin the Google client does not authorize, says so instead of the prompt', async () => {
    const other = await startProvider({
      port: 0,
      memory: true,
      quiet: true,
      config: {
        oauthProviders: [{ type: 'google', clientId: 'e2e-client.apps.googleusercontent.test', authorizedOrigins: ['https://only.example'] }],
      },
    });
    try {
      const config = {
        products: ['oauth'],
        oauthOptions: {
          providers: [{ type: 'google', one_tap: true, position: 'forceLegacyEmbedded' }],
          googleOneTapScriptURL: `${other.url}/demo/assets/fake-gsi.js`,
        },
      };
      const { page, problems } = await openPage(e2e.context, `${other.url}/?config=${encodeURIComponent(JSON.stringify(config))}`);
      const alert = page.locator('#latch').getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe(
        `Google One Tap cannot show on ${other.url}: this origin is not allowed for the project’s Google client. Add it to the client’s authorized JavaScript origins.`,
      );
      expect(await page.getByRole('button', { name: 'Continue with Google' }).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('#latch').screenshot({ path: path.join(screensDir, 'oauth-one-tap-origin.png') });
      expect(problems).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
