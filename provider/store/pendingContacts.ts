import type { Db } from './db';
import { newFactorId } from './factors';

export type ContactKind = 'email' | 'phone_number';

/**
 * How long an address named by `send/secondary` may wait for its link or code: the spec's default magic-link
 * lifetime (SPEC §9, 30 minutes; an OTP's 5 fit inside it). A link asked for with a longer life still cannot join
 * the contact after this, so an unproven address cannot be held for days.
 */
export const PENDING_CONTACT_MINUTES = 30;

/** An address `send/secondary` named for a signed-in user, waiting for its link or code. */
export interface PendingContact {
  /** Handed out as the method_id; the contact keeps it as its factor id once proven. */
  pending_id: string;
  user_id: string;
  kind: ContactKind;
  value: string;
  /** ISO time after which it can no longer join anyone. */
  expires_at: string;
}

/**
 * Contacts nobody has proven yet belong to no one: they are kept apart from `factors`, so users/search, sign-ups
 * and logins never see them, and they join the asking user only when their link or code is used in time.
 */
export class PendingContacts {
  constructor(private readonly db: Db) {
    // Its own table, created on first use, so the feature adds no line to the shared schema.
    db.run(`CREATE TABLE IF NOT EXISTS pending_contacts (
      pending_id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      kind TEXT NOT NULL,
      value TEXT NOT NULL,
      expires_at TEXT NOT NULL DEFAULT '',
      UNIQUE (user_id, kind, value)
    )`);
    // A database written before contacts expired: its waiting rows get no time left (the empty string sorts first).
    if (!db.all<{ name: string }>('PRAGMA table_info(pending_contacts)').some((column) => column.name === 'expires_at')) {
      db.run("ALTER TABLE pending_contacts ADD COLUMN expires_at TEXT NOT NULL DEFAULT ''");
    }
  }

  /**
   * Starts (or restarts, on a resend) the wait. The same user asking for the same address again gets the same id,
   * so a resent code replaces the last one.
   */
  open(userId: string, kind: ContactKind, value: string, now: Date): PendingContact {
    this.db.run('DELETE FROM pending_contacts WHERE expires_at <= ?', [now.toISOString()]);
    const expires_at = new Date(now.getTime() + PENDING_CONTACT_MINUTES * 60_000).toISOString();
    const existing = this.db.get<PendingContact>('SELECT * FROM pending_contacts WHERE user_id = ? AND kind = ? AND value = ?', [
      userId,
      kind,
      value,
    ]);
    if (existing) {
      this.db.run('UPDATE pending_contacts SET expires_at = ? WHERE pending_id = ?', [expires_at, existing.pending_id]);
      return { ...existing, expires_at };
    }
    const pending: PendingContact = { pending_id: newFactorId(kind), user_id: userId, kind, value, expires_at };
    this.db.run('INSERT INTO pending_contacts (pending_id, user_id, kind, value, expires_at) VALUES (?, ?, ?, ?, ?)', [
      pending.pending_id,
      userId,
      kind,
      value,
      expires_at,
    ]);
    return pending;
  }

  /** Ends every wait the user started: none of them can join the user any more. */
  dropForUser(userId: string): void {
    this.db.run('DELETE FROM pending_contacts WHERE user_id = ?', [userId]);
  }

  /** Removes and returns the pending contact if it is still waiting: it is proven (or refused) once. */
  take(pendingId: string, now: Date): PendingContact | undefined {
    const pending = this.db.get<PendingContact>('SELECT * FROM pending_contacts WHERE pending_id = ?', [pendingId]);
    if (!pending) return undefined;
    this.db.run('DELETE FROM pending_contacts WHERE pending_id = ?', [pendingId]);
    return pending.expires_at > now.toISOString() ? pending : undefined;
  }
}
