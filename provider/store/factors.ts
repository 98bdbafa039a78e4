import { newId } from '../auth/tokens';
import type { Db } from './db';

export type FactorKind = 'email' | 'phone_number' | 'totp' | 'crypto_wallet' | 'oauth' | 'webauthn_registration' | 'biometric_registration';

const ID_PREFIX: Record<FactorKind, string> = {
  email: 'email',
  phone_number: 'phone-number',
  totp: 'totp',
  crypto_wallet: 'crypto-wallet',
  oauth: 'oauth-user-registration',
  webauthn_registration: 'webauthn-registration',
  biometric_registration: 'biometric-registration',
};

export interface Factor {
  factor_id: string;
  user_id: string;
  kind: FactorKind;
  value: string;
  verified: boolean;
  data: Record<string, unknown>;
  created_at: string;
}

interface FactorRow extends Omit<Factor, 'verified' | 'data'> {
  verified: number;
  data: string;
}

export const newFactorId = (kind: FactorKind) => newId(ID_PREFIX[kind]);

const fromRow = (row: FactorRow): Factor => ({ ...row, verified: row.verified === 1, data: JSON.parse(row.data) });

export class Factors {
  constructor(private readonly db: Db) {}

  /** `factorId` is given only for a contact that was waiting for its proof under an id it already handed out. */
  add(userId: string, kind: FactorKind, value: string, now: Date, data: Record<string, unknown> = {}, factorId = newFactorId(kind)): Factor {
    this.db.run('INSERT INTO factors (factor_id, user_id, kind, value, verified, data, created_at) VALUES (?, ?, ?, ?, 0, ?, ?)', [
      factorId,
      userId,
      kind,
      value,
      JSON.stringify(data),
      now.toISOString(),
    ]);
    return this.require(factorId);
  }

  find(kind: FactorKind, value: string): Factor | undefined {
    const row = this.db.get<FactorRow>('SELECT * FROM factors WHERE kind = ? AND value = ?', [kind, value]);
    return row && fromRow(row);
  }

  get(factorId: string): Factor | undefined {
    const row = this.db.get<FactorRow>('SELECT * FROM factors WHERE factor_id = ?', [factorId]);
    return row && fromRow(row);
  }

  require(factorId: string): Factor {
    const factor = this.get(factorId);
    if (!factor) throw new Error(`factor ${factorId} vanished`);
    return factor;
  }

  forUser(userId: string, kind?: FactorKind): Factor[] {
    const rows = kind
      ? this.db.all<FactorRow>('SELECT * FROM factors WHERE user_id = ? AND kind = ? ORDER BY created_at, rowid', [userId, kind])
      : this.db.all<FactorRow>('SELECT * FROM factors WHERE user_id = ? ORDER BY created_at, rowid', [userId]);
    return rows.map(fromRow);
  }

  verify(factorId: string): void {
    this.db.run('UPDATE factors SET verified = 1 WHERE factor_id = ? AND verified = 0', [factorId]);
  }

  setData(factorId: string, data: Record<string, unknown>): void {
    this.db.run('UPDATE factors SET data = ? WHERE factor_id = ?', [JSON.stringify(data), factorId]);
  }

  /** Every factor of the user but `keptFactorId`. */
  removeAllBut(userId: string, keptFactorId: string): void {
    this.db.run('DELETE FROM factors WHERE user_id = ? AND factor_id != ?', [userId, keptFactorId]);
  }

  remove(userId: string, kind: FactorKind, factorId: string): boolean {
    return this.db.run('DELETE FROM factors WHERE user_id = ? AND kind = ? AND factor_id = ?', [userId, kind, factorId]) > 0;
  }
}
