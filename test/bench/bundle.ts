/**
 * Bundles built at bench time into the temp site (never shipped): the published widget as a library file the host
 * script imports, and the two React host apps. All are minified ESM with code splitting (lazy imports stay lazy, as
 * a host's bundler would leave them) and React's production build.
 */
import path from 'node:path';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { hostScript, ROOT } from './pages.js';
import { BASELINE_DIST, type SideId } from './sides.js';

const COMMON: BuildOptions = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022'],
  minify: true,
  metafile: true,
  write: true,
  legalComments: 'none',
  logLevel: 'error',
  chunkNames: 'chunks/[name]-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
};

/** Every bundle uses the repo's React 19: Supabase's Auth UI lists React 18 as a dependency and gets its own copy. */
const REACT_ALIAS = {
  react: path.join(ROOT, 'node_modules/react'),
  'react-dom': path.join(ROOT, 'node_modules/react-dom'),
};

/** The React package directories a bundle took code from: exactly one is the point. */
function reactCopies(meta: Metafile): string[] {
  const dirs = Object.keys(meta.inputs)
    .map((input) => /^(.*node_modules\/react)\//.exec(input)?.[1])
    .filter((dir): dir is string => dir !== undefined);
  return [...new Set(dirs)].map((dir) => path.relative(ROOT, path.resolve(ROOT, dir)));
}

export interface Bundles {
  /** React directories per React host bundle that was built. */
  react: Partial<Record<SideId, string[]>>;
  /** Sides whose bundle could not be built (a package not installed, say), with esbuild's reason. */
  unavailable: Partial<Record<SideId, string>>;
}

const firstLine = (error: unknown) => {
  const errors = (error as { errors?: { text: string }[] }).errors;
  return errors?.[0]?.text ?? (error instanceof Error ? error.message.split('\n')[0]! : String(error));
};

export async function bundleSite(dir: string): Promise<Bundles> {
  const bundles: Bundles = { react: {}, unavailable: {} };
  const attempt = async (side: SideId, options: BuildOptions) => {
    try {
      const result = await build({ ...COMMON, absWorkingDir: ROOT, ...options });
      if (options.jsx) bundles.react[side] = reactCopies(result.metafile!);
    } catch (error) {
      bundles.unavailable[side] = `its bundle did not build: ${firstLine(error)}`;
    }
  };
  await attempt('published', {
    stdin: { contents: "export { StytchUIClient } from '@stytch/vanilla-js';", resolveDir: ROOT, loader: 'js', sourcefile: 'published.js' },
    entryNames: 'index',
    outdir: path.join(dir, 'stytch'),
  });
  const host = (entry: string, out: string, alias: Record<string, string>): BuildOptions => ({
    entryPoints: { app: hostScript(entry) },
    outdir: path.join(dir, out),
    jsx: 'automatic',
    alias,
  });
  await attempt('latchReact', host('latch-react.jsx', 'react-latch', { ...REACT_ALIAS, 'latch/react': path.join(dir, 'dist-react/index.js') }));
  if (BASELINE_DIST)
    await attempt(
      'latchReactBaseline',
      host('latch-react.jsx', 'react-latch-baseline', { ...REACT_ALIAS, 'latch/react': path.join(dir, 'baseline/dist-react/index.js') }),
    );
  await attempt('supabase', host('supabase-react.jsx', 'react-supabase', REACT_ALIAS));
  return bundles;
}
