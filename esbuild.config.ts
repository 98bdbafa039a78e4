import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { getSourceFromVirtualCssFile, virtualCssFileFilter } from '@vanilla-extract/integration';
import { modernPhoneLibEsbuildPlugin } from './test/build/modernPhoneLib.js';
import { mergeOutputImports, SOURCE_MAP_URL } from './test/build/mergeImports.js';
import { namePhoneMetadataDir, phoneMetadataEsbuildPlugin } from './test/build/phoneMetadata.js';

const root = path.dirname(fileURLToPath(import.meta.url));
const styleRegistry = path.join(root, 'shell/theme/styleRegistry.ts');

/**
 * vanilla-extract writes a CSS file per chunk, and esbuild never emits code that loads CSS.
 * This plugin turns each stylesheet into a call that adopts it as a constructed stylesheet
 * when its chunk runs: product CSS stays in the product's lazy chunk, hosts add no <link>,
 * shadow roots get the same sheets, and a strict style-src CSP is satisfied. `adoptFrom` is the module
 * that exports `adoptCss`: the style registry here, 'latch' for a plugin built outside the widget.
 */
export const adoptCssPlugin = (adoptFrom: string): esbuild.Plugin => ({
  name: 'latch-adopt-css',
  setup(build) {
    build.onResolve({ filter: virtualCssFileFilter }, (args) => ({ path: args.path, namespace: 'latch-css' }));
    build.onLoad({ filter: /.*/, namespace: 'latch-css' }, async ({ path: id }) => {
      const { source } = await getSourceFromVirtualCssFile(id);
      const { code } = await esbuild.transform(source, { loader: 'css', minify: true });
      return {
        contents: `import { adoptCss } from ${JSON.stringify(adoptFrom)};\nadoptCss(${JSON.stringify(code.trim())});`,
        loader: 'js',
        resolveDir: root,
      };
    });
  },
});

/**
 * esbuild gives each set of entry and lazy chunks that reach a module its own shared chunk, so the modules the vanilla
 * entry needs were spread over a dozen small files, fetched only once the entry had arrived, six at a time (the
 * browser's limit per host over HTTP/1.1): two rounds before the first form. Importing the entry's own graph from every
 * lazy part puts all of those modules in one set, so they come in one file. The lazy parts pay nothing for it: when
 * they run, the entry has loaded that file already.
 */
const LAZY_PARTS = /(?:^|\/)(?:plugins\/[^/]+\/index\.ts|shell\/renderWidget\.ts|shell\/client\.ts|shell\/plugin\.ts|shell\/form\/phone\/phoneLib\.ts|core\/loadScript\.ts|core\/protectionScripts\.ts|core\/session\/refresher\.ts|core\/bootstrapMap\.ts|core\/api\/users\.ts|core\/api\/magicLinkAuthenticate\.ts|core\/redirect\.ts|shell\/store\/immer\.ts|shell\/testing\.ts)$/;
/** What every product builds with (the plugin API, the screen kit), not all of it used by the widget: in its file too. */
const WIDGET_KIT = ['shell/plugin-api.ts', 'shell/ui/index.ts'];
/**
 * The same holds one level down, for what the products share with the widget's React half (React itself, the widget
 * runtime, the screen kit): esbuild split it into three more files of the wave, each compiled on arrival. A product
 * (and the plugin kit) runs only inside the widget, so importing the widget's graph from it costs nothing, and those
 * modules come in the widget's one file (foldWidgetChunk), fetched without compiling like the rest of React.
 */
const WIDGET_USERS = /(?:^|\/)(?:plugins\/[^/]+\/index\.ts|shell\/plugin\.ts)$/;
const oneEntryChunkPlugin = (entryGraph: string, widgetGraph?: string): esbuild.Plugin => ({
  name: 'latch-one-entry-chunk',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const file = path.relative(root, args.path).split(path.sep).join('/');
      if (!LAZY_PARTS.test(file)) return undefined;
      const graphs = [entryGraph, ...(widgetGraph && WIDGET_USERS.test(file) ? [widgetGraph] : []), ...(file === widgetGraph ? WIDGET_KIT : [])];
      const source = await readFile(args.path, 'utf8');
      const imports = graphs.map((graph) => `import ${JSON.stringify(path.join(root, graph))};\n`).join('');
      return { contents: `${source}\n${imports}`, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: path.dirname(args.path) };
    });
  },
});

