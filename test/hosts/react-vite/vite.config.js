// The host's own bundler config: JSX for React 19 and source maps, which the test reads to see what each output
// file holds.
export default {
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: 'dist', sourcemap: true, emptyOutDir: true },
  logLevel: 'warn',
};
