import type { Db } from './db';

/** Small named values that must survive a restart, such as the JWT signing key. */
export class Meta {
  constructor(private readonly db: Db) {}

  get(key: string): string | undefined {
    return this.db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [key])?.value;
  }

  set(key: string, value: string): void {
    this.db.run('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', [key, value]);
  }
}
