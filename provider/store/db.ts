import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import initSqlJs from 'sql.js';
import type { Database as SqlDatabase, SqlValue } from 'sql.js';
import { removeStaleTempFiles, writeDurably } from './durableFile';
import { SCHEMA } from './schema';

export type Params = SqlValue[];
export type Row = Record<string, SqlValue>;

/** A change that could not be written to disk; it is still in memory and goes out with the next write. */
export class SaveError extends Error {}

/**
 * sql.js keeps the whole database in memory. A file-backed store writes all of it out, durably (see durableFile.ts),
 * with group commit: one write at a time, and every change made while a write is under way waits for the next one,
 * which carries them all. Each change bumps `version`; `saved` is the newest version known to be on disk.
 */
export class Db {
  private version = 0;
  private saved = 0;
  private writing: { version: number; done: Promise<void> } | undefined;
  private background: NodeJS.Immediate | undefined;
  /** The changes of the unit of work in progress (a request), so it can wait for exactly those. */
  private readonly work = new AsyncLocalStorage<{ version: number }>();

  private constructor(
    private readonly sql: SqlDatabase,
    private readonly file: string | undefined,
  ) {}

  static async open(file?: string): Promise<Db> {
    const SQL = await initSqlJs();
    if (file) removeStaleTempFiles(file);
    const data = file && existsSync(file) ? readFileSync(file) : undefined;
    const db = new Db(new SQL.Database(data), file);
    db.sql.exec(SCHEMA);
    return db;
  }

  run(sql: string, params: Params = []): number {
    this.sql.run(sql, params);
    const changed = this.sql.getRowsModified();
    if (changed > 0) {
      this.version += 1;
      const work = this.work.getStore();
      if (work) work.version = this.version;
      else this.saveSoon();
    }
    return changed;
  }

  get<T = Row>(sql: string, params: Params = []): T | undefined {
    return this.all<T>(sql, params)[0];
  }

  all<T = Row>(sql: string, params: Params = []): T[] {
    const statement = this.sql.prepare(sql, params);
    const rows: T[] = [];
    try {
      while (statement.step()) rows.push(statement.getAsObject() as T);
    } finally {
      statement.free();
    }
    return rows;
  }

  /**
   * Runs `work` and then waits until every change it made is on disk; work that changed nothing never waits.
   * Rejects with a SaveError when the write fails.
   */
  async durably<T>(work: () => Promise<T>): Promise<T> {
    // In memory there is nothing to wait for; and not entering the async context keeps Node 20 from hooking every
    // promise of the process (the tests' providers, each in a worker with the tests themselves).
    if (!this.file) return work();
    const mine = { version: 0 };
    const result = await this.work.run(mine, work);
    await this.saveUpTo(mine.version);
    return result;
  }

  /** Resolves once every change up to `version` (default: all so far) is on disk; at once for an in-memory store. */
  saveUpTo(version = this.version): Promise<void> {
    if (!this.file || this.saved >= version) return Promise.resolve();
    if (!this.writing) return this.startWrite(this.file);
    if (this.writing.version >= version) return this.writing.done;
    // The write under way was taken before this change. When it ends, the first waiter starts the next write, with
    // every change made meanwhile, and the other waiters find their version covered by it: one write for them all.
    return this.writing.done.catch(() => {}).then(() => this.saveUpTo(version));
  }

  async close(): Promise<void> {
    clearImmediate(this.background);
    // Requests still finishing may change something while the last write runs.
    while (this.file && this.saved < this.version) await this.saveUpTo();
    this.sql.close();
  }

  private startWrite(file: string): Promise<void> {
    const version = this.version;
    // export() is synchronous, so the bytes hold exactly the changes up to `version`.
    const done = writeDurably(file, this.sql.export())
      .then(
        () => {
          this.saved = Math.max(this.saved, version);
        },
        (error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          console.error(`[provider] could not save the database (the changes stay in memory for the next try): ${reason}`);
          throw new SaveError(reason, { cause: error });
        },
      )
      .finally(() => {
        this.writing = undefined;
      });
    this.writing = { version, done };
    return done;
  }

  /** Changes made outside any request (the signing key at start-up) are saved right after, with nobody waiting. */
  private saveSoon(): void {
    if (!this.file || this.background) return;
    this.background = setImmediate(() => {
      this.background = undefined;
      // A failure is logged by startWrite and retried with the next change or at close.
      this.saveUpTo().catch(() => {});
    });
  }
}
