// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { strictCsp } from './strictCsp';
import { CSP, htmlPage } from './html';

function app() {
  return new Hono()
    .use('*', strictCsp())
    .get('/page', (c) => htmlPage(c, '<!doctype html><script type="module" src="/a.js"></script><p>x</p><script src="/b.js"></script>'))
    .get('/json', (c) => c.json({ html: '<script src="/c.js"></script>' }));
}

describe('the strict CSP option', () => {
  it('serves a page under the strict policy with a fresh nonce on each of its script tags', async () => {
    const first = await app().request('/page');
    const policy = first.headers.get('content-security-policy')!;
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(policy).toBe(
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; require-trusted-types-for 'script'`,
    );
    expect(policy).not.toBe(CSP);
    expect(await first.text()).toBe(
      `<!doctype html><script nonce="${nonce}" type="module" src="/a.js"></script><p>x</p><script nonce="${nonce}" src="/b.js"></script>`,
    );
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const second = await app().request('/page');
    expect(second.headers.get('content-security-policy')).not.toBe(policy);
  });

  it('leaves other answers alone', async () => {
    const json = await app().request('/json');
    expect(json.headers.get('content-security-policy')).toBeNull();
    expect(await json.json()).toEqual({ html: '<script src="/c.js"></script>' });
  });
});
