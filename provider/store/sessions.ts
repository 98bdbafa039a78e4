import { newId, randomToken, sha256 } from '../auth/tokens';
import type { Db } from './db';

/** One entry of a session's `authentication_factors` (CONTRACT §4), e.g. with an `email_factor` sub-object. */
export interface AuthFactor {
  type: string;
  delivery_method: string;
  last_authenticated_at: string;
  [subObject: string]: unknown;
}

export interface SessionAttributes {
  ip_address: string;
  user_agent: string;
}

export interface SessionRecord {
  session_id: string;
  user_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  attributes: SessionAttributes;
  factors: AuthFactor[];
}

interface SessionRow extends Omit<SessionRecord, 'attributes' | 'factors'> {
  attributes: string;
  factors: string;
}

const fromRow = (row: SessionRow): SessionRecord => ({
  session_id: row.session_id,
  user_id: row.user_id,
  started_at: row.started_at,
  last_accessed_at: row.last_accessed_at,
  expires_at: row.expires_at,
  attributes: JSON.parse(row.attributes),
  factors: JSON.parse(row.factors),
});

export class Sessions {
  constructor(private readonly db: Db) {}

  create(userId: string, now: Date, expiresAt: Date, attributes: SessionAttributes, factors: AuthFactor[]) {
    const token = randomToken();
    const sessionId = newId('session');
    this.db.run(
      `INSERT INTO sessions (session_id, user_id, token_hash, started_at, last_accessed_at, expires_at, attributes, factors)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        sessionId,
        userId,
        sha256(token),
        now.toISOString(),
        now.toISOString(),
        expiresAt.toISOString(),
        JSON.stringify(attributes),
        JSON.stringify(factors),
      ],
    );
    return { token, session: this.require(sessionId) };
  }

  findByToken(token: string): SessionRecord | undefined {
    const row = this.db.get<SessionRow>('SELECT * FROM sessions WHERE token_hash = ?', [sha256(token)]);
    return row && fromRow(row);
  }

  require(sessionId: string): SessionRecord {
    const row = this.db.get<SessionRow>('SELECT * FROM sessions WHERE session_id = ?', [sessionId]);
    if (!row) throw new Error(`session ${sessionId} vanished`);
    return fromRow(row);
  }

  update(session: SessionRecord): SessionRecord {
    this.db.run('UPDATE sessions SET last_accessed_at = ?, expires_at = ?, factors = ? WHERE session_id = ?', [
      session.last_accessed_at,
      session.expires_at,
      JSON.stringify(session.factors),
      session.session_id,
    ]);
    return this.require(session.session_id);
  }

  revoke(sessionId: string): void {
    this.db.run('DELETE FROM sessions WHERE session_id = ?', [sessionId]);
  }

  revokeAllForUser(userId: string, exceptSessionId = ''): void {
    this.db.run('DELETE FROM sessions WHERE user_id = ? AND session_id != ?', [userId, exceptSessionId]);
  }
}
