import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BOOTSTRAP, createBootstrap } from './bootstrap.js';
import { mapBootstrap as mapWithDefaults } from './bootstrapMap.js';
import { ApiError, unreachableError } from './errors.js';
import { bootstrapKey, browserStore, type KeyValueStore } from './storage.js';
import type { RequestInit } from './transport.js';
import type { BootstrapData } from './types.js';

const TOKEN = 'public-token-test-boot';
const mapBootstrap = (raw: Record<string, unknown>) => mapWithDefaults(raw, DEFAULT_BOOTSTRAP);

/** A full answer with every CONTRACT §6 field set away from its default. */
const wire = {
  project_name: 'Acme Login',
  disable_sdk_watermark: false,
  cname_domain: 'login.acme.com',
  email_domains: ['acme.com', 'acme.org'],
  captcha_settings: { enabled: true, siteKey: 'site-key-1' },
  pkce_required_for_email_magic_links: true,
  pkce_required_for_password_resets: true,
  pkce_required_for_oauth: true,
  pkce_required_for_sso: true,
  password_config: { luds_complexity: 3, luds_minimum_count: 10 },
  dfp_protected_auth_enabled: true,
  dfp_protected_auth_mode: 'OBSERVATION',
  rbac_policy: { roles: [] },
  siwe_required_for_crypto_wallets: true,
  slug_pattern: '^[a-z]+$',
  create_organization_enabled: true,
  vertical: 'CONSUMER',
  request_id: 'request-id-1',
  status_code: 200,
};

const mapped: BootstrapData = {
  projectName: 'Acme Login',
  displayWatermark: true,
  cnameDomain: 'login.acme.com',
  emailDomains: ['acme.com', 'acme.org'],
  captchaSettings: { enabled: true, siteKey: 'site-key-1' },
  pkceRequiredForEmailMagicLinks: true,
  pkceRequiredForPasswordResets: true,
  pkceRequiredForOAuth: true,
  pkceRequiredForSso: true,
  passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 10 },
  siweRequiredForCryptoWallets: true,
  dfpProtectedAuthEnabled: true,
  dfpProtectedAuthMode: 'OBSERVATION',
  createOrganizationEnabled: true,
  slugPattern: '^[a-z]+$',
  rbacPolicy: { roles: [] },
  vertical: 'CONSUMER',
};

/** The dev server's answer from CONTRACT §6. */
const devWire = {
  project_name: 'Dev',
  disable_sdk_watermark: true,
  cname_domain: null,
  email_domains: [],
  captcha_settings: { enabled: false },
  pkce_required_for_email_magic_links: false,
  pkce_required_for_password_resets: false,
  pkce_required_for_oauth: false,
  pkce_required_for_sso: false,
  password_config: null,
  dfp_protected_auth_enabled: false,
  dfp_protected_auth_mode: null,
  rbac_policy: null,
  siwe_required_for_crypto_wallets: false,
  slug_pattern: null,
  create_organization_enabled: false,
  vertical: null,
};

function loader(reply: (init: RequestInit) => Promise<unknown>, store: KeyValueStore = browserStore()) {
  const request = vi.fn(reply);
  const log = { error: vi.fn() };
  const boot = createBootstrap({ publicToken: TOKEN, request: request as <T>(init: RequestInit) => Promise<T> }, store, log);
  return { boot, request, log, store };
}

