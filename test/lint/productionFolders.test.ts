// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from './imports.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const posix = (file: string) => file.split(path.sep).join('/');
const PRODUCTION = ['core', 'shell', 'plugins'];

/** The modules the package ships as entry points: each `exports` entry's types, back from `dist/types/` to its source. */
function shippedEntries(): string[] {
  const exports = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).exports as Record<string, { types: string }>;
  const patterns = Object.values(exports).map(({ types }) => types.replace(/^\.\/dist\/types\//, '').replace(/\.d\.ts$/, ''));
  const sources = PRODUCTION.flatMap((dir) => sourceFiles(dir, root)).map(posix);
  return patterns.flatMap((pattern) => {
    const match = new RegExp(`^${pattern.replace('*', '[^/]+')}\\.tsx?$`);
    return pattern.startsWith('test/') ? [`${pattern}.ts`] : sources.filter((f) => match.test(f));
  });
}

/** Every module the entries reach through imports (static or `import()`), tests never counted. */
function reachable(entries: string[], importsOfFile: (file: string) => string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOfFile(file));
  }
  return seen;
}

/** A relative import's source file: `./x.js` is `x.ts` or `x.tsx`, a folder its index. */
function resolve(target: string): string | undefined {
  return [`${target}.ts`, `${target}.tsx`, `${target}/index.ts`].map(posix).find((f) => existsSync(path.join(root, f)));
}
const importsOfFile = (file: string) =>
  importsOf(file, root)
    .filter((r) => r.specifier.startsWith('.'))
    .flatMap((r) => resolve(r.target) ?? []);

/**
 * What ships is what the package's entries reach; a test's fake or helper in core/, shell/ or plugins/ reaches nobody
 * but tests, and belongs under test/ (test/support/, or test/kit/ when `latch/testing` ships it to hosts).
 */
describe('production folders hold only what ships', () => {
  const entries = shippedEntries();
  it('finds the entries in package.json', () => {
    expect(entries).toEqual(
      expect.arrayContaining(['shell/vanilla.ts', 'shell/reactLean.tsx', 'core/index.ts', 'plugins/otp/product.ts', 'test/kit/index.ts']),
    );
  });

  it('every non-test module of core, shell and plugins is reached from an entry the package exports', () => {
    const shipped = reachable(entries, importsOfFile);
    const modules = PRODUCTION.flatMap((dir) => sourceFiles(dir, root))
      .map(posix)
      .filter((f) => !isTest(f) && !f.endsWith('.d.ts'));
    expect(modules.filter((f) => !shipped.has(f))).toEqual([]);
  });

  it('reports a module only tests import', () => {
    const graph: Record<string, string[]> = {
      'shell/vanilla.ts': ['shell/a.ts'],
      'shell/a.ts': [],
      'shell/fake.ts': [],
      'shell/a.test.ts': ['shell/fake.ts'],
    };
    expect([...reachable(['shell/vanilla.ts'], (f) => graph[f] ?? [])]).toEqual(['shell/vanilla.ts', 'shell/a.ts']);
  });
});
