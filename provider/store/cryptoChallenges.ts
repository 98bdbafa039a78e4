import type { Db } from './db';

export type CryptoWalletType = 'ethereum' | 'solana';

/** An issued challenge: the exact text to sign and, for SIWE, what that text must still say when it comes back. */
export interface CryptoChallenge {
  wallet_type: CryptoWalletType;
  address: string;
  message: string;
  nonce: string;
  /** The SIWE domain; null for a plain challenge. */
  siwe_domain: string | null;
  expires_at: string;
  /**
   * For a secondary start, the signed-in user the wallet joins once its owner has signed; null for a primary start.
   * Until then the wallet belongs to no one: a start alone proves nothing about who holds it.
   */
  user_id: string | null;
}

/**
 * At most one live challenge per wallet: a new start replaces the previous one, and `take` removes the challenge
 * as it reads it, so each challenge gets exactly one signature check. Expired challenges are dropped whenever a new
 * one is kept. Challenges are public text (the wallet shows them), so they are stored as they are.
 */
export class CryptoChallenges {
  constructor(private readonly db: Db) {
    // Its own table, created on first use, so the product adds no line to the shared schema.
    db.run(`CREATE TABLE IF NOT EXISTS crypto_challenges (
      wallet_type TEXT NOT NULL,
      address TEXT NOT NULL,
      message TEXT NOT NULL,
      nonce TEXT NOT NULL,
      siwe_domain TEXT,
      expires_at TEXT NOT NULL,
      user_id TEXT,
      PRIMARY KEY (wallet_type, address)
    )`);
    // A database written before challenges named their joining user gains the column (null: primary starts).
    const columns = db.all<{ name: string }>('PRAGMA table_info(crypto_challenges)').map((column) => column.name);
    if (!columns.includes('user_id')) db.run('ALTER TABLE crypto_challenges ADD COLUMN user_id TEXT');
  }

  put(challenge: CryptoChallenge, now: Date): void {
    // ISO 8601 UTC strings of one format sort as their instants do.
    this.db.run('DELETE FROM crypto_challenges WHERE expires_at <= ?', [now.toISOString()]);
    this.db.run(
      'INSERT OR REPLACE INTO crypto_challenges (wallet_type, address, message, nonce, siwe_domain, expires_at, user_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [challenge.wallet_type, challenge.address, challenge.message, challenge.nonce, challenge.siwe_domain, challenge.expires_at, challenge.user_id],
    );
  }

  take(walletType: CryptoWalletType, address: string): CryptoChallenge | undefined {
    const challenge = this.db.get<CryptoChallenge>('SELECT * FROM crypto_challenges WHERE wallet_type = ? AND address = ?', [walletType, address]);
    if (challenge) this.db.run('DELETE FROM crypto_challenges WHERE wallet_type = ? AND address = ?', [walletType, address]);
    return challenge;
  }
}
