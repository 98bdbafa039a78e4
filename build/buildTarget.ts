/**
 * How one build of esbuild.config.ts's list is made: its esbuild options, and for a one-file entry the first pass that
 * finds the lazy modules, the shared graphs, the fold of the entry's chunk and the preload map (docs/build.md says why
 * each is there).
 */
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { adoptCssPlugin, styleRegistry } from './adoptCss.js';
import { foldEntryChunk, lazyModules, sharedGraphsPlugin, type SharedGraph } from './entryChunk.js';
import { localeFilesEsbuildPlugin, type LocaleFileSources } from './locales.js';
import { modernPhoneLibEsbuildPlugin } from './modernPhoneLib.js';
import { root } from './parts.js';
import { phoneMetadataEsbuildPlugin } from './phoneMetadata.js';
import { fillPreloadSlot, PRELOAD_SLOT, preloadMapOf } from './preloadMap.js';

export interface Target {
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

const distDir = path.join(root, 'dist');

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

/** Builds every target into dist/, each with its metafile beside it; returns the metafiles by target name. */
export async function buildAll(targets: readonly Target[]): Promise<Record<string, esbuild.Metafile>> {
  await rm(distDir, { recursive: true, force: true });
  const metafiles: Record<string, esbuild.Metafile> = {};
  for (const target of targets) {
    metafiles[target.name] = await buildTarget(target);
    await mkdir(distDir, { recursive: true });
    await writeFile(path.join(distDir, `${target.name}.meta.json`), JSON.stringify(metafiles[target.name]));
  }
  return metafiles;
}
