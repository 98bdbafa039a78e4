/**
 * The builds, one per package entry, each into `dist/<name>/` with its esbuild metafile beside it
 * (`dist/<name>.meta.json`). How a build is made is build/buildTarget.ts; what each step does and why it is there is in
 * docs/build.md.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll, type Target } from './build/buildTarget.js';
import { localeEntries, localeFiles } from './build/locales.js';
import { accountModules, productModules, productPartModules } from './build/parts.js';

const reactExternal = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];
/** `latch/react/products/<id>`: each built-in product's descriptor, for hosts of the lean React entry. */
const productDescriptors = Object.fromEntries(Object.keys(productModules).map((id) => [`products/${id}`, `plugins/${id}/product.ts`]));

export const targets: Target[] = [
  // `latch`: the first paint in one file, React bundled, the rest fetched in one wave once a mount knows what it needs.
  {
    name: 'vanilla',
    // The locales' files at paths the entry spells from their folder (build/locales.ts).
    entries: { index: 'shell/vanilla.ts', plugin: 'shell/plugin.ts', ...localeEntries() },
    // Strings, not an object: esbuild would make an object define a module that every file of the build initialises.
    define: { __LATCH_LOCALE_DIR__: JSON.stringify(localeFiles().dir), __LATCH_LOCALE_TAGS__: JSON.stringify(localeFiles().tags.join(' ')) },
    oneFile: true,
    preloadMap: true,
    widget: {
      modules: ['shell/renderWidget.ts', 'shell/plugin-api.ts', 'shell/ui/index.ts'],
      importers: new Set([
        'shell/renderWidget.ts',
        'shell/plugin.ts',
        'shell/form/phoneForm.ts',
        ...Object.values(productModules),
        ...productPartModules,
        ...accountModules,
      ]),
    },
  },
  // `latch/react`: React is the host's; the host's bundler decides its files.
  { name: 'react', entries: { index: 'shell/react.tsx' }, external: reactExternal, oneFile: true },
  // `latch/react/lean`: its own folder, so its chunks never mix with those of `latch/react`, which a host may also import.
  // A host there bundles the products it imports alone, so not their locale files either: those come through each
  // product's table.
  {
    name: 'react-lean',
    entries: { index: 'shell/reactLean.tsx', ...productDescriptors },
    external: reactExternal,
    oneFile: true,
    localeFiles: 'shell',
  },
  // `latch/core`: the headless client, no React.
  { name: 'core', entries: { index: 'core/index.ts' } },
  // `latch/server`: a host's server on any runtime (Node, Deno, Bun, workers), so no browser or Node built-ins. jose is
  // a dependency the host installs, not bundled: one copy on the server, and its security fixes come with npm update.
  { name: 'server', entries: { index: 'core/server/index.ts' }, external: ['jose'], platform: 'neutral' },
  // `latch/next`: latch/server's checks over Next.js's request cookies; `next` is the host's (an optional peer).
  { name: 'next', entries: { index: 'shell/next/index.ts' }, external: ['jose', 'next/headers'], platform: 'neutral' },
  // `latch/testing`: msw, Playwright and the wallet libraries come from the host's node_modules; startProvider loads
  // the packaged provider below at run time, by this path from dist/testing/.
  {
    name: 'testing',
    entries: { index: 'test/kit/index.ts', e2e: 'test/kit/e2e.ts' },
    external: 'packages',
    define: { __LATCH_PROVIDER_MODULE__: JSON.stringify('../provider/index.js') },
    flatChunks: true,
  },
  // The local provider, for hosts: the `latch-provider` bin and the entry startProvider loads. Its libraries are the
  // host's (optional peers, provider/peers.ts); its chunks sit beside the entries, where provider/paths.ts finds the
  // page assets copied with them.
  {
    name: 'provider',
    entries: { 'latch-provider': 'provider/bin.ts', index: 'provider/lib.ts' },
    external: 'packages',
    platform: 'node',
    define: { __LATCH_PROVIDER_PACKAGED__: 'true' },
    assets: { 'demo/assets': 'provider/demo/assets', 'inbox/assets': 'provider/inbox/assets' },
    flatChunks: true,
  },
];

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildAll(targets);
  console.log(`latch: built ${targets.map((t) => t.name).join(', ')} into dist/ in ${Math.round(performance.now() - started)} ms`);
}
