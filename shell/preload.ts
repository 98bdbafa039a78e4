/**
 * What each lazy part of the vanilla build needs, file by file, from the build's metafile (esbuild.config.ts defines
 * it; keys are product ids and 'widget', paths relative to the entry). A chunk's own imports are only discovered once
 * it has arrived, so the mount asks for every file of every part it will need at once: one wave, no chain.
 */
declare const __LATCH_CHUNK_FILES__: string | undefined;

const files = JSON.parse(typeof __LATCH_CHUNK_FILES__ === 'undefined' ? '{}' : __LATCH_CHUNK_FILES__.trim() || '{}') as Record<string, string[]>;
const requested = new Set<string>();

/** Adds `<link rel="modulepreload">` for the files of each part (once per file per page). */
export function preloadParts(parts: readonly string[]): void {
  // The map is only true where the build put it: a bundler that re-bundled this entry names its own files.
  if (!import.meta.url.endsWith('/index.js')) return;
  for (const part of parts) {
    for (const file of Object.hasOwn(files, part) ? files[part]! : []) {
      const href = new URL(file, import.meta.url).href;
      if (requested.has(href)) continue;
      requested.add(href);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  }
}
