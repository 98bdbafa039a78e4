import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../build/metafile.js';
import { startProvider, type RunningProvider } from '../../provider/app.js';
import { STRONG_PASSWORD } from '../../provider/testkit.js';
import { startNodeServer, type NodeServer } from '../hosts/nodeServer.js';
import { installHost } from '../hosts/package.js';

const run = promisify(execFile);

/**
 * A host's server from the packed package, with no browser: a Hono API (test/hosts/node-server/server.js) whose routes
 * read the widget's cookies through latch/server, and a Node script that signs in on latch/core and prints the cookies
 * a browser would then send. Both installed from `npm pack` as the other host tests install theirs.
 */
const PROJECT_ID = 'project-test-server-host';
/** How long the sign-in script may take, its sign-up included; a refresh timer that held it open would take 180 s. */
const SCRIPT_EXIT_MS = 15_000;

const work = mkdtempSync(path.join(tmpdir(), 'latch-server-host-'));
let provider: RunningProvider;
let hostDir: string;
let api: NodeServer | undefined;

beforeAll(async () => {
  [provider, hostDir] = await Promise.all([
    startProvider({ port: 0, memory: true, quiet: true, config: { projectId: PROJECT_ID } }),
    installHost('node-server', work, { packages: ['hono', '@hono/node-server', '@types/node'] }),
  ]);
  api = await startNodeServer('server.js', {
    cwd: hostDir,
    env: { LATCH_PROJECT_ID: PROJECT_ID, LATCH_PUBLIC_TOKEN: provider.publicToken, LATCH_BASE_URL: provider.url, PORT: '0' },
  });
}, 120_000);
afterAll(async () => {
  await api?.stop();
  await provider?.close();
  await rm(work, { recursive: true, force: true });
});

interface SignedIn {
  userId: string;
  tokens: { session_token: string; session_jwt: string };
  /** How long the script ran, from spawn to exit. */
  ms: number;
}

/** Runs the sign-in script in its own Node process; it fails (killed) if the process has not exited in time. */
async function signIn(email: string): Promise<SignedIn> {
  const started = performance.now();
  const { stdout } = await run(process.execPath, ['signIn.js'], {
    cwd: hostDir,
    timeout: SCRIPT_EXIT_MS,
    env: {
      PATH: process.env.PATH ?? '',
      LATCH_PUBLIC_TOKEN: provider.publicToken,
      LATCH_BASE_URL: provider.url,
      EMAIL: email,
      PASSWORD: STRONG_PASSWORD,
    },
  });
  return { ...(JSON.parse(stdout) as Omit<SignedIn, 'ms'>), ms: performance.now() - started };
}

/** The Cookie header a browser sends once the widget wrote the session (CONTRACT §7: values URI-encoded). */
const cookiesOf = ({ tokens }: SignedIn) =>
  `stytch_session=${encodeURIComponent(tokens.session_token)}; stytch_session_jwt=${encodeURIComponent(tokens.session_jwt)}`;

const get = async (route: string, cookie?: string) => {
  const response = await fetch(`${api!.url}${route}`, cookie ? { headers: { cookie } } : {});
  return { status: response.status, body: await response.json() };
};

describe('a Node host on latch/core and latch/server, from the packed package', () => {
  it('signs in from a script that never calls dispose() and still exits by itself', async () => {
    const signedIn = await signIn(`script+${Date.now()}@example.com`);
    expect(signedIn.userId).toMatch(/^user-test-/);
    expect(signedIn.tokens.session_jwt.split('.')).toHaveLength(3);
    expect(signedIn.ms).toBeLessThan(SCRIPT_EXIT_MS);
  });

  it('answers its protected route 401 without a session and with a forged one, and the user id with the cookies', async () => {
    const signedIn = await signIn(`route+${Date.now()}@example.com`);
    expect(await get('/api/me')).toEqual({ status: 401, body: { error: 'signed_out' } });
    expect(await get('/api/me', 'stytch_session_jwt=forged; stytch_session=forged')).toEqual({ status: 401, body: { error: 'signed_out' } });
    expect(await get('/api/me', cookiesOf(signedIn))).toEqual({ status: 200, body: { userId: signedIn.userId } });
    expect(await get('/api/account', cookiesOf(signedIn))).toEqual({ status: 200, body: { userId: signedIn.userId } });
  });

  it('refuses a revoked session at once on the route that asks the provider; the JWT route until the JWT expires', async () => {
    const signedIn = await signIn(`revoked+${Date.now()}@example.com`);
    const revoked = await fetch(`${provider.url}/sdk/v1/sessions/revoke`, {
      method: 'POST',
      headers: { authorization: `Basic ${btoa(`${provider.publicToken}:${signedIn.tokens.session_token}`)}` },
    });
    expect(revoked.status).toBe(200);
    expect(await get('/api/account', cookiesOf(signedIn))).toEqual({ status: 401, body: { error: 'refused_by_provider' } });
    expect(await get('/api/me', cookiesOf(signedIn))).toEqual({ status: 200, body: { userId: signedIn.userId } });
  });

  it("compiles both entries' public types in a Node project without the DOM lib (lib es2022, Node's types)", async () => {
    const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
    const options = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--lib', 'es2022', '--types', 'node', 'types.ts'];
    const output = await run(process.execPath, [tsc, ...options], { cwd: hostDir }).then(
      ({ stdout }) => stdout,
      (error: { stdout: string }) => error.stdout,
    );
    expect(output).toBe('');
  }, 60_000);
});