interface Target {
  name: string;
  /** Output name (without .js) → source; `index` is the target's main entry. */
  entries: Record<string, string>;
  /** React is bundled into the vanilla entry and external for React hosts. */
  external: string[];
  /** Gives the entry the files each lazy part needs (shell/preload.ts), so it can fetch them in one wave. */
  preloadMap?: boolean;
  /** The module whose graph every lazy part imports, so the entry's modules come in one file (see LAZY_PARTS). */
  entryGraph?: string;
  /** The entry file is the entry graph's chunk itself (foldEntryChunk): no second file before the first paint. */
  foldEntryGraph?: boolean;
  /** The lazy module whose graph the products and the plugin kit import, so that what they share with it is one file. */
  widgetGraph?: string;
  /** Leave every package import to the host's node_modules (the test kit's msw, playwright and wallet libraries). */
  packagesExternal?: boolean;
}

/** The lean React entry's product entries: `products/<id>` → each built-in product's descriptor (plugins/<id>/product.ts). */
const productEntries = Object.fromEntries(
  readdirSync(path.join(root, 'plugins'))
    .filter((id) => existsSync(path.join(root, 'plugins', id, 'product.ts')))
    .map((id) => [`products/${id}`, `plugins/${id}/product.ts`]),
);
const reactExternal = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

export const targets: Target[] = [
  { name: 'vanilla', entries: { index: 'shell/vanilla.ts', plugin: 'shell/plugin.ts' }, external: [], preloadMap: true, entryGraph: 'shell/vanilla.ts', foldEntryGraph: true, widgetGraph: 'shell/renderWidget.ts' },
  { name: 'react', entries: { index: 'shell/react.tsx' }, external: reactExternal, entryGraph: 'shell/react.tsx', foldEntryGraph: true },
  // Its own output folder, so its chunks never mix with those of `latch/react`, which a host may also import.
  { name: 'react-lean', entries: { index: 'shell/reactLean.tsx', ...productEntries }, external: reactExternal, entryGraph: 'shell/reactLean.tsx', foldEntryGraph: true },
  { name: 'core', entries: { index: 'core/index.ts' }, external: [] },
  { name: 'testing', entries: { index: 'test/kit/index.ts', e2e: 'test/kit/e2e.ts' }, external: [], packagesExternal: true },
];

/**
 * The lazy parts the entry preloads by name: the client's code, the widget's React half, the phone library and each
 * product. The phone part also brings the default region's metadata (calling code 1, shell/form/region.ts), which
 * every phone form reads.
 */
const NAMED_PARTS: Record<string, string> = { 'shell/client.ts': 'client', 'shell/renderWidget.ts': 'widget', 'shell/form/phone/phoneLib.ts': 'phone', 'phone-metadata:1/phone-metadata': 'phone' };
const partOf = (entryPoint: string | undefined) => NAMED_PARTS[entryPoint ?? ''] ?? /^plugins\/([^/]+)\/index\.ts$/.exec(entryPoint ?? '')?.[1];

/** Each lazy part's output file and its static imports, minus what the entry has already loaded; relative to the entry. */
function preloadMapOf(meta: esbuild.Metafile, outdir: string): Record<string, string[]> {
  const closure = (start: string, into = new Set<string>()) => {
    if (into.has(start)) return into;
    into.add(start);
    for (const imp of meta.outputs[start]?.imports ?? []) if (imp.kind === 'import-statement' && !imp.external) closure(imp.path, into);
    return into;
  };
  const entry = Object.keys(meta.outputs).find((file) => path.basename(file) === 'index.js')!;
  const loaded = closure(entry);
  const map: Record<string, string[]> = {};
  for (const [file, output] of Object.entries(meta.outputs)) {
    const part = partOf(output.entryPoint);
    if (!part || !file.endsWith('.js')) continue;
    const files = [...closure(file)].filter((f) => !loaded.has(f)).map((f) => path.relative(outdir, path.join(root, f)).split(path.sep).join('/'));
    map[part] = [...(map[part] ?? []), ...files];
  }
  return map;
}

export const distDir = path.join(root, 'dist');

