import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { copyFile, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REDIRECT_URLS } from '../../provider/auth/redirectUrls.js';
import { packageOf, PROVIDER_MODULES } from '../../provider/peers.js';
import { root } from '../../build/metafile.js';
import { distinctiveLiterals } from '../hosts/distinctive.js';
import { forwardServer } from '../hosts/forward.js';
import { startNodeServer, type NodeServer } from '../hosts/nodeServer.js';
import { installHost } from '../hosts/package.js';
import { serveFolder } from '../hosts/serve.js';
import { productsIn } from '../hosts/sourceMaps.js';
import emlFr from '../../plugins/emailMagicLinks/locales/fr.js';
import shellFr from '../../shell/locales/fr.js';
import { axeViolations } from './support/axe.js';
import { useE2E } from './support/harness.js';
import { openHydrated, openPage } from './support/page.js';
import { screensDir } from './support/screens.js';

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
// The same app's lean build (test/hosts/react-vite/lean, vite.lean.config.js): latch/react/lean with products [otp].
const viteLean = await serveFolder(path.join(viteDir, 'dist-lean'));
const ssrDir = path.join(work, 'ssr');
const typescriptDir = path.join(work, 'typescript');
// The server-rendered host's origin, and a recording door to the provider that both its server and its page use.
const ssr = await forwardServer();
const api = await forwardServer();
let ssrServer: NodeServer | undefined;
const origins = [vanilla.origin, vite.origin, viteLean.origin, ssr.origin];
// Each host page is its own origin and its own magic-link page, registered as a host registers them.
const e2e = useE2E({ provider: { config: { allowedOrigins: origins, redirectUrls: [...DEMO_REDIRECT_URLS, ...origins.map((o) => `${o}/`)] } } });

beforeAll(async () => {
  await Promise.all([
    installHost('vanilla', work),
    installHost('react-vite', work, { react: true }),
    installHost('ssr', work, { react: true }),
    installHost('typescript', work, { react: true, reactTypes: true }),
  ]);
  // The host's bundler, run as its CLI in the host's folder: it resolves `latch` and React from the host's node_modules.
  const vitePath = path.join(root, 'node_modules/vite/bin/vite.js');
  await run(process.execPath, [vitePath, 'build'], { cwd: viteDir });
  await run(process.execPath, [vitePath, 'build', '--config', 'vite.lean.config.js'], { cwd: viteDir });
  // The server-rendered host builds twice, the page's bundle with React's development build (it reports every
  // hydration mismatch) and the server's, then runs that with node; both talk to the provider through `api`.
  const development = { env: { ...process.env, NODE_ENV: 'development' } };
  await run(process.execPath, [vitePath, 'build'], { cwd: ssrDir, ...development });
  await run(process.execPath, [vitePath, 'build', '--ssr', 'src/server.jsx'], { cwd: ssrDir, ...development });
  api.target = e2e.provider.url;
  ssrServer = await startNodeServer('dist/server/server.js', {
    cwd: ssrDir,
    env: { NODE_ENV: 'development', LATCH_BASE_URL: api.origin, LATCH_PUBLIC_TOKEN: e2e.provider.publicToken, PORT: '0' },
  });
  ssr.target = ssrServer.url;
  for (const host of [vanilla, vite, viteLean]) host.config = { baseUrl: e2e.provider.url, publicToken: e2e.provider.publicToken };
}, 180_000);
afterAll(async () => {
  await Promise.all([vanilla.close(), vite.close(), viteLean.close(), ssr.close(), api.close(), ssrServer?.stop()]);
  await rm(work, { recursive: true, force: true });
});

/** Every file under a folder, relative to it, with `/` separators. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** The built-in products: each has a descriptor beside its plugin, which `latch/react/products/<id>` exports. */
const PRODUCTS = (await readdir(path.join(root, 'plugins'))).filter((id) => existsSync(path.join(root, 'plugins', id, 'product.ts'))).sort();

