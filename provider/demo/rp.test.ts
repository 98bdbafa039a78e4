// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CSP } from '../http/html';
import { makeTestProvider } from '../testkit';

describe('the demo relying party and the consent pages', () => {
  it.each(['/rp', '/rp/callback'])('%s is served under the strict CSP, its script a separate file', async (path) => {
    const p = await makeTestProvider({ config: { projectName: 'Acme <Corp>' } });
    const page = await p.call('GET', path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CSP);
    const html: string = page.json;
    expect(html).toContain('<script type="module" src="/demo/assets/rp.js"></script>');
    expect(html).toContain('Sign in with Acme &#60;Corp&#62;');
    expect(html).not.toMatch(/<script>|<style|style="/);
    for (const id of ['rp-signin', 'rp-signin-first-party', 'rp-claims', 'rp-logout', 'rp-error', 'rp-status']) expect(html).toContain(`id="${id}"`);
    const script = await p.call('GET', '/demo/assets/rp.js');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.json).toContain("code_challenge_method: 'S256'");
  });

  it.each(['/idp/authorize', '/idp/logout'])('%s refuses to be framed', async (path) => {
    const p = await makeTestProvider();
    const page = await p.call('GET', path);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.json).toContain('href="/rp"');
  });
});