const specifiers = (list: string) => list.split(',').map((item) => item.split(' as ')).map(([name, alias]) => [name!, alias ?? name!] as const);
const rel = (from: string, to: string) => {
  const relative = path.relative(path.dirname(from), to).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/**
 * The export clause that gives a chunk's own names the public names of the stub that only re-exported it (the stub's
 * `import{a as b}from"...";export{b as name}` over the chunk's trailing `export{x as a}`): `x as name`.
 */
function publicExportsOf(stub: RegExpExecArray, chunkKey: string, code: string): string {
  const chunkExports = /export\{([^}]*)\};$/.exec(code.trimEnd());
  if (!chunkExports) throw new Error(`latch build: ${chunkKey} does not end in its export clause`);
  const localOf = new Map(specifiers(chunkExports[1]!).map(([local, exported]) => [exported, local]));
  const importedAs = new Map(specifiers(stub[1]!).map(([exported, local]) => [local, exported]));
  return `export{${specifiers(stub[3]!).map(([local, name]) => `${localOf.get(importedAs.get(local)!)} as ${name}`).join(',')}};`;
}

/**
 * esbuild puts the modules an entry shares with its lazy parts into a chunk of their own, which the entry imports: a
 * page could only ask for that chunk once the entry had arrived, a round trip more before the first paint. The lazy
 * parts share the entry's whole graph (entryGraph), so its entry file is only re-exports from that chunk;
 * this folds the chunk into the entry file. Its importers are pointed at the entry with a specifier padded to the
 * same length, so their source maps stay exact; the metafile is rewritten to match, for the checks that read it.
 */
async function foldEntryChunk(outdir: string, meta: esbuild.Metafile): Promise<esbuild.Metafile> {
  const entryKey = path.relative(root, path.join(outdir, 'index.js')).split(path.sep).join('/');
  const entry = meta.outputs[entryKey]!;
  const [shared, ...more] = entry.imports.filter((imp) => imp.kind === 'import-statement' && !imp.external).map((imp) => imp.path);
  if (!shared || more.length > 0) throw new Error(`latch build: ${entryKey} should import exactly one chunk, the shared entry graph`);
  const entryFile = path.join(root, entryKey);
  const sharedFile = path.join(root, shared);
  const stub = /^import\{([^}]*)\}from"([^"]+)";export\{([^}]*)\};$/.exec((await readFile(entryFile, 'utf8')).replace(SOURCE_MAP_URL, '').trim());
  if (!stub) throw new Error(`latch build: ${entryKey} holds code of its own; the entry graph (entryGraph) must be its whole module`);
  const code = (await readFile(sharedFile, 'utf8')).replace(SOURCE_MAP_URL, '');
  await writeFile(entryFile, `${code}${publicExportsOf(stub, shared, code)}\n//# sourceMappingURL=index.js.map\n`);
  const map = JSON.parse(await readFile(`${sharedFile}.map`, 'utf8')) as { sources: string[]; file?: string };
  // Files are named relative to the map; virtual modules (the stylesheets' `latch-css:` ids) by their id.
  map.sources = map.sources.map((source) => (source.startsWith('.') ? rel(entryFile, path.resolve(path.dirname(sharedFile), source)) : source));
  map.file = 'index.js';
  await writeFile(`${entryFile}.map`, JSON.stringify(map));
  await rm(sharedFile);
  await rm(`${sharedFile}.map`);

  const folded: esbuild.Metafile = { inputs: meta.inputs, outputs: {} };
  for (const [key, output] of Object.entries(meta.outputs)) {
    if (key === shared || key === `${shared}.map`) continue;
    const file = path.join(root, key);
    if (key !== entryKey && key.endsWith('.js') && output.imports.some((imp) => imp.path === shared)) {
      const from = JSON.stringify(rel(file, sharedFile));
      const to = JSON.stringify(rel(file, entryFile));
      const source = await readFile(file, 'utf8');
      if (!source.includes(from)) throw new Error(`latch build: ${key} does not name ${shared} as esbuild wrote it`);
      await writeFile(file, source.split(from).join(to.padEnd(from.length)));
    }
    const imports = output.imports.map((imp) => (imp.path === shared ? { ...imp, path: entryKey } : imp));
    folded.outputs[key] = key === entryKey ? { ...meta.outputs[shared]!, entryPoint: entry.entryPoint!, exports: entry.exports, inputs: { ...meta.outputs[shared]!.inputs, ...entry.inputs } } : { ...output, imports };
  }
  return folded;
}

