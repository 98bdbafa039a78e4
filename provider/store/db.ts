import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import initSqlJs from 'sql.js';
import type { Database as SqlDatabase, SqlValue } from 'sql.js';
import { SCHEMA } from './schema';

export type Params = SqlValue[];
export type Row = Record<string, SqlValue>;

/**
 * sql.js keeps the whole database in memory; a file-backed store writes it out after changes,
 * batched, and always through a temp file and a rename so a crash never leaves a torn file.
 */
export class Db {
  private dirty = false;
  private timer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly sql: SqlDatabase,
    private readonly file: string | undefined,
  ) {}

  static async open(file?: string): Promise<Db> {
    const SQL = await initSqlJs();
    const data = file && existsSync(file) ? readFileSync(file) : undefined;
    const db = new Db(new SQL.Database(data), file);
    db.sql.exec(SCHEMA);
    return db;
  }

  run(sql: string, params: Params = []): number {
    this.sql.run(sql, params);
    const changed = this.sql.getRowsModified();
    if (changed > 0) this.markDirty();
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

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.file || !this.dirty) return;
    this.dirty = false;
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, this.sql.export());
    renameSync(temp, this.file);
  }

  close(): void {
    this.flush();
    this.sql.close();
  }

  private markDirty(): void {
    this.dirty = true;
    if (!this.file || this.timer) return;
    this.timer = setTimeout(() => {
      try {
        this.flush();
      } catch (error) {
        // A failed background write must not take the server down; the data stays dirty for the next try.
        this.dirty = true;
        console.error('[provider] could not save the database:', error instanceof Error ? error.message : error);
      }
    }, 100);
    this.timer.unref();
  }
}
