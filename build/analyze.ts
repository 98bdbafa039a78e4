/**
 * Prints each chunk's minified, gzip and brotli bytes and the initial-load bytes for a products
 * list: `npm run analyze -- --products emailMagicLinks,otp`. Reads the metafiles of `npm run build`.
 * `--baseline <folder>`: the same initial loads of another checkout's build (its `npm run build`), side by side.
 * Then checks the guard rails (build/guards.ts) and exits non-zero when one is exceeded: a report, not a test.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { checkGuards, firstPaintPart, gzipOf, initialLoad } from './guards.js';
import { reactHostLoad } from './hostBundle.js';
import { printLocaleReport } from './locales.js';
import { jsOutputs, phoneGroups, productOutput, readMetafile, root } from './metafile.js';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const products = (option('--products') || 'emailMagicLinks').split(',').filter(Boolean);
const baseline = option('--baseline') && path.resolve(option('--baseline')!);

for (const base of [root, baseline]) {
  if (base && !existsSync(path.join(base, 'dist', 'vanilla.meta.json'))) {
    console.error(`No build found in ${base}: run \`npm run build\` there first.`);
    process.exit(1);
  }
}

const gzip = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;
const sizes = (file: string, base = root) => {
  const bytes = readFileSync(path.join(base, file));
  return {
    min: bytes.length,
    gzip: gzip(bytes),
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sum = (numbers: number[]) => numbers.reduce((a, b) => a + b, 0);
const pad = (s: string, n: number) => s.padEnd(n);

for (const target of ['vanilla', 'react', 'react-lean', 'core'] as const) {
  const meta = readMetafile(target);
  console.log(`\n${target} entry`);
  console.log(`  ${pad('chunk', 58)} ${pad('min', 10)} ${pad('gzip', 10)} brotli`);
  const groups = phoneGroups(meta);
  const groupFiles = new Set(groups.map((g) => g.file));
  for (const [file] of jsOutputs(meta)) {
    if (groupFiles.has(file)) continue;
    const s = sizes(file);
    console.log(`  ${pad(path.relative('dist', file), 58)} ${pad(kb(s.min), 10)} ${pad(kb(s.gzip), 10)} ${kb(s.brotli)}`);
  }
  if (groups.length) {
    // One line for the ~200 metadata chunks: a visitor fetches the default region's and those of codes they dial.
    const bySize = groups.map((g) => ({ ...g, gzip: sizes(g.file).gzip })).sort((a, b) => a.gzip - b.gzip);
    const line = (g: (typeof bySize)[number]) => `+${g.code} ${kb(g.gzip)}`;
    const us = bySize.find((g) => g.code === '1');
    console.log(
      `  phone metadata, one lazy chunk per calling code (${groups.length}), gzip: default region ${us ? line(us) : 'none'}, smallest ${line(bySize[0]!)}, largest ${line(bySize.at(-1)!)}`,
    );
  }
  if (target === 'core') continue;
  for (const product of products) if (!productOutput(meta, product)) console.log(`  (no chunk for product "${product}" in this build)`);
  const initial = initialLoad(target, products);
  if (target === 'vanilla') {
    const first = firstPaintPart()
      .map((file) => sizes(file))
      .reduce((a, s) => a + s.gzip, 0);
    console.log(`  first paint (the entry and its static imports, before the form shows): ${kb(first)} gzip (${firstPaintPart().length} files)`);
  }
  const total = [...initial]
    .map((file) => sizes(file))
    .reduce((a, s) => ({ min: a.min + s.min, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), { min: 0, gzip: 0, brotli: 0 });
  const note = target === 'vanilla' ? 'React included, in one wave with the entry' : 'React excluded (external)';
  console.log(
    `  initial load for [${products.join(', ')}], ${note}: ${kb(total.min)} min, ${kb(total.gzip)} gzip, ${kb(total.brotli)} brotli (${initial.size} files)`,
  );
  if (target === 'react') {
    const host = await reactHostLoad(products, gzip);
    console.log(
      `  a host's bundle of LatchProvider and LatchLogin, its first render's files, React excluded: ${kb(sum(host))} gzip (${host.length} files)`,
    );
  }
}

if (baseline) {
  // What a host of these products downloads (none sets a locale), in gzip bytes, in the baseline's build and here.
  const sizesIn = (base: string) => (file: string) => sizes(file, base);
  const figures: [string, (base: string) => Promise<number> | number][] = [
    ['vanilla first paint', (base) => gzipOf(sizesIn(base), firstPaintPart(base))],
    ['vanilla initial load, React included', (base) => gzipOf(sizesIn(base), initialLoad('vanilla', products, base))],
    ['React initial load (the package file), React excluded', (base) => gzipOf(sizesIn(base), initialLoad('react', products, base))],
    ["React host's bundle, React excluded", async (base) => sum(await reactHostLoad(products, gzip, base))],
  ];
  console.log(`\nagainst the baseline ${baseline}, for [${products.join(', ')}] (gzip -9 bytes: baseline, here, difference)`);
  for (const [what, measure] of figures) {
    const [before, now] = [await measure(baseline), await measure(root)];
    console.log(`  ${pad(what, 56)} ${String(before).padStart(7)} ${String(now).padStart(7)} ${(now >= before ? '+' : '') + (now - before)}`);
  }
}

printLocaleReport(sizes);

if (!checkGuards(sizes)) process.exitCode = 1;
