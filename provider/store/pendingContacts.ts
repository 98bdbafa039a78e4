import type { Db } from './db';
import { newFactorId } from './factors';

export type ContactKind = 'email' | 'phone_number';

/** An address `send/secondary` named for a signed-in user, waiting for its link or code. */
export interface PendingContact {
  /** Handed out as the method_id; the contact keeps it as its factor id once proven. */
  pending_id: string;
  user_id: string;
  kind: ContactKind;
  value: string;
}

/**
 * Contacts nobody has proven yet belong to no one: they are kept apart from `factors`, so users/search, sign-ups
 * and logins never see them, and they join the asking user only when their link or code is used.
 */
export class PendingContacts {
  constructor(private readonly db: Db) {
    // Its own table, created on first use, so the feature adds no line to the shared schema.
    db.run(`CREATE TABLE IF NOT EXISTS pending_contacts (
      pending_id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      kind TEXT NOT NULL,
      value TEXT NOT NULL,
      UNIQUE (user_id, kind, value)
    )`);
  }

  /** The same user asking for the same address again gets the same id, so a resent code replaces the last one. */
  open(userId: string, kind: ContactKind, value: string): PendingContact {
    const existing = this.db.get<PendingContact>('SELECT * FROM pending_contacts WHERE user_id = ? AND kind = ? AND value = ?', [userId, kind, value]);
    if (existing) return existing;
    const pending: PendingContact = { pending_id: newFactorId(kind), user_id: userId, kind, value };
    this.db.run('INSERT INTO pending_contacts (pending_id, user_id, kind, value) VALUES (?, ?, ?, ?)', [
      pending.pending_id,
      userId,
      kind,
      value,
    ]);
    return pending;
  }

  /** Removes and returns the pending contact: it is proven (or refused) once. */
  take(pendingId: string): PendingContact | undefined {
    const pending = this.db.get<PendingContact>('SELECT * FROM pending_contacts WHERE pending_id = ?', [pendingId]);
    if (pending) this.db.run('DELETE FROM pending_contacts WHERE pending_id = ?', [pendingId]);
    return pending;
  }
}
