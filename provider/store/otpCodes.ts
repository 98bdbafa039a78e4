import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../auth/tokens';
import type { Db } from './db';

export type OtpChannel = 'email' | 'sms' | 'whatsapp';

export interface OtpCode {
  method_id: string;
  user_id: string;
  channel: OtpChannel;
  code_hash: string;
  salt: string;
  expires_at: string;
  failed_attempts: number;
}

const hashCode = (code: string, salt: string) => createHmac('sha256', salt).update(code).digest('hex');

/** At most one live code per method (email_id or phone_id): a new send replaces the previous code. */
export class OtpCodes {
  constructor(private readonly db: Db) {}

  put(methodId: string, userId: string, channel: OtpChannel, code: string, expiresAt: Date): void {
    const salt = randomBytes(16).toString('hex');
    this.db.run(
      `INSERT OR REPLACE INTO otp_codes (method_id, user_id, channel, code_hash, salt, expires_at, failed_attempts)
       VALUES (?, ?, ?, ?, ?, ?, 0)`,
      [methodId, userId, channel, hashCode(code, salt), salt, expiresAt.toISOString()],
    );
  }

  get(methodId: string): OtpCode | undefined {
    return this.db.get<OtpCode>('SELECT * FROM otp_codes WHERE method_id = ?', [methodId]);
  }

  matches(otp: OtpCode, code: string): boolean {
    return safeEqual(hashCode(code, otp.salt), otp.code_hash);
  }

  recordFailure(methodId: string): number {
    this.db.run('UPDATE otp_codes SET failed_attempts = failed_attempts + 1 WHERE method_id = ?', [methodId]);
    return this.get(methodId)?.failed_attempts ?? 0;
  }

  remove(methodId: string): void {
    this.db.run('DELETE FROM otp_codes WHERE method_id = ?', [methodId]);
  }
}
