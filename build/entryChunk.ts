/**
 * One file before the first paint. esbuild gives each set of entry points and lazy parts that reach a module its own
 * shared chunk, so the modules the entry shares with its lazy parts were spread over a dozen small files that the
 * entry imports: fetched only once the entry had arrived, a round trip later. Two steps keep them in the entry's file:
 * every lazy module imports the entry's whole graph (`sharedGraphsPlugin`), which puts those modules in one set and so
 * in one chunk, and `foldEntryChunk` makes that chunk the entry file. The lazy parts pay nothing: when they run, the
 * entry has loaded that file already. The same holds one level down for what the products share with the widget's
 * React half (React, the runtime, the screen kit): a product runs only inside the widget, so it imports the widget's
 * graph, and those modules come in one file beside the widget's.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { root } from './parts.js';

const SOURCE_MAP_URL = /\n\/\/# sourceMappingURL=[^\n]*\n?$/;
const posix = (file: string) => file.split(path.sep).join('/');

/**
 * The modules the build loads lazily: every `import()` target and every entry point besides the main one, read from
 * the metafile of a first pass that writes nothing. So the list follows the `import()` calls in the code.
 */
export function lazyModules(meta: esbuild.Metafile, mainEntry: string): Set<string> {
  const lazy = new Set<string>();
  for (const input of Object.values(meta.inputs))
    for (const imp of input.imports) if (imp.kind === 'dynamic-import' && !imp.external) lazy.add(imp.path);
  for (const output of Object.values(meta.outputs)) if (output.entryPoint && output.entryPoint !== mainEntry) lazy.add(output.entryPoint);
  return lazy;
}

/** Modules that, imported by each of `importers`, put what those share with them into one set, so one file. */
export interface SharedGraph {
  modules: readonly string[];
  importers: ReadonlySet<string>;
}

/** Appends to each importer's source an import of every shared graph it belongs to (see the file comment). */
export const sharedGraphsPlugin = (graphs: readonly SharedGraph[]): esbuild.Plugin => ({
  name: 'latch-shared-graphs',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const file = posix(path.relative(root, args.path));
      const modules = graphs
        .filter((graph) => graph.importers.has(file))
        .flatMap((graph) => graph.modules)
        .filter((module) => module !== file);
      if (modules.length === 0) return undefined;
      const source = await readFile(args.path, 'utf8');
      const imports = modules.map((module) => `import ${JSON.stringify(path.join(root, module))};\n`).join('');
      return { contents: `${source}\n${imports}`, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: path.dirname(args.path) };
    });
  },
});

const specifiers = (list: string) =>
  list
    .split(',')
    .map((item) => item.split(' as '))
    .map(([name, alias]) => [name!, alias ?? name!] as const);
const rel = (from: string, to: string) => {
  const relative = posix(path.relative(path.dirname(from), to));
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/**
 * With the lazy parts importing the entry's graph, esbuild writes the entry file as re-exports of one chunk. This
 * moves the chunk's code into the entry file, with the entry's public names, and points the chunk's importers at the
 * entry with a specifier padded to the same length, so their source maps stay exact. The metafile is rewritten to
 * match, for the checks and reports that read it.
 */
export async function foldEntryChunk(outdir: string, meta: esbuild.Metafile): Promise<esbuild.Metafile> {
  const entryKey = posix(path.relative(root, path.join(outdir, 'index.js')));
  const entry = meta.outputs[entryKey]!;
  const [shared, ...more] = entry.imports.filter((imp) => imp.kind === 'import-statement' && !imp.external).map((imp) => imp.path);
  if (!shared || more.length > 0) throw new Error(`latch build: ${entryKey} should import exactly one chunk, the shared entry graph`);
  const entryFile = path.join(root, entryKey);
  const sharedFile = path.join(root, shared);
  // A directive of the entry's source ("use client") heads the stub; it must head the folded file for a bundler to see it.
  const stub = /^((?:"use [a-z]+";)?)import\{([^}]*)\}from"([^"]+)";export\{([^}]*)\};$/.exec(
    (await readFile(entryFile, 'utf8')).replace(SOURCE_MAP_URL, '').trim(),
  );
  if (!stub) throw new Error(`latch build: ${entryKey} holds code of its own; the entry graph must be its whole module`);
  const code = (await readFile(sharedFile, 'utf8')).replace(SOURCE_MAP_URL, '');
  const chunkExports = /export\{([^}]*)\};$/.exec(code.trimEnd());
  if (!chunkExports) throw new Error(`latch build: ${shared} does not end in its export clause`);
  // The stub's `import{a as b}from"…";export{b as name}` over the chunk's `export{x as a}` gives `export{x as name}`.
  const localOf = new Map(specifiers(chunkExports[1]!).map(([local, exported]) => [exported, local]));
  const importedAs = new Map(specifiers(stub[2]!).map(([exported, local]) => [local, exported]));
  const publicExports = `export{${specifiers(stub[4]!)
    .map(([local, name]) => `${localOf.get(importedAs.get(local)!)} as ${name}`)
    .join(',')}};`;
  // The directive gets a line of its own, so the map only needs one more (empty) line in front.
  const directive = stub[1] ? `${stub[1]}\n` : '';
  await writeFile(entryFile, `${directive}${code}${publicExports}\n//# sourceMappingURL=index.js.map\n`);
  const map = JSON.parse(await readFile(`${sharedFile}.map`, 'utf8')) as { sources: string[]; file?: string; mappings: string };
  if (directive) map.mappings = `;${map.mappings}`;
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
    folded.outputs[key] =
      key === entryKey
        ? {
            ...meta.outputs[shared]!,
            entryPoint: entry.entryPoint!,
            exports: entry.exports,
            inputs: { ...meta.outputs[shared]!.inputs, ...entry.inputs },
          }
        : { ...output, imports };
  }
  return folded;
}
