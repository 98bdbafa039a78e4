/**
 * What each lazy part of the vanilla build needs, file by file, from the build's metafile (esbuild.config.ts defines
 * it; keys are product ids, 'client', 'widget' and 'phone', paths relative to the entry). A chunk's own imports are only discovered once
 * it has arrived, so the mount asks for every file of every part it will need at once: one wave, no chain.
 */
declare const __LATCH_CHUNK_FILES__: string | undefined;
/**
 * The locales' folder (build/locales.ts), relative to the entry, where each source's file of each shipped tag is
 * `<source>/<tag>.js` and its table `<source>/table.js`.
 */
declare const __LATCH_LOCALE_DIR__: string | undefined;

const files = JSON.parse(typeof __LATCH_CHUNK_FILES__ === 'undefined' ? '{}' : __LATCH_CHUNK_FILES__.trim() || '{}') as Record<string, string[]>;
/** Each file asked for on this page, by URL: settles once it has arrived (or failed), so each is asked for once. */
const arrivals = new Map<string, Promise<void>>();
/** The files asked for with a fetch-only link: nothing waits for their arrival. */
const fetchedOnly = new Set<string>();

/**
 * Asks for the files of each part at once (once per file per page): `<link rel="modulepreload">` fetches and compiles
 * a file. The parts in `fetchOnly` are only fetched (`rel="preload"`), so that compiling a large file (React's) waits
 * for its `import()` instead of holding back the frame that shows the first paint. Undefined when the map names no
 * file (nothing was asked for); else settles once every file asked for with `modulepreload` has arrived.
 */
export function preloadParts(
  parts: readonly string[],
  fetchOnly: readonly string[] = [],
  locale?: { tag: string; sources: readonly string[] },
): Promise<void> | undefined {
  // The map is only true where the build put it: a bundler that re-bundled this entry names its own files.
  if (!import.meta.url.endsWith('/index.js')) return undefined;
  let named = false;
  const awaited: Promise<void>[] = [];
  // A locale's files are not in the map: their paths are the source and the tag, under one folder (which the build
  // defines wherever the map is true, as it is here).
  const lists: Record<string, string[]> = {
    ...files,
    '': locale?.sources.flatMap((s) => ['table', locale.tag].map((name) => `${__LATCH_LOCALE_DIR__!}/${s}/${name}.js`)) ?? [],
  };
  // A file of a fetch-only part that another part also lists (React's, which the products import) stays fetch-only.
  for (const part of [...parts.filter((p) => fetchOnly.includes(p)), ...parts.filter((p) => !fetchOnly.includes(p)), '']) {
    for (const file of Object.hasOwn(lists, part) ? lists[part]! : []) {
      named = true;
      const href = new URL(file, import.meta.url).href;
      let arrived = arrivals.get(href);
      if (!arrived) {
        const link = document.createElement('link');
        if (fetchOnly.includes(part)) {
          // As a module script is fetched (CORS, same-origin credentials), so that its import uses this response.
          link.rel = 'preload';
          link.as = 'script';
          link.crossOrigin = 'anonymous';
          fetchedOnly.add(href);
        } else {
          link.rel = 'modulepreload';
        }
        arrived = new Promise<void>((settle) => {
          link.addEventListener('load', () => settle(), { once: true });
          link.addEventListener('error', () => settle(), { once: true });
        });
        arrivals.set(href, arrived);
        link.href = href;
        document.head.append(link);
      }
      if (!fetchedOnly.has(href)) awaited.push(arrived);
    }
  }
  return named ? Promise.all(awaited).then(() => undefined) : undefined;
}