/**
 * With the widget's graph imported by the products (WIDGET_USERS), the widget's own output is only re-exports from the
 * chunk that holds that graph. The chunk becomes the widget's file, renamed `react-<hash>.js` (the length of
 * `chunk-<hash>.js`, so its importers' source maps stay exact) with the widget's exports added, and the one dynamic
 * import of the stub is pointed at it, padded to the same length.
 */
async function foldWidgetChunk(outdir: string, meta: esbuild.Metafile, widgetGraph: string): Promise<esbuild.Metafile> {
  const [stubKey, stub] = Object.entries(meta.outputs).find(([, out]) => out.entryPoint === widgetGraph) ?? [];
  if (!stubKey || !stub) throw new Error(`latch build: no output for ${widgetGraph}`);
  // Besides the chunk, the stub names the entry, which every lazy part imports (and the chunk does too).
  const entryKey = path.relative(root, path.join(outdir, 'index.js')).split(path.sep).join('/');
  const chunks = stub.imports.filter((imp) => imp.kind === 'import-statement' && !imp.external && imp.path !== entryKey).map((imp) => imp.path);
  const stubFile = path.join(root, stubKey);
  const parsed = /^import\{([^}]*)\}from"([^"]+)";(?:import"\.\/index\.js" *;)?export\{([^}]*)\};$/.exec((await readFile(stubFile, 'utf8')).replace(SOURCE_MAP_URL, '').trim());
  if (chunks.length !== 1 || !parsed) throw new Error(`latch build: ${stubKey} should only re-export the chunk of the widget's graph (widgetGraph)`);
  const chunkKey = chunks[0]!;
  const chunkName = path.basename(chunkKey);
  if (!/^chunk-[A-Z0-9]+\.js$/.test(chunkName)) throw new Error(`latch build: ${chunkKey} is not a shared chunk`);
  const widgetKey = path.join(path.dirname(chunkKey), chunkName.replace(/^chunk-/, 'react-')).split(path.sep).join('/');
  const chunkFile = path.join(root, chunkKey);
  const widgetFile = path.join(root, widgetKey);

  const legal = `/*! For license information please see ${chunkName}.LEGAL.txt */`;
  const full = (await readFile(chunkFile, 'utf8')).replace(SOURCE_MAP_URL, '');
  const code = full.trimEnd().endsWith(legal) ? full.trimEnd().slice(0, -legal.length) : full;
  const widgetName = path.basename(widgetKey);
  const license = code === full ? '' : `/*! For license information please see ${widgetName}.LEGAL.txt */\n`;
  if (license) await rename(`${chunkFile}.LEGAL.txt`, `${widgetFile}.LEGAL.txt`);
  await writeFile(widgetFile, `${code}${publicExportsOf(parsed, chunkKey, code)}\n${license}//# sourceMappingURL=${widgetName}.map\n`);
  const map = JSON.parse(await readFile(`${chunkFile}.map`, 'utf8')) as { file?: string };
  map.file = widgetName;
  await writeFile(`${widgetFile}.map`, JSON.stringify(map));
  for (const file of [chunkFile, `${chunkFile}.map`, stubFile, `${stubFile}.map`]) await rm(file, { force: true });

  const folded: esbuild.Metafile = { inputs: meta.inputs, outputs: {} };
  for (const [key, output] of Object.entries(meta.outputs)) {
    if ([stubKey, `${stubKey}.map`, `${chunkKey}.map`].includes(key)) continue;
    if (key === chunkKey) {
      folded.outputs[widgetKey] = { ...output, entryPoint: widgetGraph, exports: [...output.exports, ...stub.exports] };
      continue;
    }
    const file = path.join(root, key);
    const names = (imp: esbuild.Metafile['outputs'][string]['imports'][number]) => imp.path === chunkKey || imp.path === stubKey;
    if (key.endsWith('.js') && output.imports.some(names)) {
      let source = await readFile(file, 'utf8');
      for (const [from, to] of [[stubFile, widgetFile], [chunkFile, widgetFile]] as const) {
        const quoted = JSON.stringify(rel(file, from));
        // Padding after the closing quote keeps each following column, so the file's source map stays exact.
        if (source.includes(quoted)) source = source.split(quoted).join(JSON.stringify(rel(file, to)).padEnd(quoted.length));
      }
      await writeFile(file, source);
    }
    const imports = output.imports.map((imp) => (names(imp) ? { ...imp, path: widgetKey } : imp));
    folded.outputs[key] = { ...output, imports };
  }
  return folded;
}

