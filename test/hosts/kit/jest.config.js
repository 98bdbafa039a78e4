// A host's Jest config beside its Vitest one, as docs/testing-kit.md gives it: the tests in jsdom, with the fetch
// globals msw needs and Node's resolution of packages rather than a browser's (jest-fixed-jsdom). Jest runs in its ESM
// mode (`node --experimental-vm-modules node_modules/jest/bin/jest.js`), since latch is ESM only, and babel-jest strips
// the tests' TypeScript and JSX. Nothing in it is for latch.
export default {
  testEnvironment: 'jest-fixed-jsdom',
  // The tests with their test functions imported from '@jest/globals' (test/e2e/kitHosts.test.ts copies them there);
  // those in tests/ import them from 'vitest'.
  roots: ['<rootDir>/jest-tests'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '\\.[jt]sx?$': ['babel-jest', { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] }],
  },
  // Tests that import their TypeScript siblings as `.js`, as TypeScript's ESM resolution has them written.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
