/**
 * The builds, one per package entry, each into `dist/<name>/` with its esbuild metafile beside it
 * (`dist/<name>.meta.json`). What each build step does and why it is there is in docs/build.md.
 */
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { adoptCssPlugin, styleRegistry } from './build/adoptCss.js';
import { foldEntryChunk, lazyModules, sharedGraphsPlugin, type SharedGraph } from './build/entryChunk.js';
import { localeEntries, localeFiles, localeFilesEsbuildPlugin, type LocaleFileSources } from './build/locales.js';
import { modernPhoneLibEsbuildPlugin } from './build/modernPhoneLib.js';
import { accountModules, productModules, productPartModules, root } from './build/parts.js';
import { phoneMetadataEsbuildPlugin } from './build/phoneMetadata.js';
import { fillPreloadSlot, PRELOAD_SLOT, preloadMapOf } from './build/preloadMap.js';

interface Target {
  name: string;
  /** Output name (without .js) → source; `index` is the package entry. */
  entries: Record<string, string>;
  /** Packages the host provides: React for the React entries; every package for the test kit. */
  external?: string[] | 'packages';
  /** The entry's own modules come in its one file, whatever its lazy parts share with it (build/entryChunk.ts). */
  oneFile?: true;
  /** The entry knows each lazy part's files, to fetch them in one wave (build/preloadMap.ts). */
  preloadMap?: true;
  /** The widget's React half, imported by the products (build/entryChunk.ts), with the plugin kit they all build on. */
  widget?: SharedGraph;
  /** `neutral` for code that must run anywhere, browser or server. @default 'browser' */
  platform?: esbuild.Platform;
  /** Constants the build sets (esbuild `define`), beside NODE_ENV. */
  define?: Record<string, string>;
  /** Source folders copied under the target's folder, by their path there: files the code reads at run time. */
  assets?: Record<string, string>;
  /** Chunks beside the entries, not in chunks/: a path the code takes from its own file holds from every file. */
  flatChunks?: true;
  /** Which sources' locale files a React widget in a locale finds at once (build/locales.ts). @default 'all' */
  localeFiles?: LocaleFileSources;
}

const reactExternal = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];
/** `latch/react/products/<id>`: each built-in product's descriptor, for hosts of the lean React entry. */
const productDescriptors = Object.fromEntries(Object.keys(productModules).map((id) => [`products/${id}`, `plugins/${id}/product.ts`]));

export const targets: Target[] = [
  // `latch`: the first paint in one file, React bundled, the rest fetched in one wave once a mount knows what it needs.
  {
    name: 'vanilla',
    // The locales' files at paths the entry spells from their folder (build/locales.ts).
    entries: { index: 'shell/vanilla.ts', plugin: 'shell/plugin.ts', ...localeEntries() },
    // Strings, not an object: esbuild would make an object define a module that every file of the build initialises.
    define: { __LATCH_LOCALE_DIR__: JSON.stringify(localeFiles().dir), __LATCH_LOCALE_TAGS__: JSON.stringify(localeFiles().tags.join(' ')) },
    oneFile: true,
    preloadMap: true,
    widget: {
      modules: ['shell/renderWidget.ts', 'shell/plugin-api.ts', 'shell/ui/index.ts'],
      importers: new Set(['shell/renderWidget.ts', 'shell/plugin.ts', ...Object.values(productModules), ...productPartModules, ...accountModules]),
    },
  },
  // `latch/react`: React is the host's; the host's bundler decides its files.
  { name: 'react', entries: { index: 'shell/react.tsx' }, external: reactExternal, oneFile: true },
  // `latch/react/lean`: its own folder, so its chunks never mix with those of `latch/react`, which a host may also import.
  // A host there bundles the products it imports alone, so not their locale files either: those come through each
  // product's table.
  {
    name: 'react-lean',
    entries: { index: 'shell/reactLean.tsx', ...productDescriptors },
    external: reactExternal,
    oneFile: true,
    localeFiles: 'shell',
  },
  // `latch/core`: the headless client, no React.
  { name: 'core', entries: { index: 'core/index.ts' } },
  // `latch/server`: a host's server on any runtime (Node, Deno, Bun, workers), so no browser or Node built-ins. jose is
  // a dependency the host installs, not bundled: one copy on the server, and its security fixes come with npm update.
  { name: 'server', entries: { index: 'core/server/index.ts' }, external: ['jose'], platform: 'neutral' },
  // `latch/next`: latch/server's checks over Next.js's request cookies; `next` is the host's (an optional peer).
  { name: 'next', entries: { index: 'shell/next/index.ts' }, external: ['jose', 'next/headers'], platform: 'neutral' },
  // `latch/testing`: msw, Playwright and the wallet libraries come from the host's node_modules; startProvider loads
  // the packaged provider below at run time, by this path from dist/testing/.
  {
    name: 'testing',
    entries: { index: 'test/kit/index.ts', e2e: 'test/kit/e2e.ts' },
    external: 'packages',
    define: { __LATCH_PROVIDER_MODULE__: JSON.stringify('../provider/index.js') },
    flatChunks: true,
  },
  // The local provider, for hosts: the `latch-provider` bin and the entry startProvider loads. Its libraries are the
  // host's (optional peers, provider/peers.ts); its chunks sit beside the entries, where provider/paths.ts finds the
  // page assets copied with them.
  {
    name: 'provider',
    entries: { 'latch-provider': 'provider/bin.ts', index: 'provider/lib.ts' },
    external: 'packages',
    platform: 'node',
    define: { __LATCH_PROVIDER_PACKAGED__: 'true' },
    assets: { 'demo/assets': 'provider/demo/assets', 'inbox/assets': 'provider/inbox/assets' },
    flatChunks: true,
  },
];

