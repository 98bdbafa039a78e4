import { SignJWT, compactVerify, importJWK } from 'jose';
import type { CryptoKey } from 'jose';
import type { Deps } from '../context';
import { ApiError } from '../http/errors';
import { toWireUser } from '../model/user';
import { ID_TOKEN_LIFETIME_SECONDS } from './idpClients';
import type { SigningKey } from './jwt';

/** The issuer of id_tokens: the provider's own origin, where its discovery document lives. */
export const issuerOf = (deps: Deps) => deps.origin();

/** The OIDC standard claims a user's granted scopes release (OpenID Connect Core §5.4). */
export function userClaims(deps: Deps, userId: string, scopes: string[]): Record<string, unknown> {
  const row = deps.store.users.get(userId);
  if (!row) return { sub: userId };
  const user = toWireUser(deps.store, row);
  const claims: Record<string, unknown> = { sub: userId };
  if (scopes.includes('email')) {
    const email = user.emails.find((e) => e.verified) ?? user.emails[0];
    if (email) Object.assign(claims, { email: email.email, email_verified: email.verified });
  }
  if (scopes.includes('phone')) {
    const phone = user.phone_numbers.find((p) => p.verified) ?? user.phone_numbers[0];
    if (phone) Object.assign(claims, { phone_number: phone.phone_number, phone_number_verified: phone.verified });
  }
  if (scopes.includes('profile')) {
    const { first_name = '', middle_name = '', last_name = '' } = user.name;
    const name = [first_name, middle_name, last_name].filter(Boolean).join(' ');
    if (name) claims.name = name;
    if (first_name) claims.given_name = first_name;
    if (last_name) claims.family_name = last_name;
  }
  return claims;
}

export interface IdTokenInput {
  clientId: string;
  userId: string;
  scopes: string[];
  nonce: string | null;
  authTime: number;
}

/** An ES256 id_token signed with the project's key (the one /.well-known/jwks.json publishes). */
export async function signIdToken(deps: Deps, input: IdTokenInput): Promise<string> {
  const issuedAt = Math.floor(deps.now().getTime() / 1000);
  const claims = { ...userClaims(deps, input.userId, input.scopes), auth_time: input.authTime, ...(input.nonce !== null && { nonce: input.nonce }) };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: deps.signingKey.kid, typ: 'JWT' })
    .setIssuer(issuerOf(deps))
    .setAudience(input.clientId)
    .setSubject(input.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ID_TOKEN_LIFETIME_SECONDS)
    .sign(deps.signingKey.privateKey);
}

const publicKeys = new WeakMap<SigningKey, Promise<CryptoKey>>();
const publicKeyOf = (key: SigningKey) => {
  let found = publicKeys.get(key);
  if (!found) {
    found = importJWK(key.publicJwk, 'ES256') as Promise<CryptoKey>;
    publicKeys.set(key, found);
  }
  return found;
};

const invalidIdTokenHint = (why: string) => new ApiError(400, 'invalid_id_token_hint', `The id_token_hint ${why}.`);

/**
 * An id_token_hint must be one of our id_tokens for this client. It may have expired (OIDC RP-Initiated Logout §2
 * expects old tokens here); its signature, issuer and audience must hold. Returns its subject.
 */
export async function verifyIdTokenHint(deps: Deps, hint: string, clientId: string): Promise<string> {
  let payload: Record<string, unknown>;
  try {
    const verified = await compactVerify(hint, await publicKeyOf(deps.signingKey), { algorithms: ['ES256'] });
    payload = JSON.parse(new TextDecoder().decode(verified.payload)) as Record<string, unknown>;
  } catch {
    throw invalidIdTokenHint('is not an id_token signed by this provider');
  }
  if (payload.iss !== issuerOf(deps)) throw invalidIdTokenHint('was not issued by this provider');
  const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audience.includes(clientId)) throw invalidIdTokenHint('was issued to another client');
  if (typeof payload.sub !== 'string') throw invalidIdTokenHint('names no subject');
  return payload.sub;
}
