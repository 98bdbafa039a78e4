import { newId } from '../auth/tokens';
import type { Db } from './db';

export type UserStatus = 'active' | 'pending';

export interface UserRow {
  user_id: string;
  created_at: string;
  status: UserStatus;
  name: string;
  trusted_metadata: string;
  untrusted_metadata: string;
  password_id: string | null;
  password_hash: string | null;
  password_requires_reset: number;
}

export class Users {
  constructor(private readonly db: Db) {}

  create(now: Date, status: UserStatus = 'pending'): UserRow {
    const userId = newId('user');
    const name = JSON.stringify({ first_name: '', middle_name: '', last_name: '' });
    this.db.run(
      `INSERT INTO users (user_id, created_at, status, name, trusted_metadata, untrusted_metadata)
       VALUES (?, ?, ?, ?, '{}', '{}')`,
      [userId, now.toISOString(), status, name],
    );
    return this.require(userId);
  }

  get(userId: string): UserRow | undefined {
    return this.db.get<UserRow>('SELECT * FROM users WHERE user_id = ?', [userId]);
  }

  require(userId: string): UserRow {
    const user = this.get(userId);
    if (!user) throw new Error(`user ${userId} vanished`);
    return user;
  }

  activate(userId: string): void {
    this.db.run(`UPDATE users SET status = 'active' WHERE user_id = ? AND status != 'active'`, [userId]);
  }

  setPassword(userId: string, hash: string): void {
    const user = this.require(userId);
    this.db.run('UPDATE users SET password_id = ?, password_hash = ?, password_requires_reset = 0 WHERE user_id = ?', [
      user.password_id ?? newId('password'),
      hash,
      userId,
    ]);
  }

  requirePasswordReset(userId: string): void {
    this.db.run('UPDATE users SET password_requires_reset = 1 WHERE user_id = ?', [userId]);
  }

  setName(userId: string, name: { first_name: string; middle_name: string; last_name: string }): void {
    this.db.run('UPDATE users SET name = ? WHERE user_id = ?', [JSON.stringify(name), userId]);
  }

  setUntrustedMetadata(userId: string, metadata: Record<string, unknown>): void {
    this.db.run('UPDATE users SET untrusted_metadata = ? WHERE user_id = ?', [JSON.stringify(metadata), userId]);
  }
}