export const distDir = path.join(root, 'dist');

function optionsOf(target: Target, outdir: string): esbuild.BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: target.entries,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: target.platform ?? 'browser',
    target: ['es2022'],
    minify: true,
    sourcemap: 'linked',
    metafile: true,
    legalComments: 'linked',
    // A folded entry is its chunk's file, so the chunks' relative imports must hold from the entry's folder too.
    chunkNames: target.oneFile || target.flatChunks ? '[name]-[hash]' : 'chunks/[name]-[hash]',
    jsx: 'automatic',
    ...(target.external === 'packages' ? { packages: 'external' as const } : { external: target.external ?? [] }),
    define: {
      'process.env.NODE_ENV': '"production"',
      ...(target.preloadMap && { __LATCH_CHUNK_FILES__: JSON.stringify(PRELOAD_SLOT) }),
      ...target.define,
    },
    plugins: [
      phoneMetadataEsbuildPlugin(target.oneFile && path.join(root, target.entries.index!)),
      modernPhoneLibEsbuildPlugin,
      localeFilesEsbuildPlugin(target.localeFiles),
      adoptCssPlugin(styleRegistry),
      vanillaExtractPlugin(),
    ],
    logLevel: 'warning',
  };
}

const noStylesheets: esbuild.Plugin = {
  name: 'latch-no-stylesheets',
  setup: (build) => build.onResolve({ filter: /\.css\.js$/ }, (args) => ({ path: args.path, external: true })),
};

async function buildTarget(target: Target): Promise<esbuild.Metafile> {
  const outdir = path.join(distDir, target.name);
  const options = optionsOf(target, outdir);
  for (const [to, from] of Object.entries(target.assets ?? {})) await cp(path.join(root, from), path.join(outdir, to), { recursive: true });
  if (!target.oneFile) return (await esbuild.build(options)).metafile!;
  // A first pass that writes nothing finds the lazy modules from the `import()` calls; stylesheets hold none.
  const mainEntry = target.entries.index!;
  const { metafile: found } = await esbuild.build({
    ...options,
    write: false,
    minify: false,
    sourcemap: false,
    plugins: [noStylesheets, ...options.plugins!],
  });
  const graphs = [{ modules: [mainEntry], importers: lazyModules(found!, mainEntry) }, ...(target.widget ? [target.widget] : [])];
  const { metafile } = await esbuild.build({ ...options, plugins: [sharedGraphsPlugin(graphs), ...options.plugins!] });
  const meta = await foldEntryChunk(outdir, metafile!);
  if (target.preloadMap) {
    const map = preloadMapOf(meta, outdir);
    await fillPreloadSlot(path.join(outdir, 'index.js'), map);
    // The same map beside the metafile, for the build checks and `npm run analyze`.
    await writeFile(path.join(distDir, `${target.name}.preload.json`), JSON.stringify(map));
  }
  return meta;
}

export async function build(): Promise<Record<string, esbuild.Metafile>> {
  await rm(distDir, { recursive: true, force: true });
  const metafiles: Record<string, esbuild.Metafile> = {};
  for (const target of targets) {
    metafiles[target.name] = await buildTarget(target);
    await mkdir(distDir, { recursive: true });
    await writeFile(path.join(distDir, `${target.name}.meta.json`), JSON.stringify(metafiles[target.name]));
  }
  return metafiles;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await build();
  console.log(`latch: built ${targets.map((t) => t.name).join(', ')} into dist/ in ${Math.round(performance.now() - started)} ms`);
}
