import { randomToken, sha256 } from '../auth/tokens';
import type { Db } from './db';

/**
 * OAuth attach tokens (POST /oauth/attach) and the starts they named: a signed-in user's next start at a provider
 * joins that provider's account to them instead of signing in or up whoever it is. Bearer secrets, so only their
 * hashes are kept; the tables are made on first use, so the feature adds no line to the shared schema.
 */
export class OAuthAttachments {
  constructor(private readonly db: Db) {
    db.run(`CREATE TABLE IF NOT EXISTS oauth_attach_tokens (
      token_hash TEXT PRIMARY KEY,
      provider TEXT NOT NULL,
      user_id TEXT NOT NULL,
      expires_at TEXT NOT NULL
    )`);
    db.run(`CREATE TABLE IF NOT EXISTS oauth_attached_requests (
      request_hash TEXT PRIMARY KEY,
      user_id TEXT NOT NULL
    )`);
  }

  issue(provider: string, userId: string, expiresAt: Date): string {
    const token = randomToken();
    this.db.run('INSERT INTO oauth_attach_tokens (token_hash, provider, user_id, expires_at) VALUES (?, ?, ?, ?)', [
      sha256(token),
      provider,
      userId,
      expiresAt.toISOString(),
    ]);
    return token;
  }

  /** Spends the token on its start: the user it names, when it is live and for this provider; undefined otherwise. */
  take(token: string, provider: string, now: Date): string | undefined {
    const row = this.db.get<{ provider: string; user_id: string; expires_at: string }>('SELECT * FROM oauth_attach_tokens WHERE token_hash = ?', [
      sha256(token),
    ]);
    this.db.run('DELETE FROM oauth_attach_tokens WHERE token_hash = ?', [sha256(token)]);
    return row && row.provider === provider && new Date(row.expires_at) > now ? row.user_id : undefined;
  }

  /** The start (by its consent request id) joins the provider's account to this user. */
  markRequest(requestId: string, userId: string): void {
    this.db.run('INSERT INTO oauth_attached_requests (request_hash, user_id) VALUES (?, ?)', [sha256(requestId), userId]);
  }

  /** The user a start was made to join, read once as its consent is answered. */
  takeRequest(requestId: string): string | undefined {
    const row = this.db.get<{ user_id: string }>('SELECT user_id FROM oauth_attached_requests WHERE request_hash = ?', [sha256(requestId)]);
    this.db.run('DELETE FROM oauth_attached_requests WHERE request_hash = ?', [sha256(requestId)]);
    return row?.user_id;
  }
}
