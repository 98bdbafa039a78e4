// The modules build/phoneMetadata.ts generates from libphonenumber-js's metadata (at build time and in vitest).
declare module 'phone-metadata:table' {
  import type { MetadataJson } from 'libphonenumber-js/core';
  const table: Pick<MetadataJson, 'version' | 'country_calling_codes'>;
  export default table;
}

declare module 'phone-metadata:groups' {
  import type { MetadataJson } from 'libphonenumber-js/core';
  /** One loader per calling code; each group holds the numbering plans of every region sharing that code. */
  const groups: Record<string, () => Promise<{ default: Pick<MetadataJson, 'countries' | 'nonGeographic'> }>>;
  export default groups;
}
