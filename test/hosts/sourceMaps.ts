import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A product's module; its descriptor (`product.ts`, the loader the full entries' table holds) is no code of it. */
const PRODUCT_SOURCE = /(?:^|\/)plugins\/([^/]+)\/(?!product\.ts$)/;

/** A file of import and export statements only: bundlers emit such re-export files with no source map. */
const ONLY_IMPORTS_AND_EXPORTS = /^(?:\s*(?:import|export)\b[^;]*;?)*\s*$/;

/** The absolute paths of the files a `.js` file's source map says its code came from. */
export async function sourcesOf(jsFile: string): Promise<string[]> {
  if (!existsSync(`${jsFile}.map`)) {
    if (ONLY_IMPORTS_AND_EXPORTS.test(await readFile(jsFile, 'utf8'))) return [];
    throw new Error(`${jsFile} has code but no source map`);
  }
  const map = JSON.parse(await readFile(`${jsFile}.map`, 'utf8')) as { sources: string[]; sourceRoot?: string };
  return map.sources.map((source) => path.resolve(path.dirname(jsFile), map.sourceRoot ?? '', source));
}

/**
 * The products whose code a host's output file holds. Its source map names the package files it was bundled from,
 * and their own maps (shipped in the package) name the product modules: `plugins/<product>/…`.
 */
export async function productsIn(hostFile: string, packageDir: string): Promise<string[]> {
  const products = new Set<string>();
  for (const source of await sourcesOf(hostFile)) {
    if (!source.startsWith(packageDir + path.sep) || !source.endsWith('.js')) continue;
    for (const original of await sourcesOf(source)) {
      const product = PRODUCT_SOURCE.exec(path.relative(packageDir, original).split(path.sep).join('/'));
      if (product) products.add(product[1]!);
    }
  }
  return [...products].sort();
}