describe('mapBootstrap', () => {
  it('maps every CONTRACT §6 field', () => {
    expect(mapBootstrap(wire)).toStrictEqual(mapped);
  });

  it('maps the dev answer', () => {
    expect(mapBootstrap(devWire)).toStrictEqual({
      projectName: 'Dev',
      displayWatermark: false,
      cnameDomain: null,
      emailDomains: [],
      captchaSettings: { enabled: false },
      pkceRequiredForEmailMagicLinks: false,
      pkceRequiredForPasswordResets: false,
      pkceRequiredForOAuth: false,
      pkceRequiredForSso: false,
      passwordConfig: null,
      siweRequiredForCryptoWallets: false,
      dfpProtectedAuthEnabled: false,
      dfpProtectedAuthMode: null,
      createOrganizationEnabled: false,
      slugPattern: null,
      rbacPolicy: null,
      vertical: null,
    });
  });

  it('each pkce flag maps on its own', () => {
    const only = (key: string) => mapBootstrap({ ...devWire, [key]: true });
    expect(only('pkce_required_for_email_magic_links').pkceRequiredForEmailMagicLinks).toBe(true);
    expect(only('pkce_required_for_email_magic_links').pkceRequiredForPasswordResets).toBe(false);
    expect(only('pkce_required_for_password_resets').pkceRequiredForPasswordResets).toBe(true);
    expect(only('pkce_required_for_password_resets').pkceRequiredForOAuth).toBe(false);
    expect(only('pkce_required_for_oauth').pkceRequiredForOAuth).toBe(true);
    expect(only('pkce_required_for_oauth').pkceRequiredForSso).toBe(false);
    expect(only('pkce_required_for_sso').pkceRequiredForSso).toBe(true);
    expect(only('pkce_required_for_sso').pkceRequiredForEmailMagicLinks).toBe(false);
  });

  it('an empty answer maps to the defaults', () => {
    expect(mapBootstrap({})).toStrictEqual(DEFAULT_BOOTSTRAP);
  });

  it('odd fields fall back one by one without voiding the rest', () => {
    const result = mapBootstrap({
      ...wire,
      email_domains: ['ok', 3],
      captcha_settings: null,
      password_config: { luds_complexity: '3', luds_minimum_count: 10 },
      pkce_required_for_oauth: 'yes',
    });
    expect(result.emailDomains).toEqual(DEFAULT_BOOTSTRAP.emailDomains);
    expect(result.captchaSettings).toStrictEqual({ enabled: false });
    expect(result.passwordConfig).toBeNull();
    expect(result.pkceRequiredForOAuth).toBe(false);
    expect(result.projectName).toBe('Acme Login');
    expect(result.pkceRequiredForSso).toBe(true);
  });

  it('reads the captcha site key in snake case too', () => {
    expect(mapBootstrap({ captcha_settings: { enabled: true, site_key: 'k2' } }).captchaSettings).toStrictEqual({ enabled: true, siteKey: 'k2' });
  });
});

