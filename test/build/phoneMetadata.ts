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
    const entries = callingCodes().map((code) => `${JSON.stringify(code)}: [${JSON.stringify(table[code] ?? [])}, () => import(${JSON.stringify(PREFIX + code)})]`);
    return `export default { version: ${JSON.stringify(version)}, codes: {\n${entries.join(',\n')}\n} };\n`;
  }
  return callingCodes().includes(name) ? json(metadataGroup(name)) : undefined;
}

/**
 * esbuild: each `phone-metadata:<code>` is reached by a literal `import()`, so it becomes a lazy chunk of its own.
 * `entryGraph`, when given, is imported by every group for the reason esbuild.config.ts gives for its lazy parts:
 * otherwise esbuild moves the code the entry shares with ~200 more entry points (its runtime helpers) out of the
 * entry's chunk into one more file the first paint waits for. The groups pay nothing: that file is loaded by then.
 */
export const phoneMetadataEsbuildPlugin = (entryGraph?: string): EsbuildPlugin => ({
  name: 'latch-phone-metadata',
  setup(build) {
    // The path's last part names the chunk file: phone-metadata-<hash>.js for every group. The calling code is
    // left out of the name on purpose: the loader table lists each file, and the code's digits there next to its key
    // cost ~0.7 KB gzip that the hash does not (the metafile's entryPoint still tells the code).
    build.onResolve({ filter: /^phone-metadata:/ }, (args) => ({ path: `${args.path.slice(PREFIX.length)}/phone-metadata`, namespace: 'phone-metadata' }));
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
