import { randomToken, sha256 } from '../auth/tokens';
import type { Db } from './db';

export type LinkKind = 'magic_link' | 'reset_password' | 'impersonation';

export interface LinkToken {
  kind: LinkKind;
  user_id: string;
  /** The email the link was sent to, when there is one. */
  factor_id: string | null;
  expires_at: string;
  code_challenge: string | null;
  used_at: string | null;
}

/** Single-use bearer tokens that travel in a link or from a dev tool; only their hash is stored. */
export class LinkTokens {
  constructor(private readonly db: Db) {}

  issue(kind: LinkKind, userId: string, factorId: string | null, expiresAt: Date, codeChallenge?: string): string {
    const token = randomToken();
    this.db.run('INSERT INTO link_tokens (token_hash, kind, user_id, factor_id, expires_at, code_challenge) VALUES (?, ?, ?, ?, ?, ?)', [
      sha256(token),
      kind,
      userId,
      factorId,
      expiresAt.toISOString(),
      codeChallenge ?? null,
    ]);
    return token;
  }

  find(kind: LinkKind, token: string): LinkToken | undefined {
    return this.db.get<LinkToken>('SELECT * FROM link_tokens WHERE token_hash = ? AND kind = ?', [sha256(token), kind]);
  }

  /** Returns false when another request used the token first. */
  markUsed(token: string, now: Date): boolean {
    return this.db.run('UPDATE link_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL', [now.toISOString(), sha256(token)]) > 0;
  }
}
