// The host's own bundler config, for both of its builds: the browser's (`vite build`, React's development build so
// every hydration warning is reported) and the server's (`vite build --ssr src/server.jsx`, which leaves `latch`
// and React to Node to import from node_modules, as a server does).
export default ({ isSsrBuild }) => ({
  oxc: { jsx: { runtime: 'automatic' } },
  logLevel: 'warn',
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: true,
        rollupOptions: { input: 'src/client.jsx', output: { entryFileNames: 'assets/client.js' } },
      },
});
