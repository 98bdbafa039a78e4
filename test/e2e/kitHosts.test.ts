import { execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../build/metafile.js';
import { packageOf, PROVIDER_MODULES } from '../../provider/peers.js';
import { installHost } from '../hosts/package.js';

const run = promisify(execFile);

/**
 * The test kit and the local provider as a host gets them from the packed package: test/hosts/kit, a React app whose
 * component tests run under Vitest in jsdom and in happy-dom, and under Jest in jsdom, with nothing but what
 * docs/testing-kit.md names (and the example that doc links to, copied out of the installed package);
 * test/hosts/provider, an app that installs the provider's libraries and runs `npx latch-provider` and
 * `startProvider`. No browser: the runners' own environments.
 */
const work = mkdtempSync(path.join(tmpdir(), 'latch-kit-hosts-'));
const kitDir = path.join(work, 'kit');
const providerDir = path.join(work, 'provider');
/** What a host installs for the provider, the optional peers provider/peers.ts checks for (jose comes with latch). */
const PROVIDER_PACKAGES = [...new Set(PROVIDER_MODULES.map(packageOf))].filter((name) => name !== 'jose');
/**
 * What a Jest host installs, pinned: the repo has none of it (in its devDependencies it would add some 330 packages to
 * every `npm ci`), so the kit host gets it beside its Vitest setup, in the same install. Babel 7's presets, since
 * Jest's own @babel/core is 7: Babel 8's would bring a second core.
 */
const JEST_PACKAGES = [
  'jest@30.5.2',
  'jest-environment-jsdom@30.5.2',
  'jest-fixed-jsdom@0.0.11',
  '@babel/preset-typescript@7.29.7',
  '@babel/preset-react@7.29.7',
];
/**
 * Both runners give a test 5 s, which fits an idle machine; this file runs beside the rest of the suite on 2 cores,
 * where the host's password and sign-in tests took longer (five runs of the host's tests at once: most failed so).
 */
const TEST_TIMEOUT = '--testTimeout=20000';

beforeAll(async () => {
  await Promise.all([
    installHost('kit', work, {
      react: true,
      packages: ['msw', '@testing-library/react', '@testing-library/dom', '@testing-library/user-event', ...JEST_PACKAGES],
    }),
    installHost('provider', work, { packages: PROVIDER_PACKAGES }),
  ]);
  // The example docs/testing-kit.md links to, as the package ships it.
  await cp(path.join(kitDir, 'node_modules/latch/docs/examples/host-test'), path.join(kitDir, 'tests/example'), { recursive: true });
  await copyForJest(path.join(kitDir, 'tests'), path.join(kitDir, 'jest-tests'));
}, 180_000);
afterAll(() => rm(work, { recursive: true, force: true }));

/**
 * The host's tests as a Jest host has them: the same files, with the one change docs/testing-kit.md asks for, the
 * test functions imported from '@jest/globals' instead of 'vitest'. A test file with no such import, or two, stops
 * here rather than being half converted; one importing what Jest lacks (`vi`) fails under Jest.
 */
async function copyForJest(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await copyForJest(source, target);
    else if (!entry.name.endsWith('.test.tsx')) await cp(source, target);
    else {
      const text = await readFile(source, 'utf8');
      const [line, ...more] = text.match(/^import \{[^}]*\} from 'vitest';$/gm) ?? [];
      if (!line || more.length > 0) throw new Error(`${source}: expected one import from 'vitest'`);
      await writeFile(target, text.replace(line, line.replace("'vitest'", "'@jest/globals'")));
    }
  }
}

/** The outcome of a runner's JSON report (Vitest's mirrors Jest's): the names of the tests that passed and failed. */
async function reportOf(file: string) {
  const results = JSON.parse(await readFile(file, 'utf8')) as {
    testResults: { assertionResults: { fullName: string; status: string }[] }[];
  };
  const all = results.testResults.flatMap((result) => result.assertionResults);
  return {
    passed: all.filter((a) => a.status === 'passed').map((a) => a.fullName),
    failed: all.filter((a) => a.status !== 'passed').map((a) => a.fullName),
  };
}

