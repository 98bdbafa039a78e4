// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Db, SaveError } from './db';
import * as durableFile from './durableFile';

// The real writer, wrapped so a test can count writes and hold one open or make it fail.
vi.mock('./durableFile', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./durableFile')>();
  return { ...actual, writeDurably: vi.fn(actual.writeDurably) };
});
const writes = vi.mocked(durableFile.writeDurably);
const { writeDurably: realWrite } = await vi.importActual<typeof import('./durableFile')>('./durableFile');

const open: Db[] = [];
const folders: string[] = [];
async function fileDb() {
  const folder = mkdtempSync(join(tmpdir(), 'latch-db-'));
  folders.push(folder);
  const file = join(folder, 'latch.sqlite');
  const db = await Db.open(file);
  open.push(db);
  return { db, file };
}

const addMeta = (db: Db, key: string) => db.durably(async () => void db.run('INSERT INTO meta (key, value) VALUES (?, ?)', [key, key]));
/** What a fresh reader finds in the file right now. */
const keysOnDisk = async (file: string) => {
  if (!existsSync(file)) return [];
  const SQL = await initSqlJs();
  const db = new SQL.Database(readFileSync(file));
  try {
    return db.exec('SELECT key FROM meta ORDER BY key')[0]?.values.map(([key]) => key) ?? [];
  } finally {
    db.close();
  }
};
const settled = (promise: Promise<unknown>) => {
  const state = { done: false };
  promise.then(
    () => (state.done = true),
    () => (state.done = true),
  );
  return state;
};

beforeEach(() => {
  writes.mockClear();
});

afterEach(async () => {
  writes.mockImplementation(realWrite);
  await Promise.all(open.splice(0).map((db) => db.close()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('Db durability', () => {
  it('resolves a unit of work only once its change is in the file', async () => {
    const { db, file } = await fileDb();
    await addMeta(db, 'a');
    expect(await keysOnDisk(file)).toEqual(['a']);
  });

  it('lets changes made during a write share the next one, and never holds up work that changed nothing', async () => {
    const { db, file } = await fileDb();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    writes.mockImplementationOnce(async (path, bytes) => {
      await held;
      return realWrite(path, bytes);
    });

    const first = settled(addMeta(db, 'a'));
    await vi.waitFor(() => expect(writes).toHaveBeenCalledTimes(1));
    const during = ['b', 'c', 'd', 'e'].map((key) => addMeta(db, key));
    const duringState = during.map(settled);
    // A read while the write is held answers straight away, and sees the unsaved changes.
    expect(await db.durably(async () => db.all('SELECT key FROM meta'))).toHaveLength(5);
    await new Promise((resolve) => setImmediate(resolve));
    expect([first.done, ...duringState.map((state) => state.done)]).toEqual([false, false, false, false, false]);

    release();
    await Promise.all(during);
    expect(first.done).toBe(true);
    expect(writes).toHaveBeenCalledTimes(2);
    expect(await keysOnDisk(file)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('rejects every waiter of a failed write, keeps the change in memory and saves it with the next write', async () => {
    const { db, file } = await fileDb();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    writes.mockRejectedValueOnce(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }));

    const failed = await Promise.allSettled([addMeta(db, 'a'), addMeta(db, 'b')]);
    expect(failed.map((result) => result.status === 'rejected' && result.reason instanceof SaveError)).toEqual([true, true]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0])).toContain('ENOSPC');
    log.mockRestore();
    expect(db.all('SELECT key FROM meta ORDER BY key')).toEqual([{ key: 'a' }, { key: 'b' }]);
    expect(await keysOnDisk(file)).toEqual([]);

    await addMeta(db, 'c');
    expect(await keysOnDisk(file)).toEqual(['a', 'b', 'c']);
  });

  it('saves changes made outside any unit of work without being asked, and everything at close', async () => {
    const { db, file } = await fileDb();
    db.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['startup', 'x']);
    await vi.waitFor(async () => expect(await keysOnDisk(file)).toEqual(['startup']));
    const closing = db.durably(async () => void db.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['last', 'y']));
    await db.close();
    open.splice(open.indexOf(db), 1);
    await closing;
    expect(await keysOnDisk(file)).toEqual(['last', 'startup']);
  });

  it('never touches the disk in memory', async () => {
    const db = await Db.open();
    await db.durably(async () => void db.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['a', 'a']));
    await db.close();
    expect(writes).not.toHaveBeenCalled();
  });
});
