import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Two projects: fast unit/component tests (beside the code) and the real-Chromium
// end-to-end suites in test/e2e, which run one file at a time against a live local provider.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'shell/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'provider/**/*.test.ts', 'test/build/**/*.test.ts', 'test/lint/**/*.test.ts'],
          environment: 'happy-dom',
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
    ],
  },
});
