import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens, magic-link, reset and impersonation tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as hashes, so a copied database file logs no one in. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const newId = (prefix: string) => `${prefix}-test-${randomUUID()}`;

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
