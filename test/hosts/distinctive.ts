import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

/** The string literals of a script, as TypeScript's parser reads them (a regular expression cannot tell where they start). */
function stringLiterals(code: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    node.forEachChild(visit);
  };
  visit(ts.createSourceFile('chunk.js', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS));
  return found;
}

/** A sentence of the product's own (a message, a label): long, with spaces, so no library of the host has it by chance. */
const telling = (text: string) => text.length >= 24 && /\s\S+\s/.test(text);

/**
 * Each product's distinctive code in an installed package's build (`dist/<target>`): the telling string literals of its
 * chunk (`<product>-<hash>.js`, beside the entry) that no other file of that build holds. Whatever bundles that chunk
 * carries them.
 */
export async function distinctiveLiterals(buildDir: string, products: readonly string[]): Promise<Record<string, string[]>> {
  const files = (await readdir(buildDir, { recursive: true })).filter((f) => f.endsWith('.js'));
  const code = Object.fromEntries(await Promise.all(files.map(async (f) => [f, await readFile(path.join(buildDir, f), 'utf8')] as const)));
  return Object.fromEntries(
    products.map((product) => {
      const own = files.find((f) => new RegExp(`^${product}-[A-Z0-9]+\\.js$`).test(f));
      if (!own) throw new Error(`no chunk of ${product} in ${buildDir}`);
      const literals = [...new Set(stringLiterals(code[own]!).filter(telling))];
      return [product, literals.filter((text) => files.every((f) => f === own || !code[f]!.includes(text)))];
    }),
  );
}
