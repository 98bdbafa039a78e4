import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonHandler, ok, rawBootstrap, renderWidget, useApi, type RenderOptions } from '../../test/support/widget.js';

/**
 * The page's script loader, faked: the test decides whether a script "loads" and what it defines. (happy-dom would
 * fail every script at once.) Only the bot-protection code calls it in these tests.
 */
const page = vi.hoisted(() => ({ loaded: [] as string[], define: undefined as (() => void) | undefined }));
vi.mock('../../core/loadScript.js', () => ({
  loadScript: async (src: string) => {
    page.loaded.push(src);
    if (!page.define) throw new Error(`latch: the script ${src} failed to load`);
    page.define();
  },
}));

const api = useApi();
const sendPath = '/magic_links/email/login_or_create';
const captchaOn = (siteKey: string) =>
  jsonHandler('get', '/projects/bootstrap/:token', () => ok(rawBootstrap({ captcha_settings: { enabled: true, siteKey } })));

/** A fake of Google's `grecaptcha.enterprise`. */
function fakeRecaptcha() {
  let issued = 0;
  const execute = vi.fn(async (siteKey: string, options: { action: string }) => `token-${++issued}-${siteKey}-${options.action}`);
  page.define = () => {
    (window as { grecaptcha?: unknown }).grecaptcha = { enterprise: { ready: (callback: () => void) => setTimeout(callback, 0), execute } };
  };
  return execute;
}

const SECURITY_CHECK =
  'A security check could not load, so nothing was sent. If an ad or script blocker is on, allow this site in it, then try again.';

async function submitEmail(email: string, onError = vi.fn(), strings: RenderOptions['strings'] = {}) {
  const view = renderWidget({ config: { products: ['emailMagicLinks'] }, callbacks: { onError }, strings });
  const input = (await screen.findByLabelText('Email')) as HTMLInputElement;
  await view.user.type(input, email);
  await view.user.click(screen.getByRole('button', { name: 'Continue with email' }));
  return { ...view, input, onError };
}

afterEach(() => {
  page.loaded.length = 0;
  page.define = undefined;
  delete (window as { grecaptcha?: unknown }).grecaptcha;
});

describe('email magic links with captcha on', () => {
  it('loads reCAPTCHA with the site key and sends the token it gives', async () => {
    api.server.use(
      captchaOn('site-widget'),
      jsonHandler('post', sendPath, () => ok()),
    );
    const execute = fakeRecaptcha();
    await submitEmail('ada@example.com');
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(page.loaded).toEqual(['https://www.google.com/recaptcha/enterprise.js?render=site-widget']);
    expect(api.calls(sendPath).map((c) => c.body)).toEqual([
      { email: 'ada@example.com', login_expiration_minutes: 30, signup_expiration_minutes: 30, captcha_token: 'token-1-site-widget-LOGIN' },
    ]);
    expect(execute).toHaveBeenCalledTimes(1);
  });

  it("retries once after 'Captcha required' with a fresh token and lands on the confirmation", async () => {
    let answered = 0;
    api.server.use(
      captchaOn('site-retry'),
      jsonHandler('post', sendPath, () => (++answered === 1 ? new Response('Captcha required', { status: 403 }) : ok())),
    );
    fakeRecaptcha();
    await submitEmail('ada@example.com');
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(api.calls(sendPath).map((c) => (c.body as { captcha_token?: string }).captcha_token)).toEqual([
      'token-1-site-retry-LOGIN',
      'token-2-site-retry-LOGIN',
    ]);
  });

  it('a script that fails to load (a blocker, a CSP) says a security check could not load, reports it, keeps the email and sends nothing', async () => {
    api.server.use(captchaOn('site-blocked'));
    const { input, onError } = await submitEmail('ada@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain(SECURITY_CHECK);
    expect(input.value).toBe('ada@example.com');
    expect(api.calls(sendPath)).toHaveLength(0);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: SECURITY_CHECK }));
  });

  it('the host words that message through `strings`', async () => {
    api.server.use(captchaOn('site-blocked-2'));
    const text = 'Our security check is blocked. Please allow google.com and retry.';
    const { onError } = await submitEmail('ada@example.com', vi.fn(), { 'error.securityCheckUnavailable': text });
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: text }));
  });

  it('captcha off: no script and no captcha_token', async () => {
    api.server.use(jsonHandler('post', sendPath, () => ok()));
    fakeRecaptcha();
    await submitEmail('ada@example.com');
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(page.loaded).toEqual([]);
    expect(api.calls(sendPath)[0]?.body).toEqual({ email: 'ada@example.com', login_expiration_minutes: 30, signup_expiration_minutes: 30 });
  });
});
