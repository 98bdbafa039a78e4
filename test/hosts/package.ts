import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, link, mkdir, readdir, readFile, readlink, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { root } from '../../build/metafile.js';
import { once } from './once.js';

const run = promisify(execFile);

/**
 * The package as a host gets it, made once per run for every host app of every e2e file: `npm pack` of the repo,
 * and that tarball installed once into a bare app (see bareInstall). The host apps then take that install's
 * node_modules (hard links) and link the other packages they use from the repo's own node_modules, at the repo's versions, as npm would
 * have installed them from its cache (for a bundler that refuses files outside the app's folder, hard links of them
 * and of all they depend on); only an app that needs a package the repo lacks (a pinned name@version) runs npm
 * itself. The shared folder is the e2e run's
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
      await run(process.execPath, [path.join(root, 'node_modules/typescript7/bin/tsc'), '-p', 'tsconfig.types.json'], { cwd: root });
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

/**
 * The tarball installed alone, as a host with no other dependency gets it: its files unpacked, its dependencies
 * beside it (hard links of the repo's, whose versions the repo's own install chose for the same ranges) and its bin
 * linked. npm itself took 12 s over the 3 500 files that tar unpacks in under one; the hosts that install with npm
 * (test/e2e/kitHosts.test.ts) still prove that npm installs the tarball.
 */
async function bareInstall(): Promise<string> {
  const tarball = await packLatch();
  const modules = path.join(shared(), 'bare', 'node_modules');
  await once(path.join(shared(), 'bare'), async () => {
    const latch = path.join(modules, 'latch');
    await mkdir(latch, { recursive: true });
    await run('tar', ['-xzf', tarball, '-C', latch, '--strip-components=1']);
    const manifest = JSON.parse(await readFile(path.join(latch, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      bin?: Record<string, string>;
    };
    await linkPackages(Object.keys(manifest.dependencies ?? {}), modules);
    await mkdir(path.join(modules, '.bin'));
    for (const [name, file] of Object.entries(manifest.bin ?? {})) {
      // npm makes a bin executable as it links it; the tarball's modes are npm pack's 644.
      await chmod(path.join(latch, file), 0o755);
      await symlink(path.join('..', 'latch', file), path.join(modules, '.bin', name));
    }
  });
  return modules;
}

/** A copy of a folder whose files are hard links: instant, and the host's own writes (a bundler's cache) stay its own. */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  // All at once: one after another, Next.js's 9 000 files took a second of waiting on the file system.
  await Promise.all(
    (await readdir(from, { withFileTypes: true })).map(async (entry) => {
      const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
      if (entry.isDirectory()) await linkTree(source, target);
      else if (entry.isSymbolicLink()) await symlink(await readlink(source), target);
      else await link(source, target);
    }),
  );
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
  /**
   * The packages as files inside the app (hard links of the repo's, with every package they depend on) rather than
   * links out of it: Next.js's bundler refuses modules outside the app's folder.
   */
  inside?: boolean;
}

/** Where `name` resolves from the package folder `from` (a folder under the repo's node_modules), as Node looks. */
function resolveFrom(from: string, name: string): string | undefined {
  const modulesRoot = path.join(root, 'node_modules');
  // From the package's own node_modules up to the repo's: a package folder's parent is a node_modules folder or a scope.
  for (let dir = from; dir.startsWith(`${modulesRoot}${path.sep}`); dir = path.dirname(dir)) {
    const found = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(found, 'package.json'))) return found;
  }
  const top = path.join(modulesRoot, name);
  return existsSync(path.join(top, 'package.json')) ? top : undefined;
}

/**
 * The repo's folders of `names` and of every package they depend on (an optional one when installed: npm installs
 * those of this platform only), as npm laid them out under node_modules.
 */
async function closure(names: string[]): Promise<string[]> {
  const found = new Set<string>();
  const visit = async (dir: string) => {
    if (found.has(dir)) return;
    found.add(dir);
    const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    for (const [dependency, optional] of [
      ...Object.keys(manifest.dependencies ?? {}).map((n) => [n, false] as const),
      ...Object.keys(manifest.optionalDependencies ?? {}).map((n) => [n, true] as const),
    ]) {
      const at = resolveFrom(dir, dependency);
      if (at) await visit(at);
      else if (!optional) throw new Error(`${dir}: its dependency ${dependency} is not installed in the repo`);
    }
  };
  for (const name of names) await visit(path.join(root, 'node_modules', name));
  return [...found];
}

/**
 * Hard links in `modules` of the repo's `names` and all they depend on, laid out as in the repo's node_modules; a
 * package `modules` already has (the tarball's own dependency) stays.
 */
async function linkPackages(names: string[], modules: string): Promise<void> {
  const folders = (await closure(names)).map((at) => path.relative(path.join(root, 'node_modules'), at));
  // A folder nested in another package's (next/node_modules/postcss) comes with that package's tree.
  const tops = folders.filter((folder) => !folder.includes(`${path.sep}node_modules${path.sep}`) && !existsSync(path.join(modules, folder)));
  await Promise.all(tops.map((folder) => linkTree(path.join(root, 'node_modules', folder), path.join(modules, folder))));
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
  if (pinned) {
    const specs = await Promise.all(names.map(async (spec) => (spec.includes('@', 1) ? spec : `${spec}@${await repoVersion(spec)}`)));
    await npmInstall(dir, [await packLatch(), ...specs]);
    return dir;
  }
  const modules = path.join(dir, 'node_modules');
  await linkTree(await bareInstall(), modules);
  if (options.inside) {
    await linkPackages(names, modules);
    return dir;
  }
  for (const other of names) {
    await mkdir(path.dirname(path.join(modules, other)), { recursive: true });
    await symlink(path.join(root, 'node_modules', other), path.join(modules, other), 'dir');
  }
  return dir;
}
