// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startProvider } from '../app';
import type { RunningProvider } from '../app';
import { STRONG_PASSWORD } from '../testkit';

const running: RunningProvider[] = [];
const folders: string[] = [];
const newFolder = () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'latch-durable-'));
  folders.push(dataDir);
  return dataDir;
};
async function start(dataDir: string) {
  const provider = await startProvider({ port: 0, dataDir, quiet: true, scryptCost: 1024 });
  running.push(provider);
  return provider;
}

async function post(provider: RunningProvider, path: string, body: unknown) {
  const response = await fetch(`${provider.url}/sdk/v1${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${provider.publicToken}:${provider.publicToken}`).toString('base64')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

const signUp = (provider: RunningProvider, email: string) => post(provider, '/passwords', { email, password: STRONG_PASSWORD });
const userType = async (provider: RunningProvider, email: string) => (await post(provider, '/users/search', { email })).json.data.userType;

/** The emails a fresh reader finds in the database file at this moment. */
async function emailsOnDisk(dataDir: string) {
  const SQL = await initSqlJs();
  const db = new SQL.Database(readFileSync(join(dataDir, 'latch.sqlite')));
  try {
    return db.exec(`SELECT value FROM factors WHERE kind = 'email' ORDER BY value`)[0]?.values.flat() ?? [];
  } finally {
    db.close();
  }
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((provider) => provider.close()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('answering only what is saved', () => {
  it('has a sign-up in the database file by the time it answers 200', async () => {
    const dataDir = newFolder();
    const provider = await start(dataDir);
    const answers = await Promise.all(['a@example.com', 'b@example.com', 'c@example.com'].map((email) => signUp(provider, email)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await emailsOnDisk(dataDir)).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });

  it('answers a failed write with the JSON error, keeps serving from memory and saves with the next write', async () => {
    const dataDir = newFolder();
    const provider = await start(dataDir);
    expect((await signUp(provider, 'first@example.com')).status).toBe(200);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A folder where the write's temp file goes makes the write fail as a full or read-only disk would, even as root.
    const blocker = join(dataDir, `latch.sqlite.${process.pid}.tmp`);
    mkdirSync(blocker);

    const failed = await signUp(provider, 'unsaved@example.com');
    expect(failed.status).toBe(500);
    expect(failed.json).toMatchObject({
      status_code: 500,
      error_type: 'internal_server_error',
      error_message: 'The provider could not save the change to its database. Try again.',
      error_url: 'https://stytch.com/docs/api/errors/internal_server_error',
    });
    expect(failed.json.request_id).toMatch(/^request-id-test-/);
    expect(log.mock.calls.map(String).join('\n')).toContain('could not save the database');
    expect(await userType(provider, 'unsaved@example.com')).toBe('password');
    expect(await emailsOnDisk(dataDir)).toEqual(['first@example.com']);

    rmSync(blocker, { recursive: true });
    expect((await signUp(provider, 'later@example.com')).status).toBe(200);
    expect(await emailsOnDisk(dataDir)).toEqual(['first@example.com', 'later@example.com', 'unsaved@example.com']);
  });
});
