import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { getSourceFromVirtualCssFile, virtualCssFileFilter } from '@vanilla-extract/integration';

const root = path.dirname(fileURLToPath(import.meta.url));
const styleRegistry = path.join(root, 'shell/theme/styleRegistry.ts');

/**
 * vanilla-extract writes a CSS file per chunk, and esbuild never emits code that loads CSS.
 * This plugin turns each stylesheet into a call that adopts it as a constructed stylesheet
 * when its chunk runs: product CSS stays in the product's lazy chunk, hosts add no <link>,
 * shadow roots get the same sheets, and a strict style-src CSP is satisfied. `adoptFrom` is the module
 * that exports `adoptCss`: the style registry here, 'latch' for a plugin built outside the widget.
 */
export const adoptCssPlugin = (adoptFrom: string): esbuild.Plugin => ({
  name: 'latch-adopt-css',
  setup(build) {
    build.onResolve({ filter: virtualCssFileFilter }, (args) => ({ path: args.path, namespace: 'latch-css' }));
    build.onLoad({ filter: /.*/, namespace: 'latch-css' }, async ({ path: id }) => {
      const { source } = await getSourceFromVirtualCssFile(id);
      const { code } = await esbuild.transform(source, { loader: 'css', minify: true });
      return {
        contents: `import { adoptCss } from ${JSON.stringify(adoptFrom)};\nadoptCss(${JSON.stringify(code.trim())});`,
        loader: 'js',
        resolveDir: root,
      };
    });
  },
});

interface Target {
  name: string;
  entry: string;
  /** React is bundled into the vanilla entry and external for React hosts. */
  external: string[];
}

export const targets: Target[] = [
  { name: 'vanilla', entry: 'shell/vanilla.ts', external: [] },
  { name: 'react', entry: 'shell/react.tsx', external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'] },
  { name: 'core', entry: 'core/index.ts', external: [] },
];

export const distDir = path.join(root, 'dist');

export async function build(): Promise<Record<string, esbuild.Metafile>> {
  await rm(distDir, { recursive: true, force: true });
  const metafiles: Record<string, esbuild.Metafile> = {};
  for (const target of targets) {
    const outdir = path.join(distDir, target.name);
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: { index: target.entry },
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2022'],
      minify: true,
      sourcemap: 'linked',
      metafile: true,
      legalComments: 'linked',
      chunkNames: 'chunks/[name]-[hash]',
      jsx: 'automatic',
      external: target.external,
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [adoptCssPlugin(styleRegistry), vanillaExtractPlugin()],
      logLevel: 'warning',
    });
    await mkdir(outdir, { recursive: true });
    await writeFile(path.join(distDir, `${target.name}.meta.json`), JSON.stringify(result.metafile));
    metafiles[target.name] = result.metafile;
  }
  return metafiles;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await build();
  console.log(`latch: built ${targets.map((t) => t.name).join(', ')} into dist/ in ${Math.round(performance.now() - started)} ms`);
}
