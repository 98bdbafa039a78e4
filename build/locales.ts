/**
 * The locales' files in the vanilla build. Each message source's `locales/<tag>.ts` and its table (`locales/index.ts`)
 * are entry points at `chunks/locales-<hash>/<source>/<tag>.js` (the table `table.js`: an `index.js` would pass for the
 * build's entry), so the entry spells any locale's file of any source
 * from the folder alone (`__LATCH_LOCALE_DIR__`) and asks for those of a mount's sources with the first wave: a hashed
 * chunk name per file would need a line each in the preload map, which every host downloads. The tables' literal
 * `import()`s reach the same files, so what the entry asked for is what runs. The folder's hash is the files', so a
 * changed text gets a new path; on the React builds they are ordinary chunks, which the host's bundler names.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readPreloadMap } from './metafile.js';
import { LOCALE_SOURCES, root } from './parts.js';

/** Every locale module: the source it belongs to, its name (a tag, or `table` for `index.ts`) and its path. */
export function localeModules(): { source: string; name: string; module: string }[] {
  return Object.entries(LOCALE_SOURCES).flatMap(([source, folder]) =>
    readdirSync(path.join(root, folder, 'locales'))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .sort()
      .map((file) => ({ source, name: file === 'index.ts' ? 'table' : file.slice(0, -'.ts'.length), module: `${folder}/locales/${file}` })),
  );
}

/** `chunks/locales-<hash>`: a hash of every locale file's text. */
export function localeDir(): string {
  const hash = createHash('sha256');
  for (const { module } of localeModules()) hash.update(module).update(readFileSync(path.join(root, module)));
  return `chunks/locales-${hash.digest('hex').slice(0, 8).toUpperCase()}`;
}

/** What the vanilla entry knows of them (`__LATCH_LOCALE_DIR__`, `__LATCH_LOCALE_TAGS__`): their folder and the tags that have files. */
export function localeFiles(): { dir: string; tags: string[] } {
  const tags = localeModules()
    .filter(({ source, name }) => source === 'shell' && name !== 'table')
    .map(({ name }) => name);
  return { dir: localeDir(), tags };
}

/** The entry points of the vanilla build's locale files, by output name. */
export function localeEntries(dir = localeDir()): Record<string, string> {
  return Object.fromEntries(localeModules().map(({ source, name, module }) => [`${dir}/${source}/${name}`, module]));
}

/**
 * `npm run analyze`'s lines on the locales (vanilla build): each locale's file of each message source in gzip bytes,
 * what the products' files of one locale weigh together (the aim is 3 KB for the seven of issue 32), and the two parts that read them. A
 * host that sets no locale downloads none of it: the initial loads above are without them.
 */
export function printLocaleReport(sizes: (file: string) => { gzip: number }, outdir = path.join('dist', 'vanilla')): void {
  const { dir, tags } = localeFiles();
  const sources = Object.keys(LOCALE_SOURCES);
  const products = sources.filter((source) => source !== 'shell' && source !== 'serverErrors');
  const gzip = (source: string, name: string) => sizes(path.join(outdir, dir, source, `${name}.js`)).gzip;
  const kb = (n: number) => (n / 1024).toFixed(1);
  const cell = (text: string) => text.padStart(Math.max(6, text.length));
  console.log(`\nlocales (vanilla; gzip KB per message source; none is loaded by a host that sets no locale)`);
  console.log(`  ${'locale'.padEnd(7)}${sources.map(cell).join(' ')} ${cell(`${products.length} products`)} ${cell('all')}`);
  for (const tag of tags) {
    const row = sources.map((source) => gzip(source, tag));
    const productSum = products.reduce((sum, source) => sum + gzip(source, tag), 0);
    const all = row.reduce((sum, n) => sum + n, 0);
    console.log(
      `  ${tag.padEnd(7)}${row.map((n) => cell(kb(n))).join(' ')} ${cell(`${kb(productSum)}${productSum > 3 * 1024 ? '*' : ''}`)} ${cell(kb(all))}`,
    );
  }
  const tables = sources.reduce((sum, source) => sum + gzip(source, 'table'), 0);
  const part = (name: string) => (readPreloadMap()[name] ?? []).reduce((sum, file) => sum + sizes(path.join(outdir, file)).gzip, 0);
  console.log(`  * the products' files of one locale together over the 3 KB aim; a host downloads its own products' only`);
  console.log(`  with them: each source's table ${kb(tables / sources.length)} KB, the part that reads them (locale) ${kb(part('locale'))} KB`);
  console.log(`  en-XA, made from English in the page: its part ${kb(part('en-XA'))} KB, no file per source`);
}
