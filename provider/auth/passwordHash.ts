import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
/** Production strength; tests pass a lower cost so a hash takes milliseconds. */
export const DEFAULT_SCRYPT_COST = 16384;

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N: cost, r: 8, p: 1, maxmem: 128 * cost * 8 * 2 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Encoded as `scrypt$N$salt$key` so hashes made at one cost still verify after the cost changes. */
export async function hashPassword(password: string, cost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, cost, salt, key] = encoded.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
