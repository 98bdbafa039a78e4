import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A string literal of minified code, long enough to be telling and free of escapes (a re-minifier may rewrite those). */
const LITERAL = /(["'`])([^"'`\\\n]{16,})\1/g;

/**
 * Each product's distinctive code in an installed package's build (`dist/<target>`): the string literals of its chunk
 * (`chunks/<product>-<hash>.js`) found in no other file of that build. Whatever bundles that chunk carries them.
 */
export async function distinctiveLiterals(buildDir: string, products: readonly string[]): Promise<Record<string, string[]>> {
  const files = (await readdir(buildDir, { recursive: true })).filter((f) => f.endsWith('.js'));
  const code = Object.fromEntries(await Promise.all(files.map(async (f) => [f, await readFile(path.join(buildDir, f), 'utf8')] as const)));
  return Object.fromEntries(
    products.map((product) => {
      const own = files.find((f) => new RegExp(`^chunks[/\\\\]${product}-[A-Z0-9]+\\.js$`).test(f));
      if (!own) throw new Error(`no chunk of ${product} in ${buildDir}`);
      const literals = [...new Set([...code[own]!.matchAll(LITERAL)].map((m) => m[2]!))];
      return [product, literals.filter((text) => files.every((f) => f === own || !code[f]!.includes(text)))];
    }),
  );
}
