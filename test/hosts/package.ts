import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, link, mkdir, readdir, readFile, readlink, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { root } from '../../build/metafile.js';
import { once } from './once.js';

const run = promisify(execFile);

/**
 * The package as a host gets it, made once per run for every host app of every e2e file: `npm pack` of the repo,
 * and one `npm install` of that tarball into a bare app. The host apps then take that install's node_modules (hard
 * links) and link the other packages they use from the repo's own node_modules, at the repo's versions, as npm would
 * have installed them from its cache; only an app that needs a package the repo lacks (a pinned name@version) or a
 * bundler that refuses files outside the app's folder runs npm itself. The shared folder is the e2e run's
 * (test/e2e/support/globalSetup.ts provides it).
 */
const shared = () => inject('hostsCache');

/**
 * Packs the repo as `npm pack` does for a release. The build is `npm test`'s own (it runs before the suites), so
 * packing skips `prepack`: rebuilding here would replace dist/ under the other end-to-end files. Only the type
 * declarations are emitted when missing, since the e2e build (`tsx esbuild.config.ts`) leaves them out.
 */
export async function packLatch(): Promise<string> {
  const packed = path.join(shared(), 'packed');
  await once(packed, async () => {
    if (!existsSync(path.join(root, 'dist/vanilla/index.js'))) throw new Error('no dist/: build first (npm run build)');
    if (!existsSync(path.join(root, 'dist/types/shell/vanilla.d.ts'))) {
      await run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.types.json'], { cwd: root });
    }
    await mkdir(packed);
    const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', packed], { cwd: root });
    const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
    await writeFile(path.join(packed, 'tarball'), filename);
  });
  return path.join(packed, await readFile(path.join(packed, 'tarball'), 'utf8'));
}

const npmInstall = (cwd: string, specs: string[]) =>
  run('npm', ['install', ...specs, '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd });

/** The tarball installed alone, as a host with no other dependency gets it. */
async function bareInstall(): Promise<string> {
  const tarball = await packLatch();
  const bare = path.join(shared(), 'bare');
  await once(bare, async () => {
    await mkdir(bare);
    await writeFile(path.join(bare, 'package.json'), JSON.stringify({ name: 'latch-host-bare', private: true, type: 'module' }));
    await npmInstall(bare, [tarball]);
  });
  return path.join(bare, 'node_modules');
}

/** A copy of a folder whose files are hard links: instant, and the host's own writes (a bundler's cache) stay its own. */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) await linkTree(source, target);
    else if (entry.isSymbolicLink()) await symlink(await readlink(source), target);
    else await link(source, target);
  }
}

/** The version the repo itself uses, so a host gets the React the tests were written against, from npm's cache. */
async function repoVersion(name: string): Promise<string> {
  return (JSON.parse(await readFile(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

export interface HostPackages {
  /** React and React DOM. */
  react?: boolean;
  /** React's types, for a TypeScript host. */
  reactTypes?: boolean;
  /** A bare name comes at the repo's version; a `name@version` as given (a package the repo does not have). */
  packages?: string[];
  /** Install with npm even when the repo has every package: Next.js's bundler refuses modules outside the app. */
  npm?: boolean;
}

/**
 * A host app in `<work>/<name>`: the app's files from test/hosts/<name>, its own package.json, and node_modules with
 * the packed package as npm installs it plus the packages the app names.
 */
export async function installHost(name: string, work: string, options: HostPackages = {}): Promise<string> {
  const dir = path.join(work, name);
  await cp(path.join(root, 'test/hosts', name), dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: `latch-host-${name}`, private: true, type: 'module' }));
  const names = [...(options.react ? ['react', 'react-dom'] : []), ...(options.reactTypes ? ['@types/react', '@types/react-dom'] : [])];
  names.push(...(options.packages ?? []));
  // A scoped name starts with '@': a version is an '@' after the first character.
  const pinned = names.some((spec) => spec.includes('@', 1));
  if (options.npm || pinned) {
    const specs = await Promise.all(names.map(async (spec) => (spec.includes('@', 1) ? spec : `${spec}@${await repoVersion(spec)}`)));
    await npmInstall(dir, [await packLatch(), ...specs]);
    return dir;
  }
  const modules = path.join(dir, 'node_modules');
  await linkTree(await bareInstall(), modules);
  for (const other of names) {
    await mkdir(path.dirname(path.join(modules, other)), { recursive: true });
    await symlink(path.join(root, 'node_modules', other), path.join(modules, other), 'dir');
  }
  return dir;
}