/** The products whose code each `.js` file of a host's build holds, by the file's path under the build folder. */
async function productsByFile(buildDir: string): Promise<Record<string, string[]>> {
  const outputs = (await filesUnder(buildDir)).filter((f) => f.endsWith('.js'));
  return Object.fromEntries(await Promise.all(outputs.map(async (f) => [f, await productsIn(path.join(buildDir, f), packageDir)] as const)));
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
  it('holds every entry with its types, the host docs and no build metadata', async () => {
    const files = await filesUnder(packageDir);
    const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
    for (const [entry, target] of Object.entries(manifest.exports as Record<string, { types: string; import: string }>)) {
      // `./react/products/*`: one file of each kind per built-in product.
      for (const id of entry.includes('*') ? PRODUCTS : ['']) {
        expect(files, entry).toContain(target.import.slice(2).replace('*', id));
        expect(files, entry).toContain(target.types.slice(2).replace('*', id));
      }
    }
    expect(Object.keys(manifest.exports)).toEqual([
      '.',
      './plugin',
      './react',
      './react/lean',
      './react/products/*',
      './core',
      './server',
      './next',
      './testing',
      './testing/e2e',
    ]);
    expect(files).toEqual(expect.arrayContaining(['README.md', 'CHANGELOG.md', 'LICENSE', 'docs/getting-started.md', 'docs/host-guide.md']));
    expect(files.filter((f) => f.endsWith('.meta.json') || f.endsWith('preload.json'))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.test.d.ts'))).toEqual([]);
  });

  it('needs at run time only React on the React entries, jose on the server entries, and optional peers elsewhere', async () => {
    const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
    // jose checks session JWTs for latch/server and latch/next; no browser entry imports it.
    expect(Object.keys(manifest.dependencies)).toEqual(['jose']);
    // React for the React entries; Next.js for latch/next; msw, playwright and the wallet libraries for the test kit
    // alone; hono, sql.js, simplewebauthn and zxcvbn (with viem and the wallet libraries) for the local provider alone.
    expect(Object.keys(manifest.peerDependencies)).toEqual([
      '@hono/node-server',
      '@noble/curves',
      '@simplewebauthn/server',
      '@zxcvbn-ts/core',
      '@zxcvbn-ts/language-common',
      '@zxcvbn-ts/language-en',
      'bs58',
      'hono',
      'msw',
      'next',
      'playwright-core',
      'react',
      'react-dom',
      'sql.js',
      'viem',
    ]);
    for (const name of Object.keys(manifest.peerDependencies)) expect(manifest.peerDependenciesMeta[name], name).toEqual({ optional: true });
    const importsOf = async (target: string) => {
      const js = (await filesUnder(path.join(packageDir, 'dist', target))).filter((f) => f.endsWith('.js'));
      const names = await Promise.all(js.map(async (f) => bareImports(await readFile(path.join(packageDir, 'dist', target, f), 'utf8'))));
      return [...new Set(names.flat())].sort();
    };
    expect(await importsOf('vanilla')).toEqual([]);
    expect(await importsOf('core')).toEqual([]);
    expect(await importsOf('server')).toEqual(['jose']);
    expect(await importsOf('next')).toEqual(['jose', 'next/headers']);
    expect(await importsOf('react')).toEqual(['react', 'react-dom', 'react/jsx-runtime']);
    expect(await importsOf('react-lean')).toEqual(['react', 'react-dom', 'react/jsx-runtime']);
    // The wallet libraries only by `import()` when a wallet is installed, so the inbox reader needs none of them.
    expect(await importsOf('testing')).toEqual(['@noble/curves/ed25519.js', 'bs58', 'msw', 'viem', 'viem/accounts']);
    // The provider (the latch-provider bin, and startProvider's, loaded by path): exactly the libraries provider/peers.ts
    // checks for, each an optional peer but jose, the package's one dependency.
    const providerPackages = [...new Set((await importsOf('provider')).map(packageOf))].sort();
    expect(providerPackages).toEqual([...new Set(PROVIDER_MODULES.map(packageOf))].sort());
    for (const name of providerPackages) expect(manifest.peerDependencies[name] ?? manifest.dependencies[name], name).toBeDefined();
  });
});