describe('createBootstrap', () => {
  afterEach(() => vi.restoreAllMocks());

  it('GETs /projects/bootstrap/{public_token} once and caches it: two get() calls, one request', async () => {
    const { boot, request, log } = loader(async () => wire);
    const [a, b] = await Promise.all([boot.get(), boot.get()]);
    const c = await boot.get();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith({ method: 'GET', path: '/projects/bootstrap/public-token-test-boot' });
    expect(a).toStrictEqual(mapped);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('stores the mapped answer under the CONTRACT §7 key', async () => {
    const { boot, store, request } = loader(async () => wire);
    await boot.get();
    expect(bootstrapKey(TOKEN)).toBe('stytch_sdk_state_public-token-test-boot::bootstrap');
    expect(JSON.parse(store.get(bootstrapKey(TOKEN))!)).toStrictEqual(mapped);
    expect(localStorage.getItem('stytch_sdk_state_public-token-test-boot::bootstrap')).not.toBeNull();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('a failure logs through console.error and resolves to the defaults', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const request = vi.fn(async () => {
      throw unreachableError();
    });
    const boot = createBootstrap({ publicToken: TOKEN, request: request as <T>(init: RequestInit) => Promise<T> }, browserStore());
    await expect(boot.get()).resolves.toStrictEqual(DEFAULT_BOOTSTRAP);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith('latch: could not load the project bootstrap; using defaults.', 'Unable to contact our servers.');
    // The failure is not retried on every get().
    await boot.get();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('a failed prefetch is only a head start: the first get() asks again, silently, and that answer counts', async () => {
    let online = false;
    const { boot, request, log } = loader(async () => {
      if (!online) throw unreachableError();
      return wire;
    });
    // As a client made at a test file's top level: the head start leaves before the test's mock server listens.
    boot.prefetch();
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    online = true;
    await expect(boot.get()).resolves.toStrictEqual(mapped);
    expect(request).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
    await boot.get();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('a get() made while the prefetch is out waits for it, and a successful prefetch is not sent again', async () => {
    let answer: (value: unknown) => void = () => {};
    const { boot, request } = loader(() => new Promise((resolve) => (answer = resolve)));
    boot.prefetch();
    boot.prefetch();
    const got = boot.get();
    answer(wire);
    await expect(got).resolves.toStrictEqual(mapped);
    await boot.get();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('after a failed prefetch, a failure of the retry is final and logged once', async () => {
    const { boot, request, log } = loader(async () => {
      throw unreachableError();
    });
    boot.prefetch();
    await expect(boot.get()).resolves.toStrictEqual(DEFAULT_BOOTSTRAP);
    await boot.get();
    expect(request).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('a failure resolves to the last good answer cached in storage', async () => {
    const store = browserStore();
    await loader(async () => wire, store).boot.get();
    const { boot, log } = loader(async () => {
      throw new ApiError({ status_code: 500, error_type: 'internal_server_error', error_message: 'down' });
    }, store);
    await expect(boot.get()).resolves.toStrictEqual(mapped);
    // The cached answer is given at once; the refresh fails in the background.
    await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(1));
    expect(log.error.mock.calls[0]![0]).toBe('latch: could not load the project bootstrap; using defaults.');
    await expect(boot.get()).resolves.toStrictEqual(mapped);
  });

  it('with a cached answer, get() gives it at once while the network is slow, and refreshes it in the background', async () => {
    const store = browserStore();
    await loader(async () => wire, store).boot.get();
    let answer: (value: unknown) => void = () => {};
    const { boot, request } = loader(() => new Promise((resolve) => (answer = resolve)), store);
    // Nothing answers yet: a get() that waited for the network would never settle here.
    await expect(boot.get()).resolves.toStrictEqual(mapped);
    expect(request).toHaveBeenCalledTimes(1);
    answer({ ...wire, project_name: 'Acme Renamed' });
    await vi.waitFor(() => expect(JSON.parse(store.get(bootstrapKey(TOKEN))!).projectName).toBe('Acme Renamed'));
    await expect(boot.get()).resolves.toStrictEqual({ ...mapped, projectName: 'Acme Renamed' });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('a corrupt cache is ignored in favour of the defaults', async () => {
    const store = browserStore();
    store.set(bootstrapKey(TOKEN), '{not json');
    const { boot } = loader(async () => Promise.reject(new Error('x')), store);
    await expect(boot.get()).resolves.toStrictEqual(DEFAULT_BOOTSTRAP);
  });

  it("vertical 'B2B' logs an error naming B2B and still resolves", async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const request = vi.fn(async () => ({ ...devWire, vertical: 'B2B' }));
    const boot = createBootstrap({ publicToken: TOKEN, request: request as <T>(init: RequestInit) => Promise<T> }, browserStore());
    await expect(boot.get()).resolves.toMatchObject({ vertical: 'B2B' });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(String(spy.mock.calls[0]![0])).toContain('B2B');
    expect(spy.mock.calls[0]![0]).toBe(
      'latch: this public token belongs to a B2B project; the consumer widget cannot be used with it. Use a consumer project token.',
    );
  });

  it('other verticals log nothing', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const boot = createBootstrap(
      { publicToken: TOKEN, request: (async () => ({ ...devWire, vertical: 'CONSUMER' })) as <T>(init: RequestInit) => Promise<T> },
      browserStore(),
    );
    await boot.get();
    expect(spy).not.toHaveBeenCalled();
  });
});
