// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles, type ImportRef } from './imports.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const all = (dir: string) => sourceFiles(dir, root).flatMap((f) => importsOf(f, root));
const isTest = (ref: ImportRef) => /\.test\.tsx?$/.test(ref.file);
const show = (refs: ImportRef[]) => refs.map((r) => `${r.file} -> ${r.specifier}`);

/** DESIGN.md layering: plugins → shell → core, never upward; provider apart from all three. */
describe('layering', () => {
  it('core imports no React, shell or plugins', () => {
    const bad = all('core').filter((r) => ['react', 'react-dom', 'zustand', 'immer'].includes(r.target) || /^(shell|plugins)\b/.test(r.target));
    expect(show(bad)).toEqual([]);
  });

  it('shell reaches plugins only through the loader table', () => {
    const bad = all('shell').filter((r) => /^plugins\b/.test(r.target) && r.file !== path.join('shell', 'loader.ts') && !isTest(r));
    expect(show(bad)).toEqual([]);
  });

  it('a plugin imports only the plugin API, the UI primitives, core and its own folder', () => {
    const bad = all('plugins').filter((r) => {
      const own = r.file.split(path.sep).slice(0, 2).join(path.sep);
      if (!r.specifier.startsWith('.')) return false;
      if (r.target.startsWith(own + path.sep) || r.target === own) return false;
      if (
        r.target === path.join('shell', 'plugin-api') ||
        r.target.startsWith(path.join('shell', 'ui') + path.sep) ||
        r.target === path.join('shell', 'ui')
      )
        return false;
      if (/^core\b/.test(r.target)) return false;
      if (isTest(r) && r.target.startsWith('test')) return false;
      // The test kit hosts get as `createTestContext` from 'latch'.
      if (isTest(r) && r.target === path.join('shell', 'testing')) return false;
      return true;
    });
    expect(show(bad)).toEqual([]);
  });

  it('the registries are augmented in the module that declares them, never through one that re-exports them', () => {
    const registries = path.join('shell', 'registries');
    const augmented = ['plugins', 'shell'].flatMap((dir) =>
      sourceFiles(dir, root).flatMap((file) =>
        [...readFileSync(path.join(root, file), 'utf8').matchAll(/^declare module\s+'(\.[^']+)'/gm)].map((m) => ({
          file,
          target: path.normalize(path.join(path.dirname(file), m[1]!)).replace(/\.js$/, ''),
        })),
      ),
    );
    expect(augmented.length).toBeGreaterThan(20);
    expect(augmented.filter((a) => a.target !== registries).map((a) => `${a.file} -> ${a.target}`)).toEqual([]);
  });

  it('the host test kit (test/kit/) imports nothing of the widget or the provider, so it bundles none of them', () => {
    // Only the provider's host types, which are erased: startProvider loads the packaged provider at run time.
    const hostTypes = (r: ImportRef) => r.typeOnly && r.target === path.join('provider', 'hostTypes');
    const bad = all('test/kit').filter((r) => /^(shell|plugins)\b/.test(r.target) || (/^provider\b/.test(r.target) && !hostTypes(r)));
    expect(show(bad)).toEqual([]);
  });

  it('the provider imports nothing from the widget', () => {
    const bad = all('provider').filter((r) => /^(core|shell|plugins)\b/.test(r.target));
    expect(show(bad)).toEqual([]);
  });

  it('no module uses eval, new Function or raw HTML injection', () => {
    const files = ['core', 'shell', 'plugins'].flatMap((d) => sourceFiles(d, root));
    const offenders = files.filter((f) => {
      const text = readFileSync(path.join(root, f), 'utf8');
      return /dangerouslySetInnerHTML|\.innerHTML\s*=|\beval\(|new Function\(/.test(text) && !/\.test\.tsx?$/.test(f);
    });
    expect(offenders).toEqual([]);
  });
});
