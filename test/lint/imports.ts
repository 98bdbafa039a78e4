import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface ImportRef {
  file: string;
  specifier: string;
  /** Repo-relative path for relative specifiers, else the package name. */
  target: string;
  /** An `import()` expression or a `typeof import()` type query: no edge when the importing module loads. */
  lazy: boolean;
  /** `import type …` / `export type …`: erased, so no code comes with it. */
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx)$/;

export function sourceFiles(dir: string, root: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = path.join(dir, name);
    if (name === 'node_modules' || name === 'data') continue;
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...sourceFiles(rel, root));
    else if (SOURCE.test(name)) out.push(rel);
  }
  return out;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

export function importsOf(file: string, root: string): ImportRef[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const refs: ImportRef[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const specifier = m[1] ?? m[2] ?? m[3];
    if (!specifier) continue;
    const target = specifier.startsWith('.')
      ? path.normalize(path.join(path.dirname(file), specifier)).replace(/\.js$/, '')
      : specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : specifier.split('/')[0]!;
    refs.push({ file, specifier, target, lazy: m[2] !== undefined, typeOnly: /^\s*(?:import|export)\s+type\s/.test(m[0]) });
  }
  return refs;
}
