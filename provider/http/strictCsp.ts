import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** The strictest policy a host is likely to send (issue 17): nonce-based scripts, no inline styles, Trusted Types. */
export const strictPolicy = (nonce: string) =>
  `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; require-trusted-types-for 'script'`;

/**
 * Serves every HTML page under strictPolicy instead of the default CSP, with a fresh nonce on its script tags, so
 * whole flows (redirects and form posts included) can be run the way a strict host serves them. Off unless the
 * provider is started with `strictCsp`.
 */
export function strictCsp(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
    const nonce = randomBytes(16).toString('base64');
    const html = (await c.res.text()).replace(/<script\b/g, `<script nonce="${nonce}"`);
    const headers = new Headers(c.res.headers);
    headers.set('Content-Security-Policy', strictPolicy(nonce));
    headers.delete('content-length');
    const status = c.res.status;
    // Hono's setter copies the old response's headers over a new one; clearing it first keeps the new policy.
    c.res = undefined;
    c.res = new Response(html, { status, headers });
  };
}