describe('TypeScript hosts', () => {
  /** A host's compiler options, skipLibCheck off (tsc's default). */
  const HOST_OPTIONS = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', '--lib', 'dom,es2022'];
  const tsc = (cwd: string, args: string[]) =>
    run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), ...args], { cwd }).then(
      ({ stdout }) => stdout,
      (error: { stdout: string }) => error.stdout,
    );

  it("compile every entry's public API with skipLibCheck off and no type of a bundled library, augmenting 'latch' from a latch/react-only file", async () => {
    // test/hosts/typescript: react.tsx (latch/react only, with the documented `declare module 'latch'`) on its own,
    // then vanilla.ts and core.ts, all with the package's declarations checked.
    expect(await tsc(typescriptDir, ['-p', '.'])).toBe('');
    expect(await tsc(typescriptDir, [...HOST_OPTIONS, '--ignoreConfig', 'vanilla.ts', 'core.ts'])).toBe('');
    // lean.tsx: latch/react/lean and the descriptors of latch/react/products/*.
    expect(await tsc(typescriptDir, [...HOST_OPTIONS, '--jsx', 'react-jsx', '--ignoreConfig', 'lean.tsx'])).toBe('');
  }, 240_000);

  it('need no React types for latch/core, nor for latch with skipLibCheck on (its config still checked)', async () => {
    // The plain page's folder has the package and nothing else: no React, no @types.
    const bare = path.join(work, 'vanilla');
    for (const file of ['core.ts', 'vanilla.ts']) await copyFile(path.join(typescriptDir, file), path.join(bare, file));
    expect(await tsc(bare, [...HOST_OPTIONS, 'core.ts'])).toBe('');
    expect(await tsc(bare, [...HOST_OPTIONS, '--skipLibCheck', 'vanilla.ts'])).toBe('');
  }, 240_000);
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
      if (new URL(request.url()).pathname === '/sdk/v1/magic_links/authenticate' && request.method() === 'POST')
        authenticateCalls.push(request.url());
    });
    await signInByMagicLink(page, `vite+${Date.now()}@example.com`);
    expect(authenticateCalls).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it("keeps the package's per-product split: with products [otp] the page downloads no code of another product", async () => {
    const assets = path.join(viteDir, 'dist/assets');
    const byFile = Object.fromEntries(
      Object.entries(await productsByFile(path.join(viteDir, 'dist'))).map(([f, products]) => [path.basename(f), products]),
    );
    // Every product is its own file of the host's build (latch/react names them all), and no file mixes two.
    expect(Object.values(byFile).filter((products) => products.length > 1)).toEqual([]);
    expect([...new Set(Object.values(byFile).flat())].sort()).toEqual(PRODUCTS);

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

  it('keeps the phone field’s place, label and box, while its part comes, so the form moves not a pixel when it does', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page, problems } = await openPage(e2e.context, `${vite.origin}/?products=otp`, {
      beforeGoto: async (p) => {
        // Shifts of the page's layout the visitor did not cause (Chromium's layout-shift entries, which CLS sums).
        await p.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { shifts: number[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) shifts.push(entry.value);
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await p.route(/\/phoneForm-[^/]*\.js$/, async (route) => {
          await held;
          await route.continue();
        });
      },
    });
    const button = page.getByRole('button', { name: 'Continue with text message' });
    await button.waitFor();
    const busy = page.locator('[aria-busy="true"]', { hasText: 'Phone number' });
    await busy.waitFor();
    // The widget's styles are attached in an effect after its first render (this host renders no LatchStyles): what
    // moves then is not the phone field's doing, so shifts count from two frames on.
    await page.evaluate(
      () =>
        new Promise<void>((done) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              (window as unknown as { shifts: number[] }).shifts.length = 0;
              done();
            }),
          ),
        ),
    );
    const before = await button.boundingBox();
    await page.screenshot({ path: path.join(screensDir, 'react-phone-field-coming.png') });
    release();
    await page.getByRole('textbox', { name: 'Phone number' }).waitFor();
    expect(await busy.count()).toBe(0);
    expect(await button.boundingBox()).toEqual(before);
    await page.screenshot({ path: path.join(screensDir, 'react-phone-field.png') });
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('builds, on the lean entry with products [otp], output that holds no code of another product', async () => {
    const leanDir = path.join(viteDir, 'dist-lean');
    const emitted = (await filesUnder(leanDir)).filter((f) => f.endsWith('.js')).sort();
    // Vite's own account of what it emitted: every script of the build is in its manifest.
    const manifest = JSON.parse(await readFile(path.join(leanDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    expect([...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((f) => f.endsWith('.js')).sort()).toEqual(emitted);

    // What each file was bundled from (its source map, then the package's): one-time passcodes and no other product.
    expect([...new Set(Object.values(await productsByFile(leanDir)).flat())]).toEqual(['otp']);
    // And by the code itself: no distinctive string of another product's chunk is in any file. The default entry's
    // build of the same app holds every product's, so the check can fail.
    const literals = await distinctiveLiterals(path.join(packageDir, 'dist/react-lean'), PRODUCTS);
    for (const id of PRODUCTS) expect(literals[id]!.length, id).toBeGreaterThan(0);
    const found = async (dir: string) => {
      const code = (await Promise.all((await filesUnder(dir)).filter((f) => f.endsWith('.js')).map((f) => readFile(path.join(dir, f), 'utf8')))).join(
        '\n',
      );
      return PRODUCTS.filter((id) => literals[id]!.some((text) => code.includes(text)));
    };
    expect(await found(leanDir)).toEqual(['otp']);
    expect(await found(path.join(viteDir, 'dist'))).toEqual(PRODUCTS);
  });

  it('on the lean entry, draws the passcode form from the handed descriptor, and refuses a product it was not handed', async () => {
    const { page, problems } = await openPage(e2e.context, `${viteLean.origin}/`);
    await page.getByRole('button', { name: 'Continue with text message' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);

    const refused = await openPage(e2e.context, `${viteLean.origin}/?products=otp,emailMagicLinks`);
    await refused.page.getByText('Error: Unknown product "emailMagicLinks" in the config.').waitFor();
    expect(await refused.page.getByRole('button', { name: 'Continue with text message' }).count()).toBe(0);
  });
});

describe('a React app rendered on the server, hydrated in the browser', () => {
  it('sends the first form in its HTML, hydrates it without a warning, signs in by magic link, and its server sends nothing', async () => {
    const html = await (await fetch(`${ssr.origin}/`)).text();
    // The form is in the server's HTML, labelled as the browser's render labels it, not a loading placeholder.
    expect(html).toMatch(/<h1[^>]*>Sign up or log in<\/h1>/);
    const inputId = /<label[^>]* for="([^"]+)">Email<\/label>/.exec(html)?.[1];
    expect(html).toMatch(new RegExp(`<input type="email"[^>]* id="${inputId}"[^>]* name="email"`));
    expect(html).toMatch(/<button type="submit"[^>]*>Continue with email<\/button>/);
    expect(html).not.toContain('aria-busy');

    // Hydrated, with nothing reported, and the field the server drew is the one the widget uses: a server render React
    // could not adopt would have been drawn anew, with ids of the browser's own.
    const { page, problems, warnings } = await openHydrated(e2e.context, `${ssr.origin}/`);
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
    expect(await page.locator(`input#${inputId}`).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await signInByMagicLink(page, `ssr+${Date.now()}@example.com`);
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);

    // Every call the provider had came from the page (a browser names its origin); the server made none.
    expect(api.seen.length).toBeGreaterThan(0);
    expect(api.seen.filter((call) => call.origin !== ssr.origin)).toEqual([]);
    expect(api.seen.filter((call) => call.method === 'POST' && call.path === '/sdk/v1/magic_links/authenticate')).toHaveLength(1);
  });

  it('in a locale, sends the form in it from a render that waits for the texts, and hydrates it without a warning', async () => {
    const html = await (await fetch(`${ssr.origin}/?locale=fr`)).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${shellFr['main.header']}</h1>`));
    expect(html).toMatch(/<div[^>]* lang="fr"/);
    const inputId = new RegExp(`<label[^>]* for="([^"]+)">${shellFr['form.email.label']}</label>`).exec(html)?.[1];
    expect(inputId).toBeTruthy();

    const { page, problems, warnings } = await openHydrated(e2e.context, `${ssr.origin}/?locale=fr`);
    expect(await page.locator(`input#${inputId}`).count()).toBe(1);
    await page.screenshot({ path: path.join(screensDir, 'ssr-locale-fr.png') });
    await page.getByRole('textbox', { name: shellFr['form.email.label'] }).fill(`ssr.fr+${Date.now()}@example.com`);
    await page.getByRole('button', { name: shellFr['form.submit.email'] }).click();
    await page.getByRole('heading', { name: emlFr['eml.confirmation.title'] }).waitFor();
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("draws the server's form in the widget's styles before any script runs (latchCss in the page)", async () => {
    const context = await e2e.context.browser()!.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${ssr.origin}/`);
      const button = page.getByRole('button', { name: 'Continue with email' });
      const look = await button.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          height: el.getBoundingClientRect().height,
          background: style.backgroundColor,
          card: el.closest('[data-latch]')!.getBoundingClientRect().width,
        };
      });
      expect(look).toEqual({ height: 45, background: 'rgb(25, 48, 61)', card: 400 });
    } finally {
      await context.close();
    }
  });
});
