import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';

import { root } from './parts.js';

export { root };

/** `base`: the folder whose `dist/` holds the build, this repository's by default (analyze's `--baseline` reads another). */
export function readMetafile(target: 'vanilla' | 'react' | 'react-lean' | 'core', base = root): Metafile {
  return JSON.parse(readFileSync(path.join(base, 'dist', `${target}.meta.json`), 'utf8')) as Metafile;
}

export const jsOutputs = (meta: Metafile) => Object.entries(meta.outputs).filter(([file]) => file.endsWith('.js'));

/** The build's entry output, `index.js` (see esbuild.config.ts); lazy chunks have an `entryPoint` too, so that cannot tell it. */
export const entryOutput = (meta: Metafile) => {
  const found = jsOutputs(meta).find(([file]) => path.basename(file) === 'index.js');
  if (!found) throw new Error('no entry output in metafile');
  return found;
};

/** The output files loaded before any product is: the entry and its static imports, transitively. */
export function staticClosure(meta: Metafile, start: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of meta.outputs[file]?.imports ?? []) if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
  };
  visit(start);
  return [...seen];
}

/** Output files reached from `start` through its dynamic imports and their static closures. */
export function productOutput(meta: Metafile, product: string): string | undefined {
  return jsOutputs(meta).find(([, out]) => out.entryPoint?.includes(`plugins/${product}/index.ts`))?.[0];
}

/** What the vanilla entry preloads per lazy part (product ids, 'widget', 'phone'): files relative to dist/vanilla. */
export function readPreloadMap(base = root): Record<string, string[]> {
  return JSON.parse(readFileSync(path.join(base, 'dist', 'vanilla.preload.json'), 'utf8')) as Record<string, string[]>;
}

/**
 * The product whose code a module is, if any. A product's descriptor (`plugins/<id>/product.ts`: its loader and the few
 * facts read before it loads) is no code of it: the full entries' table holds every descriptor by design.
 */
export const pluginOf = (input: string) => /^plugins\/([^/]+)\/(?!product\.ts$)/.exec(input)?.[1];

/** The lazy chunks of phone metadata, one per calling code (build/phoneMetadata.ts). */
export const phoneGroups = (meta: Metafile) =>
  jsOutputs(meta).flatMap(([file, out]) => {
    const code = /^phone-metadata:(\d+)\//.exec(out.entryPoint ?? '')?.[1];
    return code ? [{ file, code }] : [];
  });