/** A command in a host's folder: its output so far, a wait for a line of it, and how it ended. */
function inHost(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<{ code: number | null; out: string; err: string }>((resolve) => child.on('exit', (code) => resolve({ code, out, err })));
  return {
    exited,
    stop: () => child.kill('SIGTERM'),
    async waitFor(pattern: RegExp, timeoutMs = 20_000): Promise<RegExpExecArray> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = pattern.exec(out);
        if (found) return found;
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no ${pattern} in: ${out}${err}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

describe('the test kit in a host’s component tests', () => {
  it('runs under Vitest in jsdom and happy-dom: a module-scope client, drafts, the strength check, and the shipped example', async () => {
    // The host's tests with the repo's Vitest (the host's own would be the same version): only `latch` and the
    // libraries the doc names come from the host's node_modules.
    const report = path.join(work, 'kit-report.json');
    const { code, err } = await inHost(kitDir, process.execPath, [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--reporter=json',
      `--outputFile=${report}`,
      TEST_TIMEOUT,
    ]).exited;
    const { passed, failed } = await reportOf(report);
    expect(failed, err).toEqual([]);
    expect(code).toBe(0);
    // Four stumble tests and the example's three, in each environment.
    expect(passed.filter((name) => name.includes('(jsdom)'))).toHaveLength(4);
    expect(passed.filter((name) => name.includes('(happy-dom)'))).toHaveLength(4);
    expect(passed.filter((name) => name.startsWith('a host page with the login widget'))).toHaveLength(6);
  }, 120_000);

  it('the Jest configuration docs/testing-kit.md gives is the one the host runs (its `roots` aside)', async () => {
    const doc = await readFile(path.join(root, 'docs/testing-kit.md'), 'utf8');
    const block = /```js\n\/\/ jest\.config\.js[^\n]*\n([\s\S]*?)```/.exec(doc)?.[1];
    const hostConfig = await readFile(path.join(root, 'test/hosts/kit/jest.config.js'), 'utf8');
    // Line by line, comments left out, so the two can explain themselves differently.
    const code = (text: string) => text.split('\n').filter((line) => line.trim() && !line.trim().startsWith('//'));
    expect(code(hostConfig).filter((line) => !line.includes('roots:'))).toEqual(code(block ?? ''));
  });

  it('runs under Jest in jsdom, in its ESM mode, with the same tests importing from @jest/globals, and logs nothing', async () => {
    // The command Jest's docs give for ESM; the transform cache in the work folder, so each run starts cold as a
    // host's first run does and leaves nothing behind.
    const report = path.join(work, 'kit-jest-report.json');
    const { code, err } = await inHost(kitDir, process.execPath, [
      '--experimental-vm-modules',
      'node_modules/jest/bin/jest.js',
      '--json',
      `--outputFile=${report}`,
      `--cacheDirectory=${path.join(work, 'jest-cache')}`,
      TEST_TIMEOUT,
    ]).exited;
    const { passed, failed } = await reportOf(report);
    expect(failed, err).toEqual([]);
    expect(code).toBe(0);
    expect(passed.filter((name) => name.includes('(jsdom)'))).toHaveLength(4);
    expect(passed.filter((name) => name.startsWith('a host page with the login widget'))).toHaveLength(3);
    // Jest prints what a test logged, with its origin: React's act warnings, the widget's errors.
    expect(err).not.toMatch(/console\.(error|warn)/);
  }, 120_000);
});

describe('the local provider in a host', () => {
  it('npx latch-provider without its libraries says which to install, and exits 1', async () => {
    const { code, out, err } = await inHost(kitDir, 'npx', ['latch-provider', '--memory']).exited;
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toContain(`npm install --save-dev ${PROVIDER_PACKAGES.join(' ')}`);
  }, 30_000);

  it('latch-provider runs with the host flags, serves the API, the demo pages and the installed widget, and stops on SIGTERM', async () => {
    const provider = inHost(
      providerDir,
      // The bin npx runs, started itself: npm would end by the signal without waiting for it.
      path.join(providerDir, 'node_modules/.bin/latch-provider'),
      ['--memory', '--quiet', '--allowed-origin', 'http://localhost:5173', '--oauth-redirect-url', 'http://localhost:5173/auth'],
      { PORT: '0' },
    );
    const [, url] = await provider.waitFor(/latch local provider on (http:\/\/localhost:\d+)/);
    await provider.waitFor(/Press Ctrl-C to stop/);
    const status = async (path: string) => (await fetch(`${url}${path}`)).status;
    expect(await status('/sdk/v1/projects/bootstrap/public-token-test-5a1d0c4e-latch-local-dev')).toBe(200);
    // The demo page, its script (copied into the package beside the provider) and the widget build of the package.
    expect([await status('/'), await status('/demo/assets/demo.js'), await status('/widget/vanilla/index.js')]).toEqual([200, 200, 200]);
    provider.stop();
    const { code, out } = await provider.exited;
    expect(code).toBe(0);
    expect(out).toMatch(/origins {8}http:\/\/localhost:\d+, http:\/\/localhost:5173\n/);
    // The host's URL first (the default), then the demo's account page (an OAuth login return of its own) and pages.
    expect(out).toContain(
      `OAuth returns  login: http://localhost:5173/auth, ${url}/account, the demo page; sign-up: http://localhost:5173/auth, the demo page`,
    );
    expect(out).toContain('e.g. npx latch-provider --allowed-origin');
  }, 30_000);

  it('startProvider from latch/testing/e2e: in memory on a free port, a call made to fail, the inbox, an unknown path refused', async () => {
    const { stdout } = await run(process.execPath, ['faults.js'], { cwd: providerDir });
    const seen = JSON.parse(stdout) as Record<string, unknown>;
    expect(seen).toMatchObject({
      failed: { status: 503, body: { status_code: 503, error_type: 'service_unavailable', error_message: 'Down for the test.' } },
      sent: 200,
      projectName: 'Host project',
    });
    expect(seen.url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(seen.code).toMatch(/^\d{6}$/);
    expect(seen.refused).toContain('there is no route /sdk/v1/otps/pigeon/login_or_create on this provider');
  }, 30_000);
});
