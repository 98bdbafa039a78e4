import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TSC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/typescript7/bin/tsc');

/**
 * Runs the repo's own compiler (`npm run typecheck`: TypeScript 7) in `cwd`, on one thread: the suite keeps both
 * cores busy, and a checker's threads would only compete with it. Returns its exit code and what it printed.
 */
export function tsc(cwd: string, ...args: string[]): { code: number; output: string } {
  const result = spawnSync(process.execPath, [TSC, '--singleThreaded', ...args], { cwd, encoding: 'utf8' });
  if (result.error) throw result.error;
  return { code: result.status ?? -1, output: `${result.stdout}${result.stderr}` };
}
