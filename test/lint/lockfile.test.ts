// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

/**
 * `npm install` rewrites the lockfile's root entry whenever it no longer mirrors package.json, so a newcomer's first
 * command would leave `git status` dirty. These are the fields npm copies there.
 */
const MIRRORED = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'peerDependenciesMeta',
  'optionalDependencies',
  'engines',
  'license',
  'version',
];

describe('package-lock.json', () => {
  it('mirrors package.json in its root entry, so `npm install` leaves it as committed', () => {
    const manifest = read('package.json');
    const lockRoot = (read('package-lock.json').packages as Record<string, Record<string, unknown>>)[''] ?? {};
    const pick = (from: Record<string, unknown>) => Object.fromEntries(MIRRORED.filter((key) => key in from).map((key) => [key, from[key]]));
    expect(pick(lockRoot)).toEqual(pick(manifest));
  });
});
