// @vitest-environment jsdom
// jsdom does not fetch scripts, so the fake page below decides what each <script src> defines and whether it loads.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHeadlessClient, type HeadlessClient } from './headless.js';
import { INVALID_RESPONSE } from './errors.js';
import { SECURITY_CHECK_UNAVAILABLE } from './protectionScripts.js';
import { mapBootstrap } from './bootstrapMap.js';
import { DEFAULT_BOOTSTRAP } from './bootstrap.js';
import { captchaScriptUrl, DFP_CDN, DFP_SUBMIT_BASE } from './protectionScripts.js';

const DFP_SCRIPT = `${DFP_CDN}/telemetry.js`;
const DFP_SUBMIT = `${DFP_SUBMIT_BASE}/submit`;

const BASE = 'http://localhost:4100';
const TOKEN = 'public-token-test-protection';

const user = {
  user_id: 'user-1',
  emails: [],
  phone_numbers: [],
  providers: [],
  webauthn_registrations: [],
  totps: [],
  crypto_wallets: [],
  biometric_registrations: [],
};
const data = {
  request_id: 'r',
  status_code: 200,
  user_id: 'user-1',
  user,
  session: {
    session_id: 'session-1',
    user_id: 'user-1',
    expires_at: '2099-01-01T00:00:00Z',
    last_accessed_at: '2024-01-01T00:00:00Z',
    authentication_factors: [],
  },
  session_token: 'session-token-1',
  session_jwt: 'session-jwt-1',
  method_id: 'method-1',
  challenge: 'sign me',
  userType: 'new',
  totps: [],
};

