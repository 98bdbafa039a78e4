import { createLocalJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

/**
 * Why not refetch on every unknown `kid`? Because anyone can send one: a visitor could otherwise make the server
 * fetch the key set on every request. A real key rotation is rare, and waits at most this long to be seen.
 */
export const JWKS_COOLDOWN_MS = 30_000;
/** A key the provider stops publishing (rotated out, or withdrawn after a leak) stops being trusted within this. */
export const JWKS_MAX_AGE_MS = 10 * 60_000;
/** While no key set has ever been fetched (the provider down at start), how often another attempt may go out. */
export const JWKS_RETRY_MS = 1_000;
export const JWKS_TIMEOUT_MS = 5_000;

/** The provider's keys could not be had: the server's problem, not the visitor's. */
export class KeySetUnavailable extends Error {
  override name = 'KeySetUnavailable';
}

const isKeySet = (value: unknown): value is JSONWebKeySet =>
  typeof value === 'object' && value !== null && Array.isArray((value as { keys?: unknown }).keys);

/**
 * The provider's public keys for jose's `jwtVerify`: fetched at first use and cached, fetched again when a token
 * names a key the cache lacks (at most every `JWKS_COOLDOWN_MS`) and when the cache is `JWKS_MAX_AGE_MS` old.
 * Concurrent verifications share one download.
 */
export function remoteKeySet(url: string, fetchKeys: typeof fetch): JWTVerifyGetKey {
  let held: { keys: JWTVerifyGetKey; at: number } | undefined;
  let pending: Promise<JWTVerifyGetKey> | undefined;
  let attemptedAt = -Infinity;

  async function download(): Promise<JWTVerifyGetKey> {
    attemptedAt = Date.now();
    let body: unknown;
    try {
      const response = await fetchKeys(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(JWKS_TIMEOUT_MS) });
      if (!response.ok) throw new KeySetUnavailable(`${url} answered ${response.status}.`);
      body = await response.json();
    } catch (error) {
      throw error instanceof KeySetUnavailable ? error : new KeySetUnavailable(`${url} could not be read: ${String(error)}`);
    }
    if (!isKeySet(body)) throw new KeySetUnavailable(`${url} did not answer a JSON Web Key Set.`);
    held = { keys: createLocalJWKSet(body), at: Date.now() };
    return held.keys;
  }

  const refresh = () => (pending ??= download().finally(() => (pending = undefined)));

  async function current(): Promise<JWTVerifyGetKey> {
    const now = Date.now();
    if (held && now - held.at <= JWKS_MAX_AGE_MS) return held.keys;
    // Stale keys rather than none while the provider is down (they were its keys minutes ago), asking again each cooldown.
    if (held) return now - attemptedAt < JWKS_COOLDOWN_MS ? held.keys : refresh().catch(() => held!.keys);
    if (!pending && now - attemptedAt < JWKS_RETRY_MS) throw new KeySetUnavailable(`${url} could not be read a moment ago.`);
    return refresh();
  }

  return async (header, token) => {
    const keys = await current();
    try {
      return await keys(header, token);
    } catch (error) {
      const unknownKid = (error as { code?: unknown }).code === 'ERR_JWKS_NO_MATCHING_KEY';
      if (!unknownKid || Date.now() - attemptedAt < JWKS_COOLDOWN_MS) throw error;
      return (await refresh())(header, token);
    }
  };
}
