import { jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { AuthenticationFactor } from '../types.js';
import { KeySetUnavailable } from './jwks.js';
import type { LatchSession, SessionRefusal, SessionResult } from './types.js';

/** Where the provider puts the session in its JWT (CONTRACT §4's Session, snake_case, `id` for `session_id`). */
export const SESSION_CLAIM = 'https://stytch.com/session';

/**
 * Signatures only a private key makes. Why a list? Because the token names its own algorithm: without one, `none`
 * would need no signature, and HS256 "signed" with the published public key as an HMAC secret would pass.
 */
export const ASYMMETRIC_ALGORITHMS = ['ES256', 'ES384', 'ES512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'EdDSA', 'Ed25519'];

export interface VerifyOptions {
  projectId: string;
  keys: JWTVerifyGetKey;
  maxTokenAgeSeconds: number;
  clockToleranceSeconds: number;
}

export const refused = (reason: SessionRefusal, message: string): SessionResult => ({ session: null, reason, message });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The claim a failed check names, by jose's error; `iat` in the future is a token not yet valid, missing it is bad claims. */
const CLAIM_REASONS: Record<string, SessionRefusal> = { iss: 'wrong_issuer', aud: 'wrong_audience', nbf: 'not_yet_valid', iat: 'not_yet_valid' };

/** jose's errors by their `code` (not by class: a host's second copy of jose would fail `instanceof`). */
function refusalOf(error: unknown): SessionResult {
  if (error instanceof KeySetUnavailable) return refused('provider_unavailable', error.message);
  const { code, claim, reason } = (isRecord(error) ? error : {}) as { code?: string; claim?: string; reason?: string };
  const message = error instanceof Error ? error.message : String(error);
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      // maxTokenAge fails as "expired" on `iat`: the token is still within its `exp`, but older than this server allows.
      return refused(claim === 'iat' ? 'too_old' : 'expired', message);
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      return refused((reason === 'check_failed' && claim && CLAIM_REASONS[claim]) || 'invalid_claims', message);
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
      return refused('algorithm_not_allowed', message);
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return refused('invalid_signature', message);
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JWKS_MULTIPLE_MATCHING_KEYS':
      return refused('unknown_key', message);
    default:
      return refused('malformed', message);
  }
}

/** The session the claims describe, or undefined when a field the provider always sets is missing. */
export function sessionFromClaims(payload: JWTPayload): LatchSession | undefined {
  const session = payload[SESSION_CLAIM];
  if (
    typeof payload.sub !== 'string' ||
    !isRecord(session) ||
    typeof session.id !== 'string' ||
    typeof session.expires_at !== 'string' ||
    Number.isNaN(Date.parse(session.expires_at))
  ) {
    return undefined;
  }
  const factors = Array.isArray(session.authentication_factors) ? (session.authentication_factors as AuthenticationFactor[]) : [];
  return { userId: payload.sub, sessionId: session.id, expiresAt: session.expires_at, authenticationFactors: factors, claims: payload };
}

/** Verifies a session JWT locally: signature by the provider's key, issuer, audience, times. Never throws. */
export async function verifySessionJwt(jwt: string, options: VerifyOptions): Promise<SessionResult> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(jwt, options.keys, {
      algorithms: ASYMMETRIC_ALGORITHMS,
      issuer: `stytch.com/${options.projectId}`,
      audience: options.projectId,
      requiredClaims: ['sub', 'exp', 'iat'],
      maxTokenAge: options.maxTokenAgeSeconds,
      clockTolerance: options.clockToleranceSeconds,
    }));
  } catch (error) {
    return refusalOf(error);
  }
  const session = sessionFromClaims(payload);
  if (!session) return refused('invalid_claims', `The JWT has no user (sub) or no ${SESSION_CLAIM} claim with an id and expires_at.`);
  // The JWT may outlive its session by up to its own lifetime; the session's end is the one that counts.
  if (Date.parse(session.expiresAt) <= Date.now() - options.clockToleranceSeconds * 1000) {
    return refused('expired', `The session ended at ${session.expiresAt}.`);
  }
  return { session, reason: null };
}
