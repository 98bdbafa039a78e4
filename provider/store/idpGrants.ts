import { randomToken, sha256 } from '../auth/tokens';
import type { Db } from './db';

/** What an authorization code stands for, fixed when the user answered the consent screen. */
export interface AuthorizationCode {
  client_id: string;
  redirect_uri: string;
  user_id: string;
  /** The session that answered the consent screen: the code, and the tokens it buys, last no longer than it. */
  session_id: string;
  /** Space-separated. */
  scope: string;
  nonce: string | null;
  /** base64url(SHA-256(verifier)): S256 is the only method accepted. */
  code_challenge: string;
  /** When the user last proved who they are, in seconds since the epoch (the id_token's auth_time). */
  auth_time: number;
  expires_at: string;
  used_at: string | null;
}

export interface AccessToken {
  client_id: string;
  user_id: string;
  session_id: string;
  scope: string;
  expires_at: string;
}

/**
 * The identity provider's grants: authorization codes, the access tokens issued for them and the consents users
 * gave. Codes and tokens are bearer secrets, so only their hashes are stored. Tables are created on first use, so
 * the product adds nothing to the shared schema.
 */
export class IdpGrants {
  constructor(private readonly db: Db) {
    db.run(`CREATE TABLE IF NOT EXISTS idp_codes (
      code_hash TEXT PRIMARY KEY,
      client_id TEXT NOT NULL,
      redirect_uri TEXT NOT NULL,
      user_id TEXT NOT NULL,
      session_id TEXT NOT NULL,
      scope TEXT NOT NULL,
      nonce TEXT,
      code_challenge TEXT NOT NULL,
      auth_time INTEGER NOT NULL,
      expires_at TEXT NOT NULL,
      used_at TEXT
    )`);
    db.run(`CREATE TABLE IF NOT EXISTS idp_access_tokens (
      token_hash TEXT PRIMARY KEY,
      code_hash TEXT NOT NULL,
      client_id TEXT NOT NULL,
      user_id TEXT NOT NULL,
      session_id TEXT NOT NULL,
      scope TEXT NOT NULL,
      expires_at TEXT NOT NULL
    )`);
    // A database written before grants were tied to sessions: its codes and tokens name no session, so none works.
    for (const table of ['idp_codes', 'idp_access_tokens']) {
      if (!db.all<{ name: string }>(`PRAGMA table_info(${table})`).some((column) => column.name === 'session_id')) {
        db.run(`ALTER TABLE ${table} ADD COLUMN session_id TEXT NOT NULL DEFAULT ''`);
      }
    }
    db.run(`CREATE TABLE IF NOT EXISTS idp_consents (
      user_id TEXT NOT NULL,
      client_id TEXT NOT NULL,
      scope TEXT NOT NULL,
      PRIMARY KEY (user_id, client_id)
    )`);
  }

  issueCode(grant: Omit<AuthorizationCode, 'used_at'>, now: Date): string {
    this.db.run('DELETE FROM idp_codes WHERE expires_at <= ?', [now.toISOString()]);
    const code = randomToken();
    this.db.run(
      `INSERT INTO idp_codes (code_hash, client_id, redirect_uri, user_id, session_id, scope, nonce, code_challenge, auth_time, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        sha256(code),
        grant.client_id,
        grant.redirect_uri,
        grant.user_id,
        grant.session_id,
        grant.scope,
        grant.nonce,
        grant.code_challenge,
        grant.auth_time,
        grant.expires_at,
      ],
    );
    return code;
  }

  findCode(code: string): AuthorizationCode | undefined {
    return this.db.get<AuthorizationCode>('SELECT * FROM idp_codes WHERE code_hash = ?', [sha256(code)]);
  }

  /** Returns false when another request redeemed the code first. */
  redeemCode(code: string, now: Date): boolean {
    return this.db.run('UPDATE idp_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL', [now.toISOString(), sha256(code)]) > 0;
  }

  /** RFC 6749 §4.1.2: a code presented twice may have been stolen, so what it already bought is withdrawn. */
  revokeTokensOf(code: string): void {
    this.db.run('DELETE FROM idp_access_tokens WHERE code_hash = ?', [sha256(code)]);
  }

  issueAccessToken(code: string, grant: AccessToken): string {
    const token = randomToken();
    this.db.run(
      'INSERT INTO idp_access_tokens (token_hash, code_hash, client_id, user_id, session_id, scope, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [sha256(token), sha256(code), grant.client_id, grant.user_id, grant.session_id, grant.scope, grant.expires_at],
    );
    return token;
  }

  /** A live token whose session is live too: a revoked, ended or expired session takes its tokens with it. */
  findAccessToken(token: string, now: Date): AccessToken | undefined {
    const found = this.db.get<AccessToken>('SELECT client_id, user_id, session_id, scope, expires_at FROM idp_access_tokens WHERE token_hash = ?', [
      sha256(token),
    ]);
    return found && new Date(found.expires_at) > now && this.sessionLive(found.session_id, now) ? found : undefined;
  }

  /** Sessions are deleted when revoked, and may linger past their expiry until next presented. */
  sessionLive(sessionId: string, now: Date): boolean {
    const session = this.db.get<{ expires_at: string }>('SELECT expires_at FROM sessions WHERE session_id = ?', [sessionId]);
    return session !== undefined && new Date(session.expires_at) > now;
  }

  consentedScopes(userId: string, clientId: string): Set<string> {
    const row = this.db.get<{ scope: string }>('SELECT scope FROM idp_consents WHERE user_id = ? AND client_id = ?', [userId, clientId]);
    return new Set(row ? row.scope.split(' ') : []);
  }

  /** Adds to what the user already allowed this client. */
  recordConsent(userId: string, clientId: string, scopes: string[]): void {
    const all = new Set([...this.consentedScopes(userId, clientId), ...scopes]);
    this.db.run('INSERT OR REPLACE INTO idp_consents (user_id, client_id, scope) VALUES (?, ?, ?)', [userId, clientId, [...all].join(' ')]);
  }
}
