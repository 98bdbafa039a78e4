// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CAPTCHA_TOKEN_MS, DEV_CAPTCHA_SCRIPT, DEV_CAPTCHA_SITE_KEY, isCaptchaProtected } from '../auth/captcha';
import { makeTestProvider } from '../testkit';

const captchaOn = () => makeTestProvider({ config: { captcha: true } });
type Provider = Awaited<ReturnType<typeof captchaOn>>;

/** A token the way the stand-in script gets one. */
async function mint(p: Provider, siteKey = DEV_CAPTCHA_SITE_KEY): Promise<string> {
  const result = await p.call('POST', '/_dev/recaptcha/execute', { body: { site_key: siteKey, action: 'LOGIN' } });
  expect(result.status).toBe(200);
  return result.json.token;
}

const sendLink = (p: Provider, extra: Record<string, unknown> = {}) =>
  p.post('/magic_links/email/login_or_create', { email: `ada+${Math.random()}@example.com`, ...extra });

describe('the captcha project setting', () => {
  it('off by default: bootstrap says disabled and protected calls need no token', async () => {
    const p = await makeTestProvider();
    const { data } = (await p.call('GET', `/sdk/v1/projects/bootstrap/${p.publicToken}`)).json;
    expect(data.captcha_settings).toEqual({ enabled: false });
    expect((await sendLink(p)).status).toBe(200);
  });

  it('on: bootstrap announces the development site key and the stand-in script on the provider’s origin', async () => {
    const p = await captchaOn();
    const { data } = (await p.call('GET', `/sdk/v1/projects/bootstrap/${p.publicToken}`)).json;
    expect(data.captcha_settings).toEqual({ enabled: true, siteKey: DEV_CAPTCHA_SITE_KEY, script_url: DEV_CAPTCHA_SCRIPT });
    const script = await p.call('GET', DEV_CAPTCHA_SCRIPT);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.json).toContain('grecaptcha.enterprise');
    expect(script.json).not.toMatch(/\beval\(|new Function/);
  });

  it("a protected call without a token, or with a made-up one, is answered with the text 'Captcha required' and does nothing", async () => {
    const p = await captchaOn();
    for (const extra of [{}, { captcha_token: 'dev-captcha.made-up' }, { captcha_token: 42 }]) {
      const result = await sendLink(p, extra);
      expect(result.status).toBe(403);
      expect(result.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(result.json).toBe('Captcha required');
    }
    expect(await p.messages()).toEqual([]);
  });

  it('a minted token passes once: the second use, or one older than two minutes, is refused', async () => {
    const p = await captchaOn();
    const token = await mint(p);
    expect((await sendLink(p, { captcha_token: token })).status).toBe(200);
    expect((await sendLink(p, { captcha_token: token })).json).toBe('Captcha required');

    const stale = await mint(p);
    p.advance(CAPTCHA_TOKEN_MS);
    expect((await sendLink(p, { captcha_token: stale })).status).toBe(403);
    const fresh = await mint(p);
    p.advance(CAPTCHA_TOKEN_MS - 1000);
    expect((await sendLink(p, { captcha_token: fresh })).status).toBe(200);
  });

  it('guards the protected calls only: a password sign-up needs a token, a strength check and bootstrap do not', async () => {
    const p = await captchaOn();
    const signUp = { email: 'grace@example.com', password: 'lantern-quarry-57-orbit', session_duration_minutes: 30 };
    expect((await p.post('/passwords', signUp)).json).toBe('Captcha required');
    expect((await p.post('/passwords', { ...signUp, captcha_token: await mint(p) })).status).toBe(200);
    expect((await p.post('/passwords/strength_check', { password: 'pw' })).status).toBe(200);
  });

  it('a malformed body on a protected path still gets the contract’s JSON error once a token is there, never a crash', async () => {
    const p = await captchaOn();
    const noToken = await p.call('POST', '/sdk/v1/users/search', { raw: '{not json' });
    expect(noToken.json).toBe('Captcha required');
    const badEmail = await p.post('/users/search', { email: 'nope', captcha_token: await mint(p) });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.error_type).toBe('invalid_email');
  });

  it('the token endpoint refuses another site key and a missing action with JSON errors', async () => {
    const p = await captchaOn();
    const wrongKey = await p.call('POST', '/_dev/recaptcha/execute', { body: { site_key: '6Lc-real-key', action: 'LOGIN' } });
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.json.error_type).toBe('invalid_site_key');
    const noAction = await p.call('POST', '/_dev/recaptcha/execute', { body: { site_key: DEV_CAPTCHA_SITE_KEY } });
    expect(noAction.status).toBe(400);
    expect(noAction.json.error_type).toBe('bad_request');
  });

  it('protects the published client’s set of calls and nothing else', () => {
    for (const path of [
      '/magic_links/email/login_or_create',
      '/magic_links/email/send/secondary',
      '/otps/whatsapp/send/primary',
      '/otps/email/login_or_create',
      '/otps/authenticate',
      '/crypto_wallets/authenticate/start/primary',
      '/crypto_wallets/authenticate',
      '/totps/recover',
      '/webauthn/authenticate',
      '/passwords',
      '/passwords/authenticate',
      '/passwords/email/reset/start',
      '/passwords/session/reset',
      '/impersonation/authenticate',
      '/users/search',
    ]) {
      expect(isCaptchaProtected(path), path).toBe(true);
    }
    for (const path of [
      '/magic_links/authenticate',
      '/oauth/authenticate',
      '/passwords/strength_check',
      '/sessions/authenticate',
      '/totps',
      '/webauthn/authenticate/start/primary',
      '/users/me',
    ]) {
      expect(isCaptchaProtected(path), path).toBe(false);
    }
  });
});
