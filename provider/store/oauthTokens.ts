import { randomToken, sha256 } from '../auth/tokens';
import type { Db } from './db';

/** A start the visitor has not yet answered on the consent page: what the start asked for, kept until then. */
export interface OAuthRequest {
  provider: string;
  code_challenge: string | null;
  login_redirect_url: string;
  signup_redirect_url: string;
  /** Space-separated. */
  scopes: string;
  /** The `provider_*` parameters, as JSON. */
  provider_params: string;
  expires_at: string;
}

/** What the token in a return URL stands for. */
export interface OAuthToken {
  provider: string;
  user_id: string;
  /** The user's registration with the provider (a factor of kind oauth). */
  factor_id: string;
  code_challenge: string | null;
  scopes: string;
  expires_at: string;
  used_at: string | null;
}

/**
 * Pending consents and issued OAuth tokens. Both are bearer secrets in a URL, so only their hashes are stored.
 * The tables are created on first use, so the product adds nothing to the shared schema.
 */
export class OAuthTokens {
  constructor(private readonly db: Db) {
    db.run(`CREATE TABLE IF NOT EXISTS oauth_requests (
      request_hash TEXT PRIMARY KEY,
      provider TEXT NOT NULL,
      code_challenge TEXT,
      login_redirect_url TEXT NOT NULL,
      signup_redirect_url TEXT NOT NULL,
      scopes TEXT NOT NULL,
      provider_params TEXT NOT NULL,
      expires_at TEXT NOT NULL
    )`);
    db.run(`CREATE TABLE IF NOT EXISTS oauth_tokens (
      token_hash TEXT PRIMARY KEY,
      provider TEXT NOT NULL,
      user_id TEXT NOT NULL,
      factor_id TEXT NOT NULL,
      code_challenge TEXT,
      scopes TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      used_at TEXT
    )`);
  }

  saveRequest(request: OAuthRequest): string {
    const id = randomToken();
    this.db.run(
      `INSERT INTO oauth_requests (request_hash, provider, code_challenge, login_redirect_url, signup_redirect_url, scopes, provider_params, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        sha256(id),
        request.provider,
        request.code_challenge,
        request.login_redirect_url,
        request.signup_redirect_url,
        request.scopes,
        request.provider_params,
        request.expires_at,
      ],
    );
    return id;
  }

  /** The live request, or undefined when it is unknown, answered or expired. */
  findRequest(id: string, now: Date): OAuthRequest | undefined {
    const request = this.db.get<OAuthRequest>('SELECT * FROM oauth_requests WHERE request_hash = ?', [sha256(id)]);
    return request && new Date(request.expires_at) > now ? request : undefined;
  }

  /** A request is answered once: returns false when another answer took it first. */
  answerRequest(id: string): boolean {
    return this.db.run('DELETE FROM oauth_requests WHERE request_hash = ?', [sha256(id)]) > 0;
  }

  issueToken(token: Omit<OAuthToken, 'used_at'>): string {
    const value = randomToken();
    this.db.run(
      'INSERT INTO oauth_tokens (token_hash, provider, user_id, factor_id, code_challenge, scopes, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [sha256(value), token.provider, token.user_id, token.factor_id, token.code_challenge, token.scopes, token.expires_at],
    );
    return value;
  }

  findToken(token: string): OAuthToken | undefined {
    return this.db.get<OAuthToken>('SELECT * FROM oauth_tokens WHERE token_hash = ?', [sha256(token)]);
  }

  /** Spends the token on its first use, whatever that use's outcome; false when it was already spent. */
  spendToken(token: string, now: Date): boolean {
    return this.db.run('UPDATE oauth_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL', [now.toISOString(), sha256(token)]) > 0;
  }
}
