import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { openPage } from './support/page.js';
import { screensDir } from './support/screens.js';

// The project turns captcha on: bootstrap announces the development site key and the provider's stand-in script.
const e2e = useE2E({ provider: { config: { captcha: true } } });

const SEND = '/sdk/v1/magic_links/email/login_or_create';
const STAND_IN = '/demo/assets/dev-recaptcha.js';

describe('captcha on, end to end', () => {
  it('loads the stand-in reCAPTCHA, and the magic-link send carries a token the provider verified', async () => {
    const email = `ada+${Date.now()}@example.com`;
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/`);
    const sent: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === SEND) sent.push(request.postDataJSON() as Record<string, unknown>);
    });
    const input = page.getByLabel('Email', { exact: true });
    await input.fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ email, captcha_token: expect.stringMatching(/^dev-captcha\./) });
    expect(sent[0]).not.toHaveProperty('dfp_telemetry_id');
    // The provider sends the link only for a token it issued and had not seen used.
    expect((await waitForMessage(e2e.provider.url, email)).link).toMatch(/stytch_token_type=magic_links/);
    expect(await page.evaluate((src) => [...document.scripts].filter((s) => new URL(s.src, location.href).pathname === src).length, STAND_IN)).toBe(
      1,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('with the captcha script blocked, the user sees the error, keeps the typed email, and nothing is sent', async () => {
    const email = `grace+${Date.now()}@example.com`;
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/`, {
      beforeGoto: (p) => p.route(`**${STAND_IN}*`, (route) => route.abort('blockedbyclient')),
    });
    let sends = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === SEND) sends += 1;
    });
    const input = page.getByLabel('Email', { exact: true });
    await input.fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page
      .getByRole('alert')
      .getByText('A security check could not load, so nothing was sent. If an ad or script blocker is on, allow this site in it, then try again.')
      .waitFor();
    expect(await input.inputValue()).toBe(email);
    expect(sends).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'captcha-script-blocked.png') });
    // The one problem is the script the test blocked.
    expect(problems).toEqual([expect.stringContaining('ERR_BLOCKED_BY_CLIENT')]);
  });
});
