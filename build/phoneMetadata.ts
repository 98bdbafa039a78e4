/**
 * libphonenumber-js's metadata for every region is ~19 KB gzip, yet a visitor dials one or two calling codes. So the
 * phone chunk (shell/form/phone/phoneLib.ts) imports only the table of calling codes with a loader per calling code,
 * and each calling code's numbering plans become a lazy chunk of their own. The modules are generated from
 * `metadata.min.json` (the metadata the library's default entry uses) when the build or vitest asks for them:
 *
 * - `phone-metadata:codes`  — `{ version, codes: { [callingCode]: [regions, () => import('phone-metadata:<code>')] } }`:
 *   the library's `country_calling_codes` table (the region list; non-geographic codes have no region) and one
 *   literal import per code. One object for both, as the codes listed twice cost ~0.4 KB gzip.
 * - `phone-metadata:<code>` — `{ countries, nonGeographic }` of every region sharing that calling code (parsing
 *   "+44…" needs GB, GG, IM and JE), so merged with the table they give the library exactly the full metadata.
 *
 * The esbuild plugin and the vite plugin below are two adapters over `phoneMetadataSource`; nothing is committed.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { MetadataJson } from 'libphonenumber-js/core';

const PREFIX = 'phone-metadata:';

let full: MetadataJson | undefined;
const metadata = (): MetadataJson => {
  full ??= JSON.parse(readFileSync(createRequire(import.meta.url).resolve('libphonenumber-js/metadata.min.json'), 'utf8')) as MetadataJson;
  return full;
};

/** Every calling code: those of regions and the non-geographic ones (+800, +882…), which the table does not list. */
export function callingCodes(): string[] {
  const { country_calling_codes: table, nonGeographic } = metadata();
  return [...new Set([...Object.keys(table), ...Object.keys(nonGeographic)])];
}

/** What one calling code's group holds: the numbering plans of its regions and its non-geographic plan, if any. */
export function metadataGroup(code: string): Pick<MetadataJson, 'countries' | 'nonGeographic'> {
  const { country_calling_codes: table, countries, nonGeographic } = metadata();
  const regions = table[code] ?? [];
  return {
    countries: Object.fromEntries(regions.filter((region) => Object.hasOwn(countries, region)).map((region) => [region, countries[region]!])),
    nonGeographic: Object.hasOwn(nonGeographic, code) ? { [code]: nonGeographic[code]! } : {},
  };
}

const json = (value: unknown) => `export default ${JSON.stringify(value)};\n`;

/** The source of a `phone-metadata:*` module, or undefined when `id` names none. */
export function phoneMetadataSource(id: string): string | undefined {
  if (!id.startsWith(PREFIX)) return undefined;
  const name = id.slice(PREFIX.length);
  if (name === 'codes') {
    const { version, country_calling_codes: table } = metadata();
    const entries = callingCodes().map(
      (code) => `${JSON.stringify(code)}: [${JSON.stringify(table[code] ?? [])}, () => import(${JSON.stringify(PREFIX + code)})]`,
    );
    return `export default { version: ${JSON.stringify(version)}, codes: {\n${entries.join(',\n')}\n} };\n`;
  }
  return callingCodes().includes(name) ? json(metadataGroup(name)) : undefined;
}

/**
 * The groups' folder, `chunks/phone-metadata-<hash>`: a hash of the metadata, so a group's path changes whenever its
 * numbering plans may (a metadata-only release of the library leaves the phone chunk as it was). A group holds
 * nothing else but an import of the entry, whose file name never changes.
 */
export function phoneMetadataDir(): string {
  const hash = createHash('sha256').update(JSON.stringify(metadata())).digest('hex');
  return `chunks/phone-metadata-${hash.slice(0, 8).toUpperCase()}`;
}

/**
 * esbuild: each `phone-metadata:<code>` is an entry point of its own, `chunks/phone-metadata-<hash>/<code>.js`, which
 * the table reaches by a literal `import()` (so a host's bundler that re-bundles the entry follows it too). Entry
 * points, not hashed chunks: the table lists all ~215 files, and a random hash per file costs ~1.2 KB gzip there that
 * the code's digits (already the key beside them) and one shared folder name do not.
 *
 * `entryGraph`, when given (the widget's builds, which hold the phone chunk), is imported by every group for the
 * reason build/entryChunk.ts gives for the lazy modules. A build without it has no phone chunk, so no groups either.
 */
export const phoneMetadataEsbuildPlugin = (entryGraph?: string): EsbuildPlugin => ({
  name: 'latch-phone-metadata',
  setup(build) {
    if (entryGraph) {
      const entries = build.initialOptions.entryPoints;
      if (!entries || Array.isArray(entries)) throw new Error('latch build: the phone metadata groups need entry points given as an object');
      const dir = phoneMetadataDir();
      build.initialOptions.entryPoints = { ...entries, ...Object.fromEntries(callingCodes().map((code) => [`${dir}/${code}`, PREFIX + code])) };
    }
    build.onResolve({ filter: /^phone-metadata:/ }, (args) => ({
      path: `${args.path.slice(PREFIX.length)}/phone-metadata`,
      namespace: 'phone-metadata',
    }));
    build.onLoad({ filter: /.*/, namespace: 'phone-metadata' }, (args) => {
      const contents = phoneMetadataSource(PREFIX + args.path.slice(0, -'/phone-metadata'.length));
      if (contents === undefined) return { errors: [{ text: `no phone metadata module "${args.path}"` }] };
      const group = /^\d+\//.test(args.path);
      if (!group || !entryGraph) return { contents, loader: 'js' };
      return { contents: `${contents}import ${JSON.stringify(entryGraph)};\n`, loader: 'js', resolveDir: path.dirname(entryGraph) };
    });
  },
});

/** vite (vitest): the same modules, as virtual ids. */
export const phoneMetadataVitePlugin = () => ({
  name: 'latch-phone-metadata',
  resolveId: (id: string) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
  load: (id: string) => (id.startsWith(`\0${PREFIX}`) ? phoneMetadataSource(id.slice(1)) : undefined),
});
