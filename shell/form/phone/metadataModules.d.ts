// The modules build/phoneMetadata.ts generates from libphonenumber-js's metadata (at build time and in vitest).
declare module 'phone-metadata:codes' {
  import type { CountryCode, MetadataJson } from 'libphonenumber-js/core';
  type Group = Pick<MetadataJson, 'countries' | 'nonGeographic'>;
  /** Per calling code: its regions (none for a non-geographic code) and the loader of its numbering plans. */
  const table: { version: number; codes: Record<string, [regions: CountryCode[], load: () => Promise<{ default: Group }>]> };
  export default table;
}
