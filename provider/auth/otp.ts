import { randomInt } from 'node:crypto';

export const OTP_MAX_FAILED_ATTEMPTS = 5;
export const DEFAULT_OTP_EXPIRY_MINUTES = 5;

export const newOtpCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
