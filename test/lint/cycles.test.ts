// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from './imports.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The file a relative import's target names (`.js` already dropped), or undefined for a non-source one (JSON). */
function resolve(target: string): string | undefined {
  return [`${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts'), path.join(target, 'index.tsx')].find((f) => existsSync(path.join(root, f)));
}

/**
 * File → the files it imports statically, type-only imports and re-exports included: a type cycle still ties the
 * files' meanings together. `import()` and `typeof import()` are left out: a lazy part that loads the shell's API is
 * the design.
 */
function importGraph(dirs: readonly string[]): Map<string, string[]> {
  const files = dirs.flatMap((dir) => sourceFiles(dir, root)).filter((f) => !/\.test\.tsx?$/.test(f));
  const inGraph = new Set(files);
  return new Map(
    files.map((file) => {
      const targets = importsOf(file, root)
        .filter((r) => !r.lazy && r.specifier.startsWith('.'))
        .map((r) => resolve(r.target))
        .filter((f): f is string => f !== undefined && inGraph.has(f));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Tarjan's strongly connected components with more than one file, each sorted, largest first. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => b.length - a.length);
}

/** DESIGN layers: within and across core, shell and plugins, no file reaches itself through its imports. */
describe('import cycles', () => {
  it('core, shell and plugins import in no circle, type-only imports included', () => {
    const graph = importGraph(['core', 'shell', 'plugins']);
    expect(graph.size).toBeGreaterThan(200);
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a circle, a type-only one included, and not through a lazy import', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['d', 'a']],
      ['e', ['f']],
      ['f', ['e']],
    ]);
    expect(cycles(graph)).toEqual([
      ['a', 'b', 'c'],
      ['e', 'f'],
    ]);
    const [typeOnly] = importsOf(path.join('shell', 'plugin-api.ts'), root).filter((r) => r.specifier === '../core/client.js');
    expect(typeOnly).toMatchObject({ target: path.join('core', 'client'), lazy: false });
    const [lazy] = importsOf(path.join('plugins', 'otp', 'product.ts'), root).filter((r) => r.lazy);
    expect(lazy).toMatchObject({ target: path.join('plugins', 'otp', 'index') });
  });
});
