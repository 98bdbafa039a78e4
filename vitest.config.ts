import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { modernPhoneLibVitePlugin } from './build/modernPhoneLib.js';
import { localeFilesVitePlugin } from './build/locales.js';
import { phoneMetadataVitePlugin } from './build/phoneMetadata.js';
import { SlowestFirst } from './test/sequencer.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const UNIT_FOLDERS = ['core', 'shell', 'plugins', 'provider', 'test/build', 'test/kit', 'test/lint', 'test/docs', 'docs/examples'];
const unitTests = UNIT_FOLDERS.flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(dir, file).split(path.sep).join('/')),
);
// A file that swaps a module for a mock needs a module graph of its own: in a shared one the mock would come too late
// for a module another file already loaded, or stay for the files after it.
const ownsModules = (file: string) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(path.join(root, file), 'utf8'));

/** The unit and component tests, beside the code, in happy-dom (a file may ask for node). */
const unitProject = (name: string, files: string[], isolate: boolean) => ({
  // The phone metadata per calling code is generated, and libphonenumber-js's core is its modern build, as in the
  // build (build/phoneMetadata.ts, build/modernPhoneLib.ts). The stylesheets (.css.ts) run as modules, their class
  // names made when they load: vitest drops CSS, so compiling each into a stylesheet, as the default mode does, was
  // work no test read (the unit projects took 153 CPU-s instead of 164).
  plugins: [vanillaExtractPlugin({ unstable_mode: 'transform' }), phoneMetadataVitePlugin(), modernPhoneLibVitePlugin(), localeFilesVitePlugin()],
  // The examples import the package by name, as outside plugins do; in tests that is the source entry, so they
  // share module instances (React context, registries) with the Widget that test/support renders.
  resolve: {
    alias: [
      { find: /^latch$/, replacement: fileURLToPath(new URL('./shell/vanilla.ts', import.meta.url)) },
      { find: /^latch\/plugin$/, replacement: fileURLToPath(new URL('./shell/plugin.ts', import.meta.url)) },
      { find: /^latch\/react$/, replacement: fileURLToPath(new URL('./shell/react.tsx', import.meta.url)) },
      { find: /^latch\/testing$/, replacement: fileURLToPath(new URL('./test/kit/index.ts', import.meta.url)) },
    ],
  },
  test: {
    name,
    include: files,
    isolate,
    environment: 'happy-dom',
    // A script a test appends (captcha, fingerprinting, Google's) errors at once instead of being fetched: the
    // unit tests reach no network, and a fetch still out when a file ends logs nothing.
    environmentOptions: { happyDOM: { settings: { disableJavaScriptFileLoading: true } } },
    setupFiles: ['test/setup/unit.ts'],
    // Above the 5 s that findBy*/waitFor wait (test/setup/unit.ts), so a slow step fails with its own message.
    testTimeout: 20_000,
  },
});

// Three projects in one pool: the unit tests, which share their modules within a worker (test/setup/unit.ts resets
// the DOM, cookies and storage after each test), those among them that mock a module, each file with its own, and the
// real-Chromium end-to-end suites in test/e2e, each file with its own local provider and browser contexts of one
// shared Chromium (test/e2e/support/globalSetup.ts). The slowest files start first (test/sequencer.ts). The type tests
// in test/types are checked by `npm run typecheck`, with the rest of the code.
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker; the e2e files spend much of their time waiting (on Chromium,
    // on npm, on a session's refresh period), so more files than cores keep both cores busy; a run with
    // four took longer and two of its waits timed out.
    maxWorkers: 3,
    sequence: { sequencer: SlowestFirst },
    projects: [
      unitProject(
        'unit',
        unitTests.filter((file) => !ownsModules(file)),
        false,
      ),
      unitProject('unit-mocks', unitTests.filter(ownsModules), true),
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['test/e2e/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
