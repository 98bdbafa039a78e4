// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSP } from '../http/html';
import { makeTestProvider } from '../testkit';
import { MIXES, mixHref } from './mixes';

function fakeWidgetBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'latch-dist-'));
  mkdirSync(join(dir, 'vanilla'));
  writeFileSync(join(dir, 'vanilla', 'index.js'), 'export const createWidgetClient = () => ({});');
  writeFileSync(join(dir, 'vanilla', 'index.css'), '.x{}');
  return dir;
}

describe('demo pages', () => {
  it.each(['/', '/reset', '/passkeys', '/account', '/idp/authorize', '/idp/logout'])('%s is served under the strict CSP', async (path) => {
    const p = await makeTestProvider();
    const page = await p.call('GET', path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toBe(CSP);
    const html: string = page.json;
    expect(html).toContain(`<meta name="latch-public-token" content="${p.publicToken}">`);
    for (const id of ['latch', 'session-panel', 'demo-error']) expect(html).toContain(`id="${id}"`);
    // Drawn by demo.js only while signed in, so their presence in the DOM means a session.
    expect(html).not.toMatch(/id="(signed-in|logout)"/);
    expect(html).toContain('href="/_dev/inbox"');
    expect(html).toContain('<script type="module" src="/demo/assets/demo.js"></script>');
    expect(html).not.toMatch(/<script>|<style|style="/);
  });

  it('lists the ready-made product mixes on the front page', async () => {
    const p = await makeTestProvider();
    const html: string = (await p.call('GET', '/')).json;
    for (const mix of MIXES) expect(html).toContain(mixHref(mix.config).replace(/&/g, '&#38;'));
  });

  it('serves the demo script and style', async () => {
    const p = await makeTestProvider();
    const script = await p.call('GET', '/demo/assets/demo.js');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.json).toContain("import('/widget/vanilla/index.js')");
    expect(script.json).toContain("signedIn.id = 'signed-in'");
    expect(script.json).toContain("logout.id = 'logout'");
    expect((await p.call('GET', '/demo/assets/demo.css')).headers.get('content-type')).toContain('text/css');
  });

  it('serves the widget build at /widget/ with the right types and refuses to leave it', async () => {
    const p = await makeTestProvider({ widgetDir: fakeWidgetBuild() });
    const entry = await p.call('GET', '/widget/vanilla/index.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await p.call('GET', '/widget/vanilla/index.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await p.call('GET', '/widget/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await p.call('GET', '/widget/vanilla')).status).toBe(404);
  });

  it('says how to build the widget when dist/ is missing', async () => {
    const p = await makeTestProvider({ widgetDir: join(tmpdir(), 'latch-no-such-dist') });
    const missing = await p.call('GET', '/widget/vanilla/index.js');
    expect(missing.status).toBe(404);
    expect(missing.json).toContain('npm run build');
  });
});
