import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REDIRECT_URLS } from '../../provider/auth/redirectUrls.js';
import { root } from '../build/metafile.js';
import { installHost, packLatch } from '../hosts/package.js';
import { serveFolder } from '../hosts/serve.js';
import { productsIn } from '../hosts/sourceMaps.js';
import { useE2E } from './support/harness.js';
import { openPage } from './support/page.js';

const run = promisify(execFile);

/**
 * Host apps as a host developer makes them: `npm pack`, `npm install` of the tarball into an app of their own, built
 * with their own bundler (or none), signing in against the local provider in Chromium. The hosts' servers start
 * first, on folders filled in beforeAll, because the provider must know their origins when it starts.
 */
const work = mkdtempSync(path.join(tmpdir(), 'latch-hosts-'));
const viteDir = path.join(work, 'react-vite');
const packageDir = path.join(viteDir, 'node_modules/latch');
const vanilla = await serveFolder(path.join(work, 'vanilla'));
const vite = await serveFolder(path.join(viteDir, 'dist'));
const origins = [vanilla.origin, vite.origin];
// Each host page is its own origin and its own magic-link page, registered as a host registers them.
const e2e = useE2E({ provider: { config: { allowedOrigins: origins, redirectUrls: [...DEMO_REDIRECT_URLS, ...origins.map((o) => `${o}/`)] } } });

beforeAll(async () => {
  const tarball = await packLatch(work);
  await Promise.all([installHost('vanilla', tarball), installHost('react-vite', tarball, { react: true })]);
  // The host's bundler, run as its CLI in the host's folder: it resolves `latch` and React from the host's node_modules.
  await run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: viteDir });
  for (const host of [vanilla, vite]) host.config = { baseUrl: e2e.provider.url, publicToken: e2e.provider.publicToken };
}, 180_000);
afterAll(async () => {
  await Promise.all([vanilla.close(), vite.close()]);
  await rm(work, { recursive: true, force: true });
});

/** Every file under a folder, relative to it, with `/` separators. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

const PACKAGE_SPECIFIER = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w.@-]+)*$/i;

/** The bare module names a built file imports at run time (`import … from "x"`, `import "x"`, `import("x")`). */
function bareImports(code: string): string[] {
  const names = [...code.matchAll(/(?<![.\w$])(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);
  // Only what can name a package: a message such as `from "${url}"` in a template string is not an import.
  return names.filter((name) => !name.startsWith('.') && !name.startsWith('/') && PACKAGE_SPECIFIER.test(name));
}

/** The test kit's e2e entry as a host gets it: the file the installed package's `latch/testing/e2e` export names. */
async function packedKit(): Promise<typeof import('../kit/e2e.js')> {
  const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as { exports: Record<string, { import: string }> };
  return import(pathToFileURL(path.join(packageDir, manifest.exports['./testing/e2e']!.import)).href);
}

async function signInByMagicLink(page: Page, email: string): Promise<void> {
  const { waitForMessage } = await packedKit();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  const { link } = await waitForMessage(e2e.provider.url, email);
  await page.goto(link!);
  await page.locator('#signed-in').getByText(`Signed in as ${email}`).waitFor({ timeout: 15_000 });
}

describe('the packed package', () => {
  it('holds the four entries with their types, the host docs and no build metadata', async () => {
    const files = await filesUnder(packageDir);
    const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
    for (const [entry, target] of Object.entries(manifest.exports as Record<string, { types: string; import: string }>)) {
      expect(files, entry).toContain(target.import.slice(2));
      expect(files, entry).toContain(target.types.slice(2));
    }
    expect(Object.keys(manifest.exports)).toEqual(['.', './plugin', './react', './core', './testing', './testing/e2e']);
    expect(files).toEqual(expect.arrayContaining(['README.md', 'CHANGELOG.md', 'LICENSE', 'docs/getting-started.md', 'docs/host-guide.md']));
    expect(files.filter((f) => f.endsWith('.meta.json') || f.endsWith('preload.json'))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.test.d.ts'))).toEqual([]);
  });

  it('needs nothing at run time but React, and only on the React entry, and the test kit only its optional peers', async () => {
    const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
    expect(manifest.dependencies).toBeUndefined();
    // React for the React entry; msw, playwright and the wallet libraries for the test kit (latch/testing) alone.
    expect(Object.keys(manifest.peerDependencies)).toEqual(['react', 'react-dom', 'msw', 'playwright-core', 'viem', '@noble/curves', 'bs58']);
    for (const name of Object.keys(manifest.peerDependencies)) expect(manifest.peerDependenciesMeta[name], name).toEqual({ optional: true });
    const importsOf = async (target: string) => {
      const js = (await filesUnder(path.join(packageDir, 'dist', target))).filter((f) => f.endsWith('.js'));
      const names = await Promise.all(js.map(async (f) => bareImports(await readFile(path.join(packageDir, 'dist', target, f), 'utf8'))));
      return [...new Set(names.flat())].sort();
    };
    expect(await importsOf('vanilla')).toEqual([]);
    expect(await importsOf('core')).toEqual([]);
    expect(await importsOf('react')).toEqual(['react', 'react-dom', 'react/jsx-runtime']);
    // The wallet libraries only by `import()` when a wallet is installed, so the inbox reader needs none of them.
    expect(await importsOf('testing')).toEqual(['@noble/curves/ed25519.js', 'bs58', 'msw', 'viem', 'viem/accounts']);
  });
});

describe('a plain HTML page on the vanilla entry, no bundler', () => {
  it('signs a new visitor up by email magic link, the link coming back to the page', async () => {
    const { page, problems } = await openPage(e2e.context, `${vanilla.origin}/`);
    await signInByMagicLink(page, `plain+${Date.now()}@example.com`);
    expect(problems).toEqual([]);
  });
});

describe('a React 19 app built with Vite, under StrictMode', () => {
  it('signs in by email magic link, authenticating the link once', async () => {
    const { page, problems } = await openPage(e2e.context, `${vite.origin}/`);
    const authenticateCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/sdk/v1/magic_links/authenticate' && request.method() === 'POST') authenticateCalls.push(request.url());
    });
    await signInByMagicLink(page, `vite+${Date.now()}@example.com`);
    expect(authenticateCalls).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it("keeps the package's per-product split: with products [otp] the page downloads no code of another product", async () => {
    const assets = path.join(viteDir, 'dist/assets');
    const outputs = (await readdir(assets)).filter((f) => f.endsWith('.js'));
    const byFile = Object.fromEntries(await Promise.all(outputs.map(async (f) => [f, await productsIn(path.join(assets, f), packageDir)] as const)));
    // Every product is its own file of the host's build, and no file mixes two.
    expect(Object.values(byFile).filter((products) => products.length > 1)).toEqual([]);
    expect([...new Set(Object.values(byFile).flat())].sort()).toEqual(['crypto', 'emailMagicLinks', 'idp', 'oauth', 'otp', 'passkeys', 'passwords']);

    const fetched: string[] = [];
    const { page, problems } = await openPage(e2e.context, `${vite.origin}/?products=otp`, {
      beforeGoto: (p) => p.on('request', (r) => void (r.url().endsWith('.js') && fetched.push(path.basename(new URL(r.url()).pathname)))),
    });
    await page.getByRole('button', { name: 'Continue with text message' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(fetched.every((f) => existsSync(path.join(assets, f)))).toBe(true);
    expect([...new Set(fetched.flatMap((f) => byFile[f]!))]).toEqual(['otp']);
    expect(problems).toEqual([]);
  });
});
