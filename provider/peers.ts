import { createRequire } from 'node:module';

/**
 * The libraries the provider runs on. In this repository they are dev dependencies; a host that runs the packaged
 * provider installs them itself (the package's optional peer dependencies), so a host that installs the widget alone
 * gets none of them. Each is named by a module the provider imports, so resolving it proves the package is there.
 */
export const PROVIDER_MODULES = [
  'hono',
  '@hono/node-server',
  'sql.js',
  'jose',
  '@simplewebauthn/server',
  'viem',
  '@noble/curves/ed25519.js',
  'bs58',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-en',
] as const;

// Why require's resolution? import.meta.resolve is not there under every loader (vitest's module runner); a
// package that only an import can load is still found, answering ERR_PACKAGE_PATH_NOT_EXPORTED instead.
const require = createRequire(import.meta.url);
export const packageOf = (module: string) =>
  module
    .split('/')
    .slice(0, module.startsWith('@') ? 2 : 1)
    .join('/');

/** The packages of PROVIDER_MODULES that cannot be found from here. */
export function missingPackages(): string[] {
  const missing = PROVIDER_MODULES.filter((module) => {
    try {
      require.resolve(module);
      return false;
    } catch (error) {
      // A package whose exports name no such path is still installed; only a package that is not there counts.
      return (error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND';
    }
  });
  return [...new Set(missing.map(packageOf))];
}

/** Throws, naming the install command, when a library the provider needs is not installed. */
export function assertPackages(who: string): void {
  const missing = missingPackages();
  if (missing.length === 0) return;
  throw new Error(
    `${who} needs ${missing.join(', ')}, which ${missing.length === 1 ? 'is' : 'are'} not installed. The local provider's libraries are ` +
      `optional peer dependencies of latch: npm install --save-dev ${missing.join(' ')}`,
  );
}
