/**
 * libphonenumber-js ships its modules twice: `es6/`, down-levelled by Babel with its helpers (classes, iterators,
 * spreads) repeated in every module, and `es6-modern/`, the same source of the same version left as modern syntax,
 * which its `exports` map does not expose. `libphonenumber-js/core`, which the phone chunk imports, re-exports `es6/`;
 * here it is served as the same file with every `../es6/` path pointing at `es6-modern/`, for the build and for
 * vitest alike, so the unit tests run the code that ships. The phone chunk drops from 18.4 to 14.8 KB gzip.
 * `phoneLib.test.ts` checks it against the package's default entry (`es6/` with its full metadata).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin as EsbuildPlugin } from 'esbuild';

const CORE = 'libphonenumber-js/core';

// `require.resolve` finds the CommonJS twin (core/index.cjs); the ES module beside it is the one bundlers take.
const coreDir = () => path.dirname(createRequire(import.meta.url).resolve(CORE));

/** The package's `core/index.js`, its imports of `../es6/<module>` made absolute paths into `es6-modern/`. */
export function modernCoreSource(): string {
  const corePath = path.join(coreDir(), 'index.js');
  const modern = path.join(coreDir(), '..', 'es6-modern').split(path.sep).join('/');
  const source = readFileSync(corePath, 'utf8');
  const rewritten = source.replaceAll(/(['"])\.\.\/es6\//g, `$1${modern}/`);
  if (rewritten === source || rewritten.includes('../es6/')) throw new Error(`latch build: ${CORE} no longer imports ../es6/ as expected`);
  return rewritten;
}

/** esbuild: `libphonenumber-js/core` is the rewritten file. */
export const modernPhoneLibEsbuildPlugin: EsbuildPlugin = {
  name: 'latch-modern-phone-lib',
  setup(build) {
    build.onResolve({ filter: /^libphonenumber-js\/core$/ }, () => ({ path: CORE, namespace: 'latch-modern-phone-lib' }));
    // Only what the phone chunk uses stays: the package declares itself free of side effects.
    build.onLoad({ filter: /.*/, namespace: 'latch-modern-phone-lib' }, () => ({
      contents: modernCoreSource(),
      loader: 'js',
      resolveDir: coreDir(),
    }));
  },
};

/** vite (vitest): the same module, as a virtual id; before vite's own resolver, which would find the package's. */
export const modernPhoneLibVitePlugin = () => ({
  name: 'latch-modern-phone-lib',
  enforce: 'pre' as const,
  resolveId: (id: string) => (id === CORE ? `\0${CORE}` : undefined),
  load: (id: string) => (id === `\0${CORE}` ? modernCoreSource() : undefined),
});
