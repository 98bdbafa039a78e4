import { LatchError } from './errors.js';
import { loadScript } from './loadScript.js';
import type { DfpDomains, ProtectedKind, ProtectionFields } from './protection.js';
import type { BootstrapData } from './types.js';

/** Not SPEC's: SPEC §8 names no text for a captcha or fingerprinting script that cannot load, and 'Unable to contact
 * our servers.' sent visitors with a blocker looking for a network fault. The widget shows its catalogue's
 * `error.securityCheckUnavailable`, which hosts can override. Here rather than with the other errors (./errors.ts, in
 * the entry): only this lazy part throws it. */
export const SECURITY_CHECK_UNAVAILABLE =
  'A security check could not load, so nothing was sent. If an ad or script blocker is on, allow this site in it, then try again.';
const securityCheckUnavailableError = () => new LatchError('SecurityCheckUnavailableError', SECURITY_CHECK_UNAVAILABLE);

/** reCAPTCHA Enterprise, as the published client loads it: `?render=` the site key, then `grecaptcha.enterprise`. */
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/enterprise.js';
/** The provider's device-fingerprinting script and where it reports: the published client's defaults, which the
 * host's `dfpCdnDomain` / `dfppaDomain` replace (CONTRACT §1). */
export const DFP_CDN = 'https://elements.stytch.com';
export const DFP_SUBMIT_BASE = 'https://telemetry.stytch.com';
/** The action the published client names in every token it asks for. */
export const CAPTCHA_ACTION = 'LOGIN';

/** The part of `grecaptcha.enterprise` that score-based (v3-style) keys use, as Google documents it. */
interface RecaptchaEnterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

type ProtectionGlobals = {
  grecaptcha?: { enterprise?: RecaptchaEnterprise };
  GetTelemetryID?: (publicToken: string, submitUrl: string) => Promise<string>;
};
const globals = () => window as unknown as ProtectionGlobals;

export interface BotScripts {
  fields(kind: ProtectedKind): Promise<ProtectionFields>;
  captchaToken(): Promise<string | undefined>;
  telemetryId(): Promise<string | undefined>;
}

/** reCAPTCHA's own script hosts, as Google documents them (www.recaptcha.net where google.com is blocked). */
const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.recaptcha.net'];
const isLoopback = (hostname: string) => hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

/**
 * The announced script, when it may be loaded: on reCAPTCHA's own hosts, or on the API's origin when the API is a
 * loopback address. Why not any API origin? Because the script runs in the host page, so a bootstrap answer must not
 * pick it; the local provider's stand-in (`/demo/assets/dev-recaptcha.js`) is served from this machine only, where
 * the developer runs both ends.
 */
function knownScript(scriptUrl: string, base: string): URL | undefined {
  try {
    const url = new URL(scriptUrl, base);
    const api = new URL(base);
    if (RECAPTCHA_ORIGINS.includes(url.origin) && url.pathname.startsWith('/recaptcha/')) return url;
    if (url.origin === api.origin && isLoopback(api.hostname)) return url;
  } catch {
    // not a URL: Google's script it is
  }
  return undefined;
}

/**
 * The captcha script's URL: Google's for a real site key. A provider may announce another
 * (`captcha_settings.script_url`, the local provider's development stand-in), taken only from the hosts `knownScript`
 * accepts.
 */
export function captchaScriptUrl(bootstrap: BootstrapData, base: string): string {
  const { siteKey = '', scriptUrl } = bootstrap.captchaSettings;
  const url = (scriptUrl && knownScript(scriptUrl, base)) || new URL(RECAPTCHA_SCRIPT);
  url.searchParams.set('render', siteKey);
  return url.href;
}

/**
 * Loads a script and finds what it defines. A failure (a blocker, a CSP, no network) means the protected call cannot be
 * sent; it says a security check could not load, so a visitor with a blocker knows what to change.
 */
async function loadGlobal<T>(src: string, find: () => T | undefined): Promise<T> {
  try {
    await loadScript(src);
  } catch {
    throw securityCheckUnavailableError();
  }
  const found = find();
  if (found === undefined) throw securityCheckUnavailableError();
  return found;
}

export function createBotScripts(opts: { publicToken: string; base: string; bootstrap: BootstrapData; dfpDomains?: DfpDomains }): BotScripts {
  const { captchaSettings, dfpProtectedAuthEnabled, dfpProtectedAuthMode } = opts.bootstrap;
  const siteKey = captchaSettings.enabled ? captchaSettings.siteKey : undefined;
  let recaptcha: Promise<RecaptchaEnterprise> | undefined;

  // A failed load is not kept: the next call tries the script again.
  const loadRecaptcha = () =>
    (recaptcha ??= loadGlobal(captchaScriptUrl(opts.bootstrap, opts.base), () => globals().grecaptcha?.enterprise)
      .then((client) => new Promise<RecaptchaEnterprise>((resolve) => client.ready(() => resolve(client))))
      .catch((error: unknown) => {
        recaptcha = undefined;
        throw error;
      }));

  async function captchaToken(): Promise<string | undefined> {
    if (!siteKey) return undefined;
    const client = await loadRecaptcha();
    try {
      return await client.execute(siteKey, { action: CAPTCHA_ACTION });
    } catch {
      throw securityCheckUnavailableError();
    }
  }

  async function telemetryId(): Promise<string | undefined> {
    if (!dfpProtectedAuthEnabled) return undefined;
    const getId = await loadGlobal(`${opts.dfpDomains?.cdn ?? DFP_CDN}/telemetry.js`, () => globals().GetTelemetryID);
    try {
      return await getId(opts.publicToken, `${opts.dfpDomains?.submit ?? DFP_SUBMIT_BASE}/submit`);
    } catch {
      throw securityCheckUnavailableError();
    }
  }

  return {
    captchaToken,
    telemetryId,
    async fields(kind) {
      // The published client's rule: without fingerprinting the captcha token alone; in DECISIONING mode the
      // telemetry id alone; otherwise (OBSERVATION, the default) both.
      if (kind === 'captcha' || !dfpProtectedAuthEnabled) return { captcha_token: await captchaToken() };
      if (dfpProtectedAuthMode === 'DECISIONING') return { dfp_telemetry_id: await telemetryId() };
      const [dfp_telemetry_id, captcha_token] = await Promise.all([telemetryId(), captchaToken()]);
      return { captcha_token, dfp_telemetry_id };
    },
  };
}
