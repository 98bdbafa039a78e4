// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './imports.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tests = ['core', 'shell', 'plugins', 'provider', 'test/e2e'].flatMap((dir) => sourceFiles(dir, root)).filter((f) => /\.test\.tsx?$/.test(f));
const offending = (pattern: RegExp) => tests.filter((f) => pattern.test(readFileSync(path.join(root, f), 'utf8')));

/** The suite must pass every time: tests wait for conditions and share no browser state. */
describe('test determinism', () => {
  it('no test sleeps a fixed time in the browser or retries a failure away', () => {
    expect(offending(/waitForTimeout\(|\bretry\s*:\s*[1-9]|\.retry\(/)).toEqual([]);
  });

  it('no e2e test reaches around its own browser context', () => {
    expect(offending(/launchPersistentContext|chromium\.launch|clearCookies\(/)).toEqual([]);
  });

  it('no test lowers the 5 s async wait of Testing Library', () => {
    expect(offending(/\{\s*timeout:\s*[1-4]?\d{1,3}\s*\}|\{\s*timeout:\s*[1-4]_\d{3}\s*\}/)).toEqual([]);
  });
});
