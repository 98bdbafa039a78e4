import { Hono } from 'hono';
import { DEV_CAPTCHA_SITE_KEY, type DevCaptcha } from '../auth/captcha';
import type { AppEnv, Deps } from '../context';
import { ApiError } from '../http/errors';

/** The stand-in's token endpoint (a development route: `/_dev/*` answers on the provider's own host names only). */
export function devCaptchaRoutes(deps: Deps, captcha: DevCaptcha) {
  return new Hono<AppEnv>().post('/_dev/recaptcha/execute', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { site_key?: unknown; action?: unknown };
    if (body.site_key !== DEV_CAPTCHA_SITE_KEY)
      throw new ApiError(400, 'invalid_site_key', `This provider issues tokens for the site key "${DEV_CAPTCHA_SITE_KEY}" only.`);
    if (typeof body.action !== 'string' || body.action === '') throw new ApiError(400, 'bad_request', 'action must be a non-empty string.');
    return c.json({ token: captcha.issue(deps.now()) });
  });
}
