import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context';

/**
 * The development site key the local provider announces when `captcha` is on. Like the test keys reCAPTCHA
 * documents, it needs no Google account; unlike them, its tokens can be told apart: each is minted by the
 * provider's stand-in script (`/demo/assets/dev-recaptcha.js`), works once, and only for two minutes.
 */
export const DEV_CAPTCHA_SITE_KEY = 'latch-dev-recaptcha-site-key';
export const DEV_CAPTCHA_SCRIPT = '/demo/assets/dev-recaptcha.js';
/** reCAPTCHA's own rule: a token must be verified within two minutes of being issued, and only once. */
export const CAPTCHA_TOKEN_MS = 2 * 60 * 1000;

/**
 * The calls that need a captcha token when the project turns captcha on: every call the published client sends one
 * with (CONTRACT §5: any request may carry it), under `/sdk/v1`.
 */
const PROTECTED = [
  /^\/magic_links\/email\/(login_or_create|send\/(primary|secondary))$/,
  /^\/otps\/(sms|whatsapp|email)\/(login_or_create|send\/(primary|secondary))$/,
  /^\/otps\/authenticate$/,
  /^\/crypto_wallets\/authenticate(\/start\/(primary|secondary))?$/,
  /^\/totps\/(authenticate|recover)$/,
  /^\/webauthn\/authenticate$/,
  /^\/passwords(\/authenticate|\/email\/reset\/start|\/email\/reset|\/existing_password\/reset|\/session\/reset)?$/,
  /^\/impersonation\/authenticate$/,
  /^\/users\/search$/,
];
export const isCaptchaProtected = (path: string) => PROTECTED.some((p) => p.test(path));

/** The tokens the stand-in script was given and not yet used; they live in memory, as long as two minutes. */
export class DevCaptcha {
  private readonly live = new Map<string, number>();

  issue(now: Date): string {
    const token = `dev-captcha.${randomBytes(24).toString('base64url')}`;
    for (const [old, expires] of this.live) if (expires <= now.getTime()) this.live.delete(old);
    this.live.set(token, now.getTime() + CAPTCHA_TOKEN_MS);
    return token;
  }

  /** True once for a token this provider issued less than two minutes ago. */
  redeem(token: unknown, now: Date): boolean {
    if (typeof token !== 'string') return false;
    const expires = this.live.get(token);
    this.live.delete(token);
    return expires !== undefined && expires > now.getTime();
  }
}

/**
 * Answers a protected call without a good token the way the provider does: a text body saying 'Captcha required'
 * (not the JSON error body), which is what makes the client fetch a fresh token and retry once (CONTRACT §3).
 */
export function requireCaptcha(deps: Deps, captcha: DevCaptcha): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!deps.config.captcha || c.req.method !== 'POST' || !isCaptchaProtected(c.req.path.replace(/^\/sdk\/v1/, ''))) return next();
    let token: unknown;
    try {
      token = (JSON.parse((await c.req.text()) || '{}') as { captcha_token?: unknown }).captcha_token;
    } catch {
      // Not JSON: the route answers with its own invalid_json error, and no token came either way.
      token = undefined;
    }
    if (!captcha.redeem(token, deps.now())) return c.text('Captcha required', 403);
    return next();
  };
}
