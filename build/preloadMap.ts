/**
 * The vanilla entry's preload map (shell/preload.ts): for each part of build/parts.ts, the files it needs beyond what
 * the entry has loaded, so a mount can ask for all of them at once.
 *
 * The map can only be read from the finished build, and writing it into the entry's source would rename every hashed
 * chunk (they import the entry's chunk by its hashed name while esbuild writes them), making the map stale. So the
 * entry is built with a blank string of fixed length in its place (`PRELOAD_SLOT`, the value of the define), which is
 * then overwritten with the map padded to that same length: no file is renamed and the source map stays exact.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { partOf, root } from './parts.js';

/**
 * Room for a map of about twice today's 1,000 characters: every blank left after the map is downloaded with the first
 * paint (at 4,096 the padding cost it 36 B of gzip, at 2,048 20 B).
 */
export const PRELOAD_SLOT = ' '.repeat(2048);

/** Each part's output files and their static imports, minus what the entry loads; paths relative to the entry. */
export function preloadMapOf(meta: esbuild.Metafile, outdir: string): Record<string, string[]> {
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
    map[part] = [...new Set([...(map[part] ?? []), ...files])];
  }
  return map;
}

export async function fillPreloadSlot(entryFile: string, map: Record<string, string[]>): Promise<void> {
  const code = await readFile(entryFile, 'utf8');
  const slot = JSON.stringify(PRELOAD_SLOT);
  const at = code.indexOf(slot);
  if (at < 0 || code.indexOf(slot, at + 1) >= 0) throw new Error('latch build: the preload slot is not in the entry exactly once');
  const literal = JSON.stringify(JSON.stringify(map));
  if (literal.length > slot.length) throw new Error(`latch build: the preload map (${literal.length} chars) outgrew its slot; enlarge PRELOAD_SLOT`);
  await writeFile(
    entryFile,
    code.slice(0, at) + `${literal.slice(0, -1)}${' '.repeat(slot.length - literal.length)}"` + code.slice(at + slot.length),
  );
}
