import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metafile } from 'esbuild';

/** An `import` statement that binds names (a default, named specifiers, or both) at the top level of minified output. */
const IMPORT = /(?<=^|[;\n}])import\s*(?:([\w$]+)\s*(?:,\s*)?)?(?:\{([^}]*)\})?\s*from\s*"([^"]+)";?/g;
/** The trailing link esbuild writes to a file's source map. */
export const SOURCE_MAP_URL = /\n\/\/# sourceMappingURL=[^\n]*\n?$/;

/**
 * One import statement per external module in an output file. esbuild keeps each source module's own
 * `import … from "react"`, and a host that bundles with esbuild turns each one into its own CommonJS interop copy of
 * React's exports: 36 copies in the React entry, before the first render. Each statement of a module imported more
 * than once is overwritten with spaces of its length, and one merged statement is added at the end. Imports are
 * hoisted wherever they stand, and no other character moves, so the source map stays exact. Namespace and bare
 * imports are left alone.
 */
export function mergeExternalImports(code: string, externals: readonly string[]): string {
  const found = [...code.matchAll(IMPORT)].filter((m) => externals.includes(m[3]!) && (m[1] !== undefined || m[2] !== undefined));
  const repeated = new Set(found.map((m) => m[3]!).filter((spec, i, all) => all.indexOf(spec) !== i));
  if (repeated.size === 0) return code;
  const merged = new Map<string, { defaults: string[]; named: string[] }>();
  let out = code;
  for (const m of found) {
    const spec = m[3]!;
    if (!repeated.has(spec)) continue;
    const entry = merged.get(spec) ?? { defaults: [], named: [] };
    if (m[1] !== undefined) entry.defaults.push(m[1]);
    entry.named.push(...(m[2] ?? '').split(',').map((s) => s.trim()).filter(Boolean));
    merged.set(spec, entry);
    out = out.slice(0, m.index) + ' '.repeat(m[0].length) + out.slice(m.index + m[0].length);
  }
  const statements = [...merged].map(([spec, { defaults: [first, ...others], named }]) => {
    const names = [...others.map((local) => `default as ${local}`), ...named];
    const bindings = [first, names.length > 0 ? `{${names.join(',')}}` : undefined].filter(Boolean).join(',');
    return `import ${bindings} from${JSON.stringify(spec)};`;
  });
  const tail = SOURCE_MAP_URL.exec(out);
  const body = tail ? out.slice(0, tail.index) : out.replace(/\n?$/, '');
  return `${body}\n${statements.join('')}${tail ? tail[0] : '\n'}`;
}

/**
 * Applies `mergeExternalImports` to each JavaScript output whose metafile lists an external module more than once (one
 * record per statement); the metafile then lists it once, with the file's new size.
 */
export async function mergeOutputImports(root: string, meta: Metafile, externals: readonly string[]): Promise<Metafile> {
  const outputs: Metafile['outputs'] = {};
  for (const [key, output] of Object.entries(meta.outputs)) {
    outputs[key] = output;
    const named = output.imports.filter((imp) => imp.external && externals.includes(imp.path)).map((imp) => imp.path);
    if (!key.endsWith('.js') || new Set(named).size === named.length) continue;
    const file = path.join(root, key);
    const merged = mergeExternalImports(await readFile(file, 'utf8'), externals);
    await writeFile(file, merged);
    const imports = output.imports.filter((imp, i, all) => !imp.external || all.findIndex((other) => other.external && other.path === imp.path) === i);
    outputs[key] = { ...output, imports, bytes: Buffer.byteLength(merged) };
  }
  return { ...meta, outputs };
}
