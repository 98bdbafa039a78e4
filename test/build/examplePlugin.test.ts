// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../build/metafile.js';
import { tsc } from '../support/typescript.js';

/**
 * docs/examples/magic-wand is a plugin written as an outside team would: it imports only 'latch'. These cases
 * compile it against the types `npm run build` wrote to dist/types (which `npm test` runs first), through the
 * package's own "exports", so anything it needs that the package does not export fails here. The compiler is the
 * repo's own (../support/typescript.ts); test/e2e/hosts.test.ts checks the package with a host's TypeScript 6.
 */
const EXAMPLE = path.join(root, 'docs/examples/magic-wand');

/** `file(line,col): error TSxxxx` lines, as `line TSxxxx`. */
const errorsIn = (output: string, file: string) =>
  output
    .split('\n')
    .map((line) => new RegExp(`${file}\\((\\d+),\\d+\\): error (TS\\d+)`).exec(line))
    .flatMap((m) => (m ? [`${m[1]} ${m[2]}`] : []));

// A host's code in a folder inside the package, so 'latch' resolves by self-reference exactly as for the example.
let hostDir: string;
async function compileHost(source: string) {
  await writeFile(path.join(hostDir, 'host.ts'), source);
  return tsc(root, '-p', path.join(hostDir, 'tsconfig.json'));
}
const importExample = (from: string) => `import '${path.relative(from, path.join(EXAMPLE, 'index.js')).split(path.sep).join('/')}';`;

beforeAll(async () => {
  if (!existsSync(path.join(root, 'dist/types/shell/vanilla.d.ts')))
    throw new Error('dist/types is missing: run "npm run build" first (npm test does).');
  await mkdir(path.join(root, '.tmp'), { recursive: true });
  hostDir = await mkdtemp(path.join(root, '.tmp', 'magic-wand-host-'));
  // The example's own options, with one file of host code as the only root.
  await writeFile(
    path.join(hostDir, 'tsconfig.json'),
    JSON.stringify({ extends: path.join(EXAMPLE, 'tsconfig.json'), include: [], files: ['host.ts'] }),
  );
});
afterAll(async () => {
  if (hostDir) await rm(hostDir, { recursive: true, force: true });
});

describe('the example plugin against the built package', () => {
  it('compiles with its own tsconfig, seeing nothing of the package but dist/types', () => {
    const { code, output } = tsc(root, '-p', path.join(EXAMPLE, 'tsconfig.json'), '--listFiles');
    expect(code, output).toBe(0);
    const ownFiles = output
      .split('\n')
      .filter((file) => file.startsWith(root) && !file.includes('/node_modules/'))
      .map((file) => path.relative(root, file));
    expect(ownFiles.filter((file) => !file.startsWith('dist/types/') && !file.startsWith('docs/examples/magic-wand/'))).toEqual([]);
    expect(ownFiles).toContain('docs/examples/magic-wand/index.ts');
  }, 60_000);

  it("types a host's use of it, and refuses each mistake with the compiler's own error", async () => {
    const good = `
import type { LoginConfig, PluginContext, WidgetEvent } from 'latch';
${importExample(hostDir)}
declare const ctx: PluginContext;
export const config: LoginConfig = { products: ['magicWand', 'emailMagicLinks'], magicWandOptions: { spell: 'sesame', waves: 2 } };
export const text = ctx.t('wand.progress', { waves: 1, needed: 2 });
export const needed = (event: WidgetEvent) => (event.type === 'MAGIC_WAND_WAVE' ? event.data.needed : 0);
`;
    const ok = await compileHost(good);
    expect(ok.code, ok.output).toBe(0);

    const bad = `${good}
export const unknownOption: LoginConfig = { products: ['magicWand'], magicWandOptions: { nope: 1 } };
export const wrongParams = ctx.t('wand.progress', { wrong: 1 });
export const missingParams = ctx.t('wand.success.text');
export const unknownScreen = () => ctx.navigate('WandNowhere');
`;
    const failed = await compileHost(bad);
    // TypeScript 7's exit code for errors found.
    expect(failed.code).toBe(1);
    // Lines after the good block, which compiled above: each mistake fails for its own reason, and nothing else does.
    const first = good.split('\n').length + 1;
    expect(errorsIn(failed.output, 'host.ts')).toEqual([`${first} TS2353`, `${first + 1} TS2353`, `${first + 2} TS2554`, `${first + 3} TS2345`]);
  }, 60_000);

  // TypeScript keeps one merged copy of a registry per re-exporting module it is augmented through: built-in plugins
  // augment the module that declares the registries, outside plugins 'latch', and a host sees both.
  it("lets a host set a built-in product's options beside the wand's", async () => {
    const { code, output } = await compileHost(`
import type { LoginConfig } from 'latch';
${importExample(hostDir)}
export const config: LoginConfig = { products: ['otp', 'magicWand'], otpOptions: { methods: ['sms'] }, magicWandOptions: { waves: 2 } };
`);
    expect(code, output).toBe(0);
  }, 60_000);
});
