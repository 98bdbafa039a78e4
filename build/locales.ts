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
import type { Plugin as EsbuildPlugin } from 'esbuild';
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

/**
 * What the vanilla entry knows of them (`__LATCH_LOCALE_DIR__`, `__LATCH_LOCALE_TAGS__`): their folder and the tags
 * that have files, in lower case, as the files are named: a tag's case does not matter (`ZH-cn` is zh-CN), so the
 * entry compares and spells them in one case.
 */
export function localeFiles(): { dir: string; tags: string[] } {
  return { dir: localeDir(), tags: shippedTags().map((tag) => tag.toLowerCase()) };
}

/** The tags that have files, as the shell's locale modules name them (`zh-CN`). */
const shippedTags = () =>
  localeModules()
    .filter(({ source, name }) => source === 'shell' && name !== 'table')
    .map(({ name }) => name);

/** The entry points of the vanilla build's locale files, by output name (`<source>/<tag in lower case>`). */
export function localeEntries(dir = localeDir()): Record<string, string> {
  return Object.fromEntries(localeModules().map(({ source, name, module }) => [`${dir}/${source}/${name.toLowerCase()}`, module]));
}

/**
 * `npm run analyze`'s lines on the locales (vanilla build): each locale's file of each message source in gzip bytes,
 * what the products' files of one locale weigh together (the aim is 3 KB for the seven of issue 32), and the two parts that read them. A
 * host that sets no locale downloads none of it: the initial loads above are without them.
 */
export function printLocaleReport(sizes: (file: string) => { gzip: number }, outdir = path.join('dist', 'vanilla')): void {
  const { dir } = localeFiles();
  const tags = shippedTags();
  const sources = Object.keys(LOCALE_SOURCES);
  const products = sources.filter((source) => source !== 'shell' && source !== 'serverErrors');
  const gzip = (source: string, name: string) => sizes(path.join(outdir, dir, source, `${name.toLowerCase()}.js`)).gzip;
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

/** The module a React widget reads every locale's files from (shell/locale/LocalizedWidget.tsx). */
export const LOCALE_FILES_MODULE = 'latch:locale-files';

/** Which sources it holds: all, or the shell's own (the lean React entry, whose host bundles its products itself). */
export type LocaleFileSources = 'all' | 'shell';

/**
 * Its source: by tag, each message source's file of that locale as a literal `import()`, which the host's bundler
 * follows. A React widget in a locale has it in the part that reads it and asks for its sources' files at once,
 * instead of reaching each through its table (and a product's table through the product's chunk): one round trip in
 * place of two, for about 2.5 KB gzip that only a host that sets a locale downloads.
 */
export function localeFilesSource(sources: LocaleFileSources = 'all', absolute = false): string {
  const byTag = new Map<string, string[]>();
  for (const { source, name, module } of localeModules()) {
    if (name === 'table' || (sources === 'shell' && !module.startsWith('shell/'))) continue;
    // Relative to the repository for esbuild (its resolveDir), so no checkout's path is in the build; vite resolves a
    // virtual module's imports only when absolute.
    const line = `${JSON.stringify(source)}: () => import(${JSON.stringify(absolute ? path.join(root, module) : `./${module}`)})`;
    byTag.set(name, [...(byTag.get(name) ?? []), line]);
  }
  return `export default {\n${[...byTag].map(([tag, lines]) => `  ${JSON.stringify(tag)}: {\n    ${lines.join(',\n    ')},\n  },`).join('\n')}\n};\n`;
}

export const localeFilesEsbuildPlugin = (sources: LocaleFileSources = 'all'): EsbuildPlugin => ({
  name: 'latch-locale-files',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${LOCALE_FILES_MODULE}$`) }, () => ({ path: LOCALE_FILES_MODULE, namespace: 'latch-locale-files' }));
    build.onLoad({ filter: /.*/, namespace: 'latch-locale-files' }, () => ({ contents: localeFilesSource(sources), loader: 'js', resolveDir: root }));
  },
});

/** vite (vitest): the same module, as a virtual id. */
export const localeFilesVitePlugin = () => ({
  name: 'latch-locale-files',
  resolveId: (id: string) => (id === LOCALE_FILES_MODULE ? `\0${LOCALE_FILES_MODULE}` : undefined),
  load: (id: string) => (id === `\0${LOCALE_FILES_MODULE}` ? localeFilesSource('all', true) : undefined),
});