let bootstrap: Record<string, unknown> = {};
/** Answers for the next calls to a path; a 200 with `data` once they run out. */
let scripted: Record<string, (() => Response)[]> = {};
const calls: { path: string; body: Record<string, unknown> }[] = [];
const server = setupServer(
  http.get(`${BASE}/sdk/v1/projects/bootstrap/:token`, () => HttpResponse.json({ data: bootstrap })),
  http.post(`${BASE}/sdk/v1/events`, () => HttpResponse.json({ data: {} })),
  http.all(`${BASE}/sdk/v1/*`, async ({ request }) => {
    const path = new URL(request.url).pathname.replace('/sdk/v1', '');
    const text = await request.text();
    calls.push({ path, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
    const next = scripted[path]?.shift();
    return next ? next() : HttpResponse.json({ data });
  }),
);
const captchaRequired = () => new Response('Captcha required', { status: 403, headers: { 'Content-Type': 'text/plain' } });

/** What the page's scripts define when they load; a URL not listed fails to load. */
let pageScripts: Record<string, () => void> = {};
const loadedUrls: string[] = [];
const observer = new MutationObserver((records) => {
  for (const node of records.flatMap((r) => [...r.addedNodes])) {
    if (!(node instanceof HTMLScriptElement)) continue;
    loadedUrls.push(node.src);
    const define = pageScripts[node.src];
    define?.();
    node.dispatchEvent(new Event(define ? 'load' : 'error'));
  }
});

type Win = { grecaptcha?: unknown; GetTelemetryID?: unknown };
let issued = 0;
/** A fake of Google's `grecaptcha.enterprise`: every execute gives a new token naming the key and the action. */
const fakeRecaptcha = () => {
  const execute = vi.fn(async (siteKey: string, options: { action: string }) => `captcha-${++issued}-${siteKey}-${options.action}`);
  const ready = vi.fn((callback: () => void) => void setTimeout(callback, 0));
  return { execute, ready, install: () => ((window as Win).grecaptcha = { enterprise: { execute, ready } }) };
};
/** A fake of the fingerprinting script's `GetTelemetryID`, defined now: the loader loads that one URL once per page. */
const fakeTelemetry = () => {
  const getId = vi.fn(async (_token: string, _submit: string) => `dfp-${++issued}`);
  const install = () => ((window as Win).GetTelemetryID = getId);
  install();
  return { getId, install };
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  observer.observe(document.head, { childList: true });
});
let client: HeadlessClient | undefined;
beforeEach(() => {
  // A site key per test: the script loader remembers what loaded for the whole page.
  issued = 0;
});
afterEach(() => {
  client?.dispose();
  client = undefined;
  server.resetHandlers();
  calls.length = 0;
  loadedUrls.length = 0;
  scripted = {};
  pageScripts = {};
  bootstrap = {};
  delete (window as Win).grecaptcha;
  delete (window as Win).GetTelemetryID;
  localStorage.clear();
});
afterAll(() => {
  observer.disconnect();
  server.close();
});

const recaptchaUrl = (siteKey: string) => `https://www.google.com/recaptcha/enterprise.js?render=${siteKey}`;
const bodyOf = (path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

/** Every call the published client protects, signed out, and what kind of fields each carries. */
const SIGNED_OUT: [string, 'full' | 'captcha', (c: HeadlessClient) => Promise<unknown>][] = [
  ['/magic_links/email/login_or_create', 'full', (c) => c.magicLinks.email.loginOrCreate('ada@example.com')],
  ['/magic_links/email/send/primary', 'full', (c) => c.magicLinks.email.send('ada@example.com')],
  ['/otps/sms/login_or_create', 'full', (c) => c.otps.sms.loginOrCreate('+15555550100')],
  ['/otps/sms/send/primary', 'full', (c) => c.otps.sms.send('+15555550100')],
  ['/otps/whatsapp/login_or_create', 'full', (c) => c.otps.whatsapp.loginOrCreate('+15555550100')],
  ['/otps/whatsapp/send/primary', 'full', (c) => c.otps.whatsapp.send('+15555550100')],
  ['/otps/email/login_or_create', 'full', (c) => c.otps.email.loginOrCreate('ada@example.com')],
  ['/otps/email/send/primary', 'captcha', (c) => c.otps.email.send('ada@example.com')],
  ['/users/search', 'full', (c) => c.user.search('ada@example.com')],
  [
    '/crypto_wallets/authenticate/start/primary',
    'captcha',
    (c) => c.cryptoWallets.authenticateStart({ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum' }),
  ],
  ['/passwords/email/reset/start', 'full', (c) => c.passwords.resetByEmailStart({ email: 'ada@example.com' })],
  ['/passwords', 'full', (c) => c.passwords.create({ email: 'ada@example.com', password: 'pw' })],
];
/** The same once signed in (the first of them stores a session). */
const SIGNED_IN: [string, 'full' | 'captcha', (c: HeadlessClient) => Promise<unknown>][] = [
  ['/otps/authenticate', 'full', (c) => c.otps.authenticate('123456', 'method-1')],
  [
    '/crypto_wallets/authenticate',
    'full',
    (c) => c.cryptoWallets.authenticate({ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum', signature: '0xsig' }),
  ],
  ['/passwords/authenticate', 'full', (c) => c.passwords.authenticate({ email: 'ada@example.com', password: 'pw' })],
  ['/passwords/email/reset', 'full', (c) => c.passwords.resetByEmail({ token: 'reset-token', password: 'pw' })],
  [
    '/passwords/existing_password/reset',
    'full',
    (c) => c.passwords.resetByExistingPassword({ email: 'ada@example.com', existing_password: 'a', new_password: 'b' }),
  ],
  ['/passwords/session/reset', 'full', (c) => c.passwords.resetBySession({ password: 'pw' })],
  ['/impersonation/authenticate', 'full', (c) => c.impersonation.authenticate({ impersonation_token: 'imp' })],
  ['/totps/authenticate', 'full', (c) => c.totps.authenticate({ totp_code: '123456' })],
  ['/totps/recover', 'full', (c) => c.totps.recover({ recovery_code: 'code' })],
];
/** Calls the provider does not guard: they never carry the fields. */
const UNGUARDED: [string, (c: HeadlessClient) => Promise<unknown>][] = [
  ['/magic_links/authenticate', (c) => c.magicLinks.authenticate('ml-token')],
  ['/oauth/authenticate', (c) => c.oauth.authenticate('oauth-token')],
  ['/passwords/strength_check', (c) => c.passwords.strengthCheck({ password: 'pw' })],
  ['/totps/recovery_codes', (c) => c.totps.recoveryCodes()],
  ['/sessions/authenticate', (c) => c.session.authenticate()],
];

async function runEveryCall(c: HeadlessClient) {
  for (const [, , call] of SIGNED_OUT) await call(c);
  for (const [, , call] of SIGNED_IN) await call(c);
  for (const [, call] of UNGUARDED) await call(c);
}

describe('bot protection driven by bootstrap', () => {
  it('captcha on: every protected call fetches its own token and sends it as captcha_token; the others send none', async () => {
    bootstrap = { captcha_settings: { enabled: true, siteKey: 'site-every' } };
    const recaptcha = fakeRecaptcha();
    pageScripts = { [recaptchaUrl('site-every')]: recaptcha.install };
    client = createHeadlessClient(TOKEN, { baseUrl: BASE });
    await runEveryCall(client);

    const guarded = [...SIGNED_OUT, ...SIGNED_IN];
    for (const [path] of guarded) {
      const [body] = bodyOf(path);
      expect(body, path).toMatchObject({ captcha_token: expect.stringMatching(/^captcha-\d+-site-every-LOGIN$/) });
      expect(body, path).not.toHaveProperty('dfp_telemetry_id');
    }
    const tokens = guarded.map(([path]) => bodyOf(path)[0]?.captcha_token);
    expect(new Set(tokens).size).toBe(guarded.length);
    expect(recaptcha.execute).toHaveBeenCalledTimes(guarded.length);
    for (const [path] of UNGUARDED) expect(bodyOf(path)[0], path).not.toHaveProperty('captcha_token');
    // Loaded once, from Google, with the site key.
    expect(loadedUrls).toEqual([recaptchaUrl('site-every')]);
  });

  it('captcha and fingerprinting off (the default): no script, and bodies carry neither field', async () => {
    const scriptsBefore = document.scripts.length;
    client = createHeadlessClient(TOKEN, { baseUrl: BASE });
    await runEveryCall(client);
    expect(loadedUrls).toEqual([]);
    expect(document.scripts.length).toBe(scriptsBefore);
    for (const { path, body } of calls) {
      expect(body, path).not.toHaveProperty('captcha_token');
      expect(body, path).not.toHaveProperty('dfp_telemetry_id');
    }
  });

  it('OBSERVATION (the default mode): full calls carry the telemetry id and a captcha token, captcha calls the token alone', async () => {
    bootstrap = { captcha_settings: { enabled: true, siteKey: 'site-observe' }, dfp_protected_auth_enabled: true };
    const recaptcha = fakeRecaptcha();
    const telemetry = fakeTelemetry();
    pageScripts = { [recaptchaUrl('site-observe')]: recaptcha.install, [DFP_SCRIPT]: telemetry.install };
    client = createHeadlessClient(TOKEN, { baseUrl: BASE });
    await client.magicLinks.email.loginOrCreate('ada@example.com');
    await client.otps.email.send('ada@example.com');
    expect(bodyOf('/magic_links/email/login_or_create')[0]).toMatchObject({
      captcha_token: expect.stringMatching(/^captcha-/),
      dfp_telemetry_id: expect.stringMatching(/^dfp-/),
    });
    expect(bodyOf('/otps/email/send/primary')[0]).toEqual({
      email: 'ada@example.com',
      expiration_minutes: 5,
      captcha_token: expect.stringMatching(/^captcha-/),
    });
    expect(telemetry.getId).toHaveBeenCalledWith(TOKEN, DFP_SUBMIT);
  });

  it("the host's dfpCdnDomain and dfppaDomain move the fingerprinting script and its reports, reduced to https and the host name (CONTRACT §1)", async () => {
    bootstrap = { captcha_settings: { enabled: false }, dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'DECISIONING' };
    const telemetry = fakeTelemetry();
    pageScripts = { 'https://cdn.example.com/telemetry.js': telemetry.install };
    client = createHeadlessClient(TOKEN, { baseUrl: BASE, dfpCdnDomain: 'http://cdn.example.com:8080/x', dfppaDomain: 'dfp.example.com' });
    await client.magicLinks.email.loginOrCreate('ada@example.com');
    expect(loadedUrls).toContain('https://cdn.example.com/telemetry.js');
    expect(loadedUrls).not.toContain(DFP_SCRIPT);
    expect(telemetry.getId).toHaveBeenCalledWith(TOKEN, 'https://dfp.example.com/submit');
    expect(bodyOf('/magic_links/email/login_or_create')[0]).toMatchObject({ dfp_telemetry_id: expect.stringMatching(/^dfp-/) });
  });

  it('DECISIONING mode: full calls carry the telemetry id alone', async () => {
    bootstrap = {
      captcha_settings: { enabled: true, siteKey: 'site-decide' },
      dfp_protected_auth_enabled: true,
      dfp_protected_auth_mode: 'DECISIONING',
    };
    const recaptcha = fakeRecaptcha();
    const telemetry = fakeTelemetry();
    pageScripts = { [recaptchaUrl('site-decide')]: recaptcha.install, [DFP_SCRIPT]: telemetry.install };
    client = createHeadlessClient(TOKEN, { baseUrl: BASE });
    await client.passwords.authenticate({ email: 'ada@example.com', password: 'pw' });
    const [body] = bodyOf('/passwords/authenticate');
    expect(body).toMatchObject({ dfp_telemetry_id: 'dfp-1' });
    expect(body).not.toHaveProperty('captcha_token');
    expect(recaptcha.execute).not.toHaveBeenCalled();
  });

  it("'Captcha required' is retried once with a fresh token and telemetry id, the original fields kept", async () => {
    bootstrap = { captcha_settings: { enabled: true, siteKey: 'site-retry' }, dfp_protected_auth_enabled: true };
    const recaptcha = fakeRecaptcha();
    const telemetry = fakeTelemetry();
    pageScripts = { [recaptchaUrl('site-retry')]: recaptcha.install, [DFP_SCRIPT]: telemetry.install };
    scripted = { '/magic_links/email/login_or_create': [captchaRequired] };
    client = createHeadlessClient(TOKEN, { baseUrl: BASE });
    await expect(client.magicLinks.email.loginOrCreate('ada@example.com')).resolves.toMatchObject({ request_id: 'r' });
    const [first, second] = bodyOf('/magic_links/email/login_or_create');
    expect(second).toMatchObject({
      email: 'ada@example.com',
      captcha_token: expect.stringMatching(/^captcha-/),
      dfp_telemetry_id: expect.stringMatching(/^dfp-/),
    });
    expect(second?.captcha_token).not.toBe(first?.captcha_token);
    expect(second?.dfp_telemetry_id).not.toBe(first?.dfp_telemetry_id);
    expect(recaptcha.execute).toHaveBeenCalledTimes(2);
  });

  it("captcha alone on: a second 'Captcha required' ends after the one retry with SPEC §8's invalid response", async () => {
    bootstrap = { captcha_settings: { enabled: true, siteKey: 'site-twice' } };
    const recaptcha = fakeRecaptcha();
    pageScripts = { [recaptchaUrl('site-twice')]: recaptcha.install };
    scripted = { '/otps/email/login_or_create': [captchaRequired, captchaRequired] };
    client = createHeadlessClient(TOKEN, { baseUrl: BASE });
    await expect(client.otps.email.loginOrCreate('ada@example.com')).rejects.toMatchObject({
      name: 'InvalidResponseError',
      message: INVALID_RESPONSE,
    });
    expect(bodyOf('/otps/email/login_or_create')).toHaveLength(2);
  });

  it("with nothing on and no host hook, 'Captcha required' is not retried", async () => {
    scripted = { '/users/search': [captchaRequired] };
    client = createHeadlessClient(TOKEN, { baseUrl: BASE });
    await expect(client.user.search('ada@example.com')).rejects.toMatchObject({ message: INVALID_RESPONSE });
    expect(bodyOf('/users/search')).toHaveLength(1);
  });

  it("a host's protection hook keeps working: its values win on the retry, the project's scripts fill in the rest", async () => {
    bootstrap = { captcha_settings: { enabled: true, siteKey: 'site-host' }, dfp_protected_auth_enabled: true };
    const recaptcha = fakeRecaptcha();
    const telemetry = fakeTelemetry();
    pageScripts = { [recaptchaUrl('site-host')]: recaptcha.install, [DFP_SCRIPT]: telemetry.install };
    scripted = { '/passwords': [captchaRequired] };
    const protection = { captchaToken: vi.fn(async () => 'host-captcha'), telemetryId: vi.fn(async () => undefined) };
    client = createHeadlessClient(TOKEN, { baseUrl: BASE, protection });
    await client.passwords.create({ email: 'ada@example.com', password: 'pw' });
    const retry = bodyOf('/passwords')[1];
    expect(retry).toMatchObject({ captcha_token: 'host-captcha', dfp_telemetry_id: expect.stringMatching(/^dfp-/) });
    expect(protection.captchaToken).toHaveBeenCalledTimes(1);
  });

  it('a captcha script that fails to load rejects with the security-check error and sends nothing; the next call tries again', async () => {
    bootstrap = { captcha_settings: { enabled: true, siteKey: 'site-blocked' } };
    client = createHeadlessClient(TOKEN, { baseUrl: BASE });
    await expect(client.magicLinks.email.loginOrCreate('ada@example.com')).rejects.toMatchObject({
      name: 'SecurityCheckUnavailableError',
      message: SECURITY_CHECK_UNAVAILABLE,
    });
    expect(bodyOf('/magic_links/email/login_or_create')).toHaveLength(0);

    const recaptcha = fakeRecaptcha();
    pageScripts = { [recaptchaUrl('site-blocked')]: recaptcha.install };
    await client.magicLinks.email.loginOrCreate('ada@example.com');
    expect(bodyOf('/magic_links/email/login_or_create')[0]).toMatchObject({ captcha_token: expect.stringMatching(/^captcha-/) });
    expect(loadedUrls).toEqual([recaptchaUrl('site-blocked'), recaptchaUrl('site-blocked')]);
  });

  it('a script that loads but defines no grecaptcha is the same failure', async () => {
    bootstrap = { captcha_settings: { enabled: true, siteKey: 'site-empty' } };
    pageScripts = { [recaptchaUrl('site-empty')]: () => {} };
    client = createHeadlessClient(TOKEN, { baseUrl: BASE });
    await expect(client.user.search('ada@example.com')).rejects.toMatchObject({
      name: 'SecurityCheckUnavailableError',
      message: SECURITY_CHECK_UNAVAILABLE,
    });
    expect(calls.filter((c) => c.path === '/users/search')).toHaveLength(0);
  });

  it('a fingerprinting script that fails to load is the same failure', async () => {
    bootstrap = { dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'DECISIONING' };
    client = createHeadlessClient(TOKEN, { baseUrl: BASE });
    await expect(client.user.search('ada@example.com')).rejects.toMatchObject({
      name: 'SecurityCheckUnavailableError',
      message: SECURITY_CHECK_UNAVAILABLE,
    });
    expect(calls.filter((c) => c.path === '/users/search')).toHaveLength(0);
  });
});

describe('captchaScriptUrl', () => {
  const settings = (captcha_settings: Record<string, unknown>) => mapBootstrap({ captcha_settings }, DEFAULT_BOOTSTRAP);
  it("is Google's Enterprise script with the site key for a real key", () => {
    expect(captchaScriptUrl(settings({ enabled: true, siteKey: '6Lc-real' }), BASE)).toBe(
      'https://www.google.com/recaptcha/enterprise.js?render=6Lc-real',
    );
  });
  it('takes a development script the provider announces on its own origin (a path resolves against it), and no other', () => {
    expect(captchaScriptUrl(settings({ enabled: true, siteKey: 'dev', script_url: '/demo/assets/dev-recaptcha.js' }), BASE)).toBe(
      `${BASE}/demo/assets/dev-recaptcha.js?render=dev`,
    );
    expect(captchaScriptUrl(settings({ enabled: true, siteKey: 'dev', script_url: `${BASE}/_dev/recaptcha/enterprise.js` }), BASE)).toBe(
      `${BASE}/_dev/recaptcha/enterprise.js?render=dev`,
    );
    expect(captchaScriptUrl(settings({ enabled: true, siteKey: 'dev', script_url: 'https://evil.example/x.js' }), BASE)).toBe(
      'https://www.google.com/recaptcha/enterprise.js?render=dev',
    );
  });
  it.each(['http://127.0.0.1:4100', 'http://[::1]:4100'])('takes the development script from a loopback API at %s', (base) => {
    expect(captchaScriptUrl(settings({ enabled: true, siteKey: 'dev', script_url: '/demo/assets/dev-recaptcha.js' }), base)).toBe(
      `${base}/demo/assets/dev-recaptcha.js?render=dev`,
    );
  });
  it("never takes a script from an API that is not on this machine: a bootstrap answer cannot choose the page's script", () => {
    const api = 'https://api.example.com';
    for (const script_url of ['/demo/assets/dev-recaptcha.js', `${api}/sdk/v1/anything.js`]) {
      expect(captchaScriptUrl(settings({ enabled: true, siteKey: 'k', script_url }), api)).toBe(
        'https://www.google.com/recaptcha/enterprise.js?render=k',
      );
    }
  });
  it("takes an announced script on reCAPTCHA's own hosts, and nothing that only looks like them", () => {
    const api = 'https://api.example.com';
    expect(captchaScriptUrl(settings({ enabled: true, siteKey: 'k', script_url: 'https://www.recaptcha.net/recaptcha/enterprise.js' }), api)).toBe(
      'https://www.recaptcha.net/recaptcha/enterprise.js?render=k',
    );
    expect(captchaScriptUrl(settings({ enabled: true, siteKey: 'k', script_url: 'https://www.google.com/recaptcha/api.js' }), api)).toBe(
      'https://www.google.com/recaptcha/api.js?render=k',
    );
    for (const script_url of [
      'https://www.google.com/maps/x.js',
      'https://www.google.com/recaptcha/../x.js',
      'https://www.google.com.evil.example/recaptcha/x.js',
      'https://www.google.com@evil.example/recaptcha/x.js',
      'http://www.google.com/recaptcha/enterprise.js',
      'javascript:alert(1)',
    ]) {
      expect(captchaScriptUrl(settings({ enabled: true, siteKey: 'k', script_url }), api), script_url).toBe(
        'https://www.google.com/recaptcha/enterprise.js?render=k',
      );
    }
  });
});
