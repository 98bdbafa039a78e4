import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { modernPhoneLibVitePlugin } from './build/modernPhoneLib.js';
import { phoneMetadataVitePlugin } from './build/phoneMetadata.js';

// Three projects: fast unit/component tests (beside the code), the real-Chromium end-to-end suites in
// test/e2e, which run one file at a time against a live local provider, and the type tests in test/types.
export default defineConfig({
  test: {
    projects: [
      {
        // The phone metadata per calling code is generated, and libphonenumber-js's core is its modern build, as in the
        // build (build/phoneMetadata.ts, build/modernPhoneLib.ts).
        plugins: [vanillaExtractPlugin(), phoneMetadataVitePlugin(), modernPhoneLibVitePlugin()],
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
          name: 'unit',
          include: [
            'core/**/*.test.ts',
            'shell/**/*.test.{ts,tsx}',
            'plugins/**/*.test.{ts,tsx}',
            'provider/**/*.test.ts',
            'test/build/**/*.test.ts',
            'test/kit/**/*.test.ts',
            'test/lint/**/*.test.ts',
            'test/docs/**/*.test.ts',
            'docs/examples/**/*.test.{ts,tsx}',
          ],
          environment: 'happy-dom',
          // A script a test appends (captcha, fingerprinting, Google's) errors at once instead of being fetched: the
          // unit tests reach no network, and a fetch still out when a file ends logs nothing.
          environmentOptions: { happyDOM: { settings: { disableJavaScriptFileLoading: true } } },
          setupFiles: ['test/setup/unit.ts'],
          // Above the 5 s that findBy*/waitFor wait (test/setup/unit.ts), so a slow step fails with its own message.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Type tests (`expectTypeOf`, `@ts-expect-error`): checked by tsc, never run.
        test: {
          name: 'types',
          include: [],
          typecheck: { enabled: true, only: true, include: ['test/types/**/*.test-d.ts'], tsconfig: './test/types/tsconfig.json' },
        },
      },
    ],
  },
});
