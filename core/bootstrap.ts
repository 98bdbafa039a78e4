import type { Transport } from './transport.js';
import { bootstrapKey, type KeyValueStore } from './storage.js';
import type { BootstrapData } from './types.js';

/** What the widget assumes when bootstrap cannot be fetched: nothing optional switched on. */
export const DEFAULT_BOOTSTRAP: BootstrapData = {
  projectName: '',
  displayWatermark: false,
  cnameDomain: null,
  emailDomains: ['stytch.com'],
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
};

/**
 * Fetches bootstrap once per client. The last good answer is cached in storage and given at once while the fetch
 * refreshes it in the background (stale-while-revalidate), so no call waits on a slow network; without a cache the
 * first answer is awaited, and a failure falls back to safe defaults, never throws. A failure is final for the
 * client (not retried on every get()), except that of `prefetch()`: the fetch a client starts when it is created,
 * before anything asked, is only a head start, so the first get() after it failed asks once more. A client made at a
 * module's top level in a host's test sends it before the test's mock server listens.
 */
export function createBootstrap(transport: Pick<Transport, 'request' | 'publicToken'>, store: KeyValueStore, log: Pick<Console, 'error'> = console) {
  const cached = (): BootstrapData | undefined => {
    try {
      const raw = store.get(bootstrapKey(transport.publicToken));
      return raw ? { ...DEFAULT_BOOTSTRAP, ...(JSON.parse(raw) as BootstrapData) } : undefined;
    } catch {
      return undefined;
    }
  };
  const request = async (): Promise<{ data: BootstrapData } | { error: unknown }> => {
    try {
      // The mapper is only needed once the answer is in, so it downloads while the request is out.
      const [raw, { mapBootstrap }] = await Promise.all([
        transport.request<Record<string, unknown>>({ method: 'GET', path: `/projects/bootstrap/${encodeURIComponent(transport.publicToken)}` }),
        import('./bootstrapMap.js'),
      ]);
      const data = mapBootstrap(raw, DEFAULT_BOOTSTRAP);
      store.set(bootstrapKey(transport.publicToken), JSON.stringify(data));
      if (data.vertical === 'B2B') {
        log.error('latch: this public token belongs to a B2B project; the consumer widget cannot be used with it. Use a consumer project token.');
      }
      return { data };
    } catch (error) {
      return { error };
    }
  };
  const fetchOnce = async (): Promise<BootstrapData> => {
    const answer = await request();
    if ('data' in answer) return answer.data;
    const { error } = answer;
    log.error('latch: could not load the project bootstrap; using defaults.', error instanceof Error ? error.message : error);
    return cached() ?? DEFAULT_BOOTSTRAP;
  };
  let early: Promise<BootstrapData | undefined> | undefined;
  let pending: Promise<BootstrapData> | undefined;
  let fresh: BootstrapData | undefined;
  return {
    /** Starts the fetch before anything needs it; its failure is not kept (see above). */
    prefetch(): void {
      early ??= request().then((answer) => ('data' in answer ? (fresh = answer.data) : undefined));
    },
    get() {
      pending ??= (early ? early.then((data) => data ?? fetchOnce()) : fetchOnce()).then((data) => (fresh = data));
      const known = fresh ?? cached();
      return known ? Promise.resolve(known) : pending;
    },
  };
}

export type BootstrapLoader = ReturnType<typeof createBootstrap>;
