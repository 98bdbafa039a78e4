import type { Db } from './db';

/**
 * Google ID tokens already turned into a sign-in, so each signs in once. Kept by a hash of the token's signed part
 * (header and payload), not of the whole string: an ECDSA signature has a second valid form, so the same credential
 * can be written two ways. A row lives until the credential expires; after that the signature check refuses it anyway.
 * The table is created on first use, so One Tap adds nothing to the shared schema.
 */
export class SpentGoogleCredentials {
  constructor(private readonly db: Db) {
    db.run('CREATE TABLE IF NOT EXISTS spent_google_credentials (credential_hash TEXT PRIMARY KEY, expires_at TEXT NOT NULL)');
  }

  /** True the first time a credential is spent, false on every later try. */
  spend(credentialHash: string, expiresAt: Date, now: Date): boolean {
    this.db.run('DELETE FROM spent_google_credentials WHERE expires_at <= ?', [now.toISOString()]);
    return (
      this.db.run('INSERT OR IGNORE INTO spent_google_credentials (credential_hash, expires_at) VALUES (?, ?)', [
        credentialHash,
        expiresAt.toISOString(),
      ]) > 0
    );
  }
}
