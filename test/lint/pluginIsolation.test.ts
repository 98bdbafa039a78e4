// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tsc } from '../support/typescript.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const plugins = readdirSync(path.join(root, 'plugins')).filter((name) => statSync(path.join(root, 'plugins', name)).isDirectory());

// The repo's own options (its compiler: ../support/typescript.ts), bodies of libraries left unchecked.
const { compilerOptions } = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as { compilerOptions: Record<string, unknown> };

/**
 * Type-checks one plugin as if it were the only one in the repo: a temporary tree with copies of core/,
 * shell/ and the given plugin folders (test files left out: they may use test support), the repo's
 * compiler options, `include` of the checked plugin only, and node_modules linked from the repo.
 * Returns the diagnostics in the checked plugin's own files, and any without a file (a broken setup), as
 * `path:line:column TScode message`; what the shell's files report is `npm run typecheck`'s business.
 */
function isolatedDiagnostics(folders: Record<string, string>, check: string): string[] {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'latch-isolation-')));
  try {
    const copy = (from: string, to: string) => cpSync(from, path.join(dir, to), { recursive: true, filter: (src) => !isTest(src) });
    copy(path.join(root, 'core'), 'core');
    copy(path.join(root, 'shell'), 'shell');
    mkdirSync(path.join(dir, 'plugins'));
    for (const [name, from] of Object.entries(folders)) copy(from, path.join('plugins', name));
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const tsconfig = {
      compilerOptions: { ...compilerOptions, skipLibCheck: true, noEmit: true },
      include: [`plugins/${check}`],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    };
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    const { code, output } = tsc(dir, '-p', '.', '--pretty', 'false');
    // Each diagnostic is a line `file(line,col): error TScode: text`, or `error TScode: text` without a file; a
    // message chain continues on indented lines.
    const diagnostics = output
      .split(/\n(?! )/)
      .map((entry) => entry.replace(/\n\s+/g, ' ').trim())
      .filter(Boolean);
    if (code !== 0 && diagnostics.length === 0) throw new Error(`tsc exited ${code}`);
    return diagnostics.flatMap((entry) => {
      const located = /^(.+)\((\d+),(\d+)\): error (TS\d+): (.*)$/s.exec(entry);
      if (located)
        return located[1]!.startsWith(`plugins/${check}/`) ? [`${located[1]}:${located[2]}:${located[3]} ${located[4]} ${located[5]}`] : [];
      const global = /^error (TS\d+): (.*)$/s.exec(entry);
      return [global ? `${global[1]} ${global[2]}` : entry];
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A plugin that reaches into another: imports one of its types and reads its config block. */
const LEAKY = `import type { LoginConfig } from '../../shell/plugin-api.js';
import type { OtpMethod } from '../otp/options.js';

export const methods = (config: LoginConfig): readonly OtpMethod[] | undefined => config.otpOptions?.methods;
`;

/** DESIGN "plugins never import each other, types included": each plugin compiles with no other plugin present. */
describe('plugin isolation', { timeout: 120_000 }, () => {
  it('found the plugins', () => {
    expect(plugins).toEqual(expect.arrayContaining(['emailMagicLinks', 'otp', 'passwords']));
  });

  it.each(plugins)('%s type-checks without the other plugins', (name) => {
    expect(isolatedDiagnostics({ [name]: path.join(root, 'plugins', name) }, name)).toEqual([]);
  });

  it("fails a plugin that uses another plugin's type or config block", () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'latch-leaky-'));
    writeFileSync(path.join(folder, 'index.ts'), LEAKY);
    try {
      const alone = isolatedDiagnostics({ leaky: folder }, 'leaky');
      expect(alone).toEqual([
        expect.stringMatching(/^plugins\/leaky\/index\.ts:2:\d+ TS2307 Cannot find module '\.\.\/otp\/options\.js'/),
        expect.stringMatching(/^plugins\/leaky\/index\.ts:4:\d+ TS2339 Property 'otpOptions' does not exist/),
      ]);
      // The same plugin beside otp compiles: the diagnostics above come from otp's absence, not from the sample.
      expect(isolatedDiagnostics({ leaky: folder, otp: path.join(root, 'plugins', 'otp') }, 'leaky')).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
