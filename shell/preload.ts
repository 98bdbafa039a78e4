/**
 * What each lazy part of the vanilla build needs, file by file, from the build's metafile (esbuild.config.ts defines
 * it; keys are product ids, 'client', 'widget' and 'phone', paths relative to the entry). A chunk's own imports are only discovered once
 * it has arrived, so the mount asks for every file of every part it will need at once: one wave, no chain.
 */
declare const __LATCH_CHUNK_FILES__: string | undefined;

const files = JSON.parse(typeof __LATCH_CHUNK_FILES__ === 'undefined' ? '{}' : __LATCH_CHUNK_FILES__.trim() || '{}') as Record<string, string[]>;
const requested = new Set<string>();

/**
 * Asks for the files of each part at once (once per file per page): `<link rel="modulepreload">` fetches and compiles
 * a file. The parts in `fetchOnly` are only fetched (`rel="preload"`), so that compiling a large file (React's) waits
 * for its `import()` instead of holding back the frame that shows the first paint. True when the map named files, so
 * that their fetch has started.
 */
export function preloadParts(parts: readonly string[], fetchOnly: readonly string[] = []): boolean {
  // The map is only true where the build put it: a bundler that re-bundled this entry names its own files.
  if (!import.meta.url.endsWith('/index.js')) return false;
  let named = false;
  for (const part of parts) {
    for (const file of Object.hasOwn(files, part) ? files[part]! : []) {
      named = true;
      const href = new URL(file, import.meta.url).href;
      if (requested.has(href)) continue;
      requested.add(href);
      const link = document.createElement('link');
      if (fetchOnly.includes(part)) {
        // As a module script is fetched (CORS, same-origin credentials), so that its import uses this response.
        link.rel = 'preload';
        link.as = 'script';
        link.crossOrigin = 'anonymous';
      } else {
        link.rel = 'modulepreload';
      }
      link.href = href;
      document.head.append(link);
    }
  }
  return named;
}