/**
 * The preload map can only be read from the finished build, and any change to the build's input renames every hashed
 * chunk. So the entry is built with a blank string of fixed length in its place, which is then overwritten with the
 * map padded to that same length: no file is renamed and the entry's source map stays exact.
 */
const PRELOAD_SLOT = ' '.repeat(4096);

async function fillPreloadSlot(entryFile: string, map: Record<string, string[]>): Promise<void> {
  const code = await readFile(entryFile, 'utf8');
  const slot = JSON.stringify(PRELOAD_SLOT);
  const at = code.indexOf(slot);
  if (at < 0 || code.indexOf(slot, at + 1) >= 0) throw new Error('latch build: the preload slot is not in the entry exactly once');
  const literal = JSON.stringify(JSON.stringify(map));
  if (literal.length > slot.length) throw new Error(`latch build: the preload map (${literal.length} chars) outgrew its slot; enlarge PRELOAD_SLOT`);
  const filled = `${literal.slice(0, -1)}${' '.repeat(slot.length - literal.length)}"`;
  await writeFile(entryFile, code.slice(0, at) + filled + code.slice(at + slot.length));
}

export async function build(): Promise<Record<string, esbuild.Metafile>> {
  await rm(distDir, { recursive: true, force: true });
  const metafiles: Record<string, esbuild.Metafile> = {};
  for (const target of targets) {
    const outdir = path.join(distDir, target.name);
    const buildOnce = (define: Record<string, string>) => esbuild.build({
      absWorkingDir: root,
      entryPoints: target.entries,
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2022'],
      minify: true,
      sourcemap: 'linked',
      metafile: true,
      legalComments: 'linked',
      // A folded entry becomes its chunk's file, so the chunks' relative imports must hold from the entry's folder too.
      chunkNames: target.foldEntryGraph ? '[name]-[hash]' : 'chunks/[name]-[hash]',
      jsx: 'automatic',
      external: target.external,
      ...(target.packagesExternal && { packages: 'external' as const }),
      define: { 'process.env.NODE_ENV': '"production"', ...define },
      plugins: [...(target.entryGraph ? [oneEntryChunkPlugin(target.entryGraph, target.widgetGraph)] : []), phoneMetadataEsbuildPlugin(target.entryGraph && path.join(root, target.entryGraph)), modernPhoneLibEsbuildPlugin, adoptCssPlugin(styleRegistry), vanillaExtractPlugin()],
      logLevel: 'warning',
    });
    const result = await buildOnce(target.preloadMap ? { __LATCH_CHUNK_FILES__: JSON.stringify(PRELOAD_SLOT) } : {});
    result.metafile = await namePhoneMetadataDir(root, result.metafile);
    if (target.foldEntryGraph) result.metafile = await foldEntryChunk(outdir, result.metafile);
    if (target.widgetGraph) result.metafile = await foldWidgetChunk(outdir, result.metafile, target.widgetGraph);
    if (target.external.length > 0) result.metafile = await mergeOutputImports(root, result.metafile, target.external);
    if (target.preloadMap) {
      const map = preloadMapOf(result.metafile, outdir);
      await fillPreloadSlot(path.join(outdir, 'index.js'), map);
      // The same map beside the metafile, for the build checks and `npm run analyze`.
      await writeFile(path.join(distDir, `${target.name}.preload.json`), JSON.stringify(map));
    }
    await mkdir(outdir, { recursive: true });
    await writeFile(path.join(distDir, `${target.name}.meta.json`), JSON.stringify(result.metafile));
    metafiles[target.name] = result.metafile;
  }
  return metafiles;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await build();
  console.log(`latch: built ${targets.map((t) => t.name).join(', ')} into dist/ in ${Math.round(performance.now() - started)} ms`);
}
