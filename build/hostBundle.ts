import path from 'node:path';
import * as esbuild from 'esbuild';
import { productOutput, readMetafile, root } from './metafile.js';

/**
 * What a React host downloads before its form works: a page of `LatchProvider` and `LatchLogin` bundled with
 * `latch/react` by esbuild as a host's bundler would, React left out, and the files its first render fetches (the
 * page's static imports and each listed product's). Unlike the React rail, which counts the package's one file, this
 * leaves out the exports the page does not use. Returns the gzip bytes of each file, by `sizeOf`.
 */
export async function reactHostLoad(products: string[], sizeOf: (code: Uint8Array) => number, base = root): Promise<number[]> {
  const page = `import { createLatchClient, LatchProvider, LatchLogin } from ${JSON.stringify(path.join(base, 'dist/react/index.js'))};
const client = createLatchClient('public-token-test-00000000-0000-0000-0000-000000000000');
export const App = () => <LatchProvider client={client}><LatchLogin config={{ products: ${JSON.stringify(products)} }} /></LatchProvider>;`;
  const { metafile, outputFiles } = await esbuild.build({
    stdin: { contents: page, loader: 'jsx', resolveDir: base, sourcefile: 'page.jsx' },
    absWorkingDir: base,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    target: ['es2022'],
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    outdir: path.join(base, '.host-bundle'),
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  const outputs = metafile.outputs;
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imp of outputs[file]!.imports) if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
  };
  visit(Object.keys(outputs).find((file) => outputs[file]!.entryPoint === 'page.jsx')!);
  // Each product's chunk of the package, bundled again: an output whose entry point is that chunk.
  const pack = readMetafile('react', base);
  for (const product of products) {
    const chunk = Object.keys(outputs).find((file) => outputs[file]!.entryPoint === productOutput(pack, product));
    if (chunk) visit(chunk);
  }
  const bytes = new Map(outputFiles.map((file) => [path.relative(base, file.path), file.contents]));
  return [...files].map((file) => sizeOf(bytes.get(file)!));
}
