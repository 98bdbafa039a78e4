// The lean build of the same host (lean/, on latch/react/lean with products [otp]), into its own folder. Vite's
// manifest lists what it emitted and the source maps say what each file holds, which the test reads.
export default {
  root: 'lean',
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: '../dist-lean', sourcemap: true, manifest: true, emptyOutDir: true },
  logLevel: 'warn',
};
