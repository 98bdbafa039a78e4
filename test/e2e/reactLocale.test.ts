import path from 'node:path';
import { build } from 'esbuild';
import type { Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readMetafile, root } from '../../build/metafile.js';
import { useE2E } from './support/harness';

// A React host, bundled from the built `latch/react` with code splitting as a host's bundler would, mounts
// <LatchLogin> in French. The product's chunk is held back: the locale's files of the shell, the server errors and the
// product must still be asked for, so they come in the products' round trip, not after them; and the locale part held
// back, the product's chunk must still be asked for.

const PRODUCT = 'emailMagicLinks';
const LOCALE = 'fr';

/** The host's files by name, and which of them holds a product's chunk or a message source's locale module. */
interface HostBundle {
  files: Record<string, string>;
  /** Output file → the repository modules built into it (through dist/react's own files). */
  sources: Record<string, string[]>;
}

async function bundleHost(): Promise<HostBundle> {
  const result = await build({
    stdin: {
      contents: `
        import { createElement } from 'react';
        import { createRoot } from 'react-dom/client';
        import { createLatchClient, LatchLogin } from './dist/react/index.js';
        const params = new URLSearchParams(location.search);
        const client = createLatchClient(params.get('token'), { baseUrl: params.get('api') });
        const element = document.createElement('div');
        document.body.append(element);
        createRoot(element).render(createElement(LatchLogin, { client, config: { products: [${JSON.stringify(PRODUCT)}], locale: ${JSON.stringify(LOCALE)} } }));
      `,
      resolveDir: root,
      sourcefile: 'page.js',
    },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: path.join(root, 'host-out'),
    entryNames: 'page',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const react = readMetafile('react');
  const files: Record<string, string> = {};
  const sources: Record<string, string[]> = {};
  for (const file of result.outputFiles) files[path.basename(file.path)] = file.text;
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    sources[path.basename(output)] = Object.keys(meta.inputs).flatMap((input) => Object.keys(react.outputs[input]?.inputs ?? {}));
  }
  return { files, sources };
}

let host: HostBundle | undefined;
const e2e = useE2E({
  scriptPage: {
    title: 'React host in French',
    script: async () => {
      host = await bundleHost();
      return host.files;
    },
  },
});

const named = (request: Request) => new URL(request.url()).pathname.slice(1);
/** The host's file that holds this module. */
const fileOf = (module: string) => Object.keys(host!.sources).find((file) => host!.sources[file]!.includes(module));

/** Opens the host's page with `file` held back until `release`, recording every file the page asks for. */
async function openHolding(file: string) {
  const page = await e2e.context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(named(request)));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${file}`, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${e2e.page.origin}/?token=${e2e.provider.publicToken}&api=${encodeURIComponent(e2e.provider.url)}`);
  return { page, requested, release };
}

describe('a React host with a locale', () => {
  it("asks for the locale's files with the products: the product's texts while its chunk is still on the way", async () => {
    const productFile = fileOf(`plugins/${PRODUCT}/index.ts`);
    const localeFiles = ['shell/locales', 'shell/serverErrors/locales', `plugins/${PRODUCT}/locales`].map((folder) =>
      fileOf(`${folder}/${LOCALE}.ts`),
    );
    const tableFiles = Object.keys(host!.sources).filter((file) => host!.sources[file]!.some((module) => module.endsWith('/locales/index.ts')));
    expect(productFile).toBeDefined();
    expect(localeFiles.every(Boolean)).toBe(true);

    const { page, requested, release } = await openHolding(productFile!);

    // While the product's chunk is held, it and every locale file it will need have been asked for (in one task: the
    // order their request events arrive in says nothing).
    await expect.poll(() => [productFile, ...localeFiles].filter((file) => !requested.includes(file!)), { timeout: 10_000 }).toEqual([]);
    release();

    // The widget then shows the product in French from the first frame, and no source's table was needed.
    await page.getByRole('button', { name: 'Continuer par e-mail' }).waitFor();
    await page.getByRole('textbox').fill(`react-fr+${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continuer par e-mail' }).click();
    await page.getByRole('heading', { name: 'Consultez vos e-mails' }).waitFor();
    expect(requested.filter((file) => tableFiles.includes(file))).toEqual([]);
  });

  it('asks for the products with the locale part, not once it has arrived', async () => {
    const productFile = fileOf(`plugins/${PRODUCT}/index.ts`);
    const localePart = fileOf('shell/locale/LocalizedWidget.tsx');
    expect(localePart).toBeDefined();
    expect(localePart).not.toBe(productFile);

    const { page, requested, release } = await openHolding(localePart!);

    await expect.poll(() => [localePart, productFile].filter((file) => !requested.includes(file!)), { timeout: 10_000 }).toEqual([]);
    release();
    await page.getByRole('button', { name: 'Continuer par e-mail' }).waitFor();
  });
});
