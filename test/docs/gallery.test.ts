// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './optionsDoc.js';

const screens = path.join(root, 'docs/screens');
const gallery = readFileSync(path.join(root, 'docs/gallery.md'), 'utf8');
const pictures = readdirSync(screens)
  .filter((f) => f.endsWith('.png'))
  .sort();
const listed = [...gallery.matchAll(/!\[([^\]]*)\]\(screens\/([^)]+)\)/g)].map((m) => ({ alt: m[1]!, file: m[2]! }));
const e2eSources = readdirSync(path.join(root, 'test/e2e'))
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => readFileSync(path.join(root, 'test/e2e', f), 'utf8'))
  .join('\n');

describe('docs/gallery.md', () => {
  it('shows every picture in docs/screens, once, and none that is not there', () => {
    expect(listed.map((p) => p.file).sort()).toEqual(pictures);
  });

  it('gives each picture a text alternative', () => {
    for (const picture of listed) expect(picture.alt, picture.file).toMatch(/\S/);
  });

  it('shows only pictures an end-to-end test writes, so each one is current after a LATCH_DOC_SCREENS=1 run', () => {
    const unwritten = pictures.filter((file) => {
      const name = file.replace(/\.png$/, '');
      return !new RegExp(`['"\`]${name.replace(/[-.]/g, '\\$&')}(\\.png)?['"\`]`).test(e2eSources);
    });
    expect(unwritten).toEqual([]);
  });
});
