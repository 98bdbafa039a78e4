// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../build/metafile.js';

/** Every `.js` file of the build (`npm run build`, which `npm test` runs first), relative to dist/. */
const builtFiles = readdirSync(path.join(root, 'dist'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
const DIRECTIVE = '"use client";\n';
const ENTRIES = ['react/index.js', 'react-lean/index.js'];

/**
 * A Next.js server component that imports `latch/react` must meet a client boundary at the entry's first line, or
 * the bundler runs the widget's components on the server (where React has no createContext) and `next build` fails.
 */
describe('the client boundary of the React entries', () => {
  it('heads both React entry files, the line of its own the source maps count', () => {
    for (const file of ENTRIES) {
      expect(readFileSync(path.join(root, 'dist', file), 'utf8').startsWith(DIRECTIVE), file).toBe(true);
      const map = JSON.parse(readFileSync(path.join(root, 'dist', `${file}.map`), 'utf8')) as { mappings: string };
      // The first line maps nothing; the next holds the code, as esbuild's own map of the folded chunk said of its first.
      expect(map.mappings.startsWith(';'), file).toBe(true);
      expect(map.mappings[1], file).not.toBe(';');
    }
  });

  it('heads nothing else: the lazy chunks, product descriptors, vanilla, core, server and next builds are plain modules', () => {
    const marked = builtFiles.filter((f) => readFileSync(path.join(root, 'dist', f), 'utf8').includes('"use client"'));
    expect(marked.sort()).toEqual([...ENTRIES].sort());
  });
});
