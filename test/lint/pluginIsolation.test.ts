// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const plugins = readdirSync(path.join(root, 'plugins')).filter((name) => statSync(path.join(root, 'plugins', name)).isDirectory());

const rootConfig = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
if (rootConfig.error) throw new Error(ts.flattenDiagnosticMessageText(rootConfig.error.messageText, '\n'));
const compilerOptions: Record<string, unknown> = { ...rootConfig.config.compilerOptions, skipLibCheck: true, noEmit: true };

/**
 * The program's source files outside the checked tree (React, Node and lib typings) are the same in every
 * program: parse them once. Module resolution realpaths them through the node_modules symlink, so the
 * key is the same path whichever temporary tree asks.
 */
const libraryFiles = new Map<string, ts.SourceFile | undefined>();
function compilerHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (!fileName.includes('/node_modules/')) return getSourceFile(fileName, languageVersion, ...rest);
    const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
    if (!libraryFiles.has(key)) libraryFiles.set(key, getSourceFile(fileName, languageVersion, ...rest));
    return libraryFiles.get(key);
  };
  return host;
}

/**
 * Type-checks one plugin as if it were the only one in the repo: a temporary tree with copies of core/,
 * shell/ and the given plugin folders (test files left out: they may use test support), the repo's
 * compiler options, `include` of the checked plugin only, and node_modules linked from the repo.
 * Returns the diagnostics in the checked plugin's own files, and any without a file (a broken setup).
 * shell/loader.ts then reports the missing other plugins' `import()`s: expected, and ignored with every
 * other diagnostic outside the plugin, since they are the shell's business and `npm run typecheck` sees them.
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
    const tsconfig = path.join(dir, 'tsconfig.json');
    writeFileSync(tsconfig, JSON.stringify({ compilerOptions, include: [`plugins/${check}`], exclude: ['**/*.test.ts', '**/*.test.tsx'] }));

    const parsed = ts.getParsedCommandLineOfConfigFile(
      tsconfig,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        },
      },
    );
    if (!parsed) throw new Error(`unreadable ${tsconfig}`);
    if (parsed.fileNames.length === 0) throw new Error(`no files to check in plugins/${check}`);
    const program = ts.createProgram({
      rootNames: parsed.fileNames,
      options: parsed.options,
      host: compilerHost(parsed.options),
      configFileParsingDiagnostics: parsed.errors,
    });
    const own = `${dir.split(path.sep).join('/')}/plugins/${check}/`;
    // Only the checked plugin's files are checked: core and shell are the same in every program, and checking their
    // bodies nine times is most of the cost; the checker still reads every type the plugin reaches through them.
    const ownFiles = program.getSourceFiles().filter((file) => file.fileName.startsWith(own));
    return [
      ...program.getConfigFileParsingDiagnostics(),
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...ownFiles.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
    ]
      .filter((d) => !d.file || d.file.fileName.startsWith(own))
      .map((d) => {
        const text = ts.flattenDiagnosticMessageText(d.messageText, ' ');
        if (!d.file || d.start === undefined) return `TS${d.code} ${text}`;
        const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
        return `${d.file.fileName.slice(own.length - `plugins/${check}/`.length)}:${line + 1}:${character + 1} TS${d.code} ${text}`;
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
