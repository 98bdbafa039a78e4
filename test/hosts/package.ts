import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from '../../build/metafile.js';

const run = promisify(execFile);

/**
 * Packs the repo as `npm pack` does for a release. The build is `npm test`'s own (it runs before the suites), so
 * packing skips `prepack`: rebuilding here would replace dist/ under the other end-to-end files. Only the type
 * declarations are emitted when missing, since the e2e build (`tsx esbuild.config.ts`) leaves them out.
 */
export async function packLatch(into: string): Promise<string> {
  if (!existsSync(path.join(root, 'dist/vanilla/index.js'))) throw new Error('no dist/: build first (npm run build)');
  if (!existsSync(path.join(root, 'dist/types/shell/vanilla.d.ts'))) {
    await run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.types.json'], { cwd: root });
  }
  const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', into], { cwd: root });
  const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
  return path.join(into, filename);
}

/** The version the repo itself uses, so a host gets the React the tests were written against, from npm's cache. */
async function repoVersion(name: string): Promise<string> {
  return (JSON.parse(await readFile(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * A host app in a folder beside the tarball: the app's files from test/hosts/<name>, its own package.json, and the packed
 * tarball installed as a host installs it (not a path import), plus React for React hosts and React's types for
 * TypeScript ones, and any other `packages` the host names: a bare name at the repo's version (e.g. a server's
 * framework), a `name@version` as given (a package the repo does not have, such as a test runner it does not use).
 */
export async function installHost(
  name: string,
  tarball: string,
  options: { react?: boolean; reactTypes?: boolean; packages?: string[] } = {},
): Promise<string> {
  const dir = path.join(path.dirname(tarball), name);
  await cp(path.join(root, 'test/hosts', name), dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: `latch-host-${name}`, private: true, type: 'module' }));
  const extra = options.react ? [`react@${await repoVersion('react')}`, `react-dom@${await repoVersion('react-dom')}`] : [];
  if (options.reactTypes)
    extra.push(`@types/react@${await repoVersion('@types/react')}`, `@types/react-dom@${await repoVersion('@types/react-dom')}`);
  // A scoped name starts with '@': a version is an '@' after the first character.
  for (const other of options.packages ?? []) extra.push(other.includes('@', 1) ? other : `${other}@${await repoVersion(other)}`);
  await run('npm', ['install', tarball, ...extra, '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], {
    cwd: dir,
  });
  return dir;
}
