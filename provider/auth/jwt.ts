import { SignJWT, exportJWK, generateKeyPair, importJWK } from 'jose';
import type { JWK, CryptoKey } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Meta } from '../store/meta';

const META_KEY = 'session_jwt_signing_key';
/** Like the hosted service: a short-lived JWT beside the long-lived opaque session token. */
export const JWT_LIFETIME_SECONDS = 300;

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** The ES256 key is made once and kept in the database, so JWTs stay verifiable across restarts. */
export async function loadSigningKey(meta: Meta): Promise<SigningKey> {
  const stored = meta.get(META_KEY);
  let privateJwk: JWK;
  if (stored) {
    privateJwk = JSON.parse(stored) as JWK;
  } else {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    privateJwk = { ...(await exportJWK(privateKey)), kid: `jwk-test-${randomUUID()}`, alg: 'ES256', use: 'sig' };
    meta.set(META_KEY, JSON.stringify(privateJwk));
  }
  const { d: _private, ...publicJwk } = privateJwk;
  return {
    kid: privateJwk.kid ?? '',
    privateKey: (await importJWK(privateJwk, 'ES256')) as CryptoKey,
    publicJwk,
  };
}

export async function signSessionJwt(
  key: SigningKey,
  projectId: string,
  subject: string,
  now: Date,
  sessionClaim: Record<string, unknown>,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ 'https://stytch.com/session': sessionClaim })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setIssuer(`stytch.com/${projectId}`)
    .setAudience([projectId])
    .setSubject(subject)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(issuedAt + JWT_LIFETIME_SECONDS)
    .sign(key.privateKey);
}
