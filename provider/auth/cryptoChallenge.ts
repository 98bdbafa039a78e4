import { randomBytes } from 'node:crypto';
import type { Deps } from '../context';
import { ApiError } from '../http/errors';
import type { CryptoChallenge, CryptoWalletType } from '../store/cryptoChallenges';
import { buildSiweMessage, checkSiweMessage, isEthereumSignatureOf, normalizeEthereumAddress } from './cryptoEthereum';
import { invalidSiweParams, type SiweRequest } from './cryptoSiweParams';
import { isSolanaSignatureOf, normalizeSolanaAddress } from './cryptoSolana';
import { addMinutes } from './login';

/** How long a wallet has to sign: long enough to read the wallet's prompt, short enough that a leaked text dies. */
export const CHALLENGE_MINUTES = 10;

export const invalidAddress = () =>
  new ApiError(400, 'invalid_crypto_wallet_address', 'crypto_wallet_address is not a valid address for its crypto_wallet_type.');
export const invalidSignature = () =>
  new ApiError(401, 'invalid_signature', 'The signature does not match the challenge and the crypto wallet address.');

export function normalizeAddress(type: CryptoWalletType, address: string): string {
  const normalized = type === 'ethereum' ? normalizeEthereumAddress(address) : normalizeSolanaAddress(address);
  if (!normalized) throw invalidAddress();
  return normalized;
}

const SIWE_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function siweDate(value: string | undefined, field: string): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (!SIWE_DATE.test(value) || Number.isNaN(date.getTime())) throw invalidSiweParams(`${field} must be an RFC 3339 date-time.`);
  return date;
}

function chainId(value: string | number | undefined): number {
  if (value === undefined) return 1;
  const id = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw invalidSiweParams('chain_id must be a positive whole number (an EIP-155 chain id).');
  return id;
}

/** The page the wallet signs in to must be one the project serves: its own origin or an allowed one. */
function allowedUri(deps: Deps, uri: string | undefined): URL {
  if (!uri) throw invalidSiweParams('this project requires Sign-In With Ethereum, and no uri was given.');
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw invalidSiweParams('uri must be an absolute URI.');
  }
  if (![deps.origin(), ...deps.config.allowedOrigins].includes(url.origin)) {
    throw invalidSiweParams(`the uri's domain ${url.host} is not one this project allows.`);
  }
  return url;
}

function siweMessage(deps: Deps, address: string, nonce: string, params: SiweRequest, now: Date, expires: Date) {
  const url = allowedUri(deps, params.uri);
  const issuedAt = siweDate(params.issued_at, 'issued_at') ?? now;
  const notBefore = siweDate(params.not_before, 'not_before');
  if (issuedAt > now) throw invalidSiweParams('issued_at is in the future.');
  if (notBefore && notBefore >= expires) throw invalidSiweParams(`not_before must fall within the challenge's ${CHALLENGE_MINUTES} minutes.`);
  try {
    const message = buildSiweMessage({
      domain: url.host,
      uri: params.uri!,
      address,
      nonce,
      chainId: chainId(params.chain_id),
      issuedAt,
      expirationTime: expires,
      ...(notBefore && { notBefore }),
      ...(params.statement && { statement: params.statement }),
      ...(params.message_request_id && { requestId: params.message_request_id }),
      ...(params.resources && { resources: params.resources }),
    });
    return { message, domain: url.host };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // viem names the field the standard does not allow (a statement with a line break, a resource that is no URI).
    throw invalidSiweParams(error instanceof Error ? (error.message.split('\n')[0] ?? 'not valid.') : 'not valid.');
  }
}

/**
 * A new challenge for the wallet: an EIP-4361 message for Ethereum when the project requires SIWE or the caller
 * sent siwe_params, otherwise plain text with the project's name and a nonce. Node's CSPRNG makes the nonce (viem's
 * `generateSiweNonce` uses Math.random). `joiningUserId` is the signed-in user of a secondary start.
 */
export function newChallenge(
  deps: Deps,
  type: CryptoWalletType,
  address: string,
  siwe: SiweRequest | undefined,
  joiningUserId: string | null,
): CryptoChallenge {
  const now = deps.now();
  const expires = addMinutes(now, CHALLENGE_MINUTES);
  const nonce = randomBytes(16).toString('hex');
  const base = { wallet_type: type, address, nonce, expires_at: expires.toISOString(), user_id: joiningUserId };
  if (type === 'ethereum' && (siwe || deps.config.siweRequiredForCryptoWallets)) {
    const { message, domain } = siweMessage(deps, address, nonce, siwe ?? {}, now, expires);
    return { ...base, message, siwe_domain: domain };
  }
  const chain = type === 'ethereum' ? 'Ethereum' : 'Solana';
  return { ...base, message: `Sign in to ${deps.config.projectName} with your ${chain} wallet.\n\nNonce: ${nonce}`, siwe_domain: null };
}

/** Throws unless the challenge is live, still says what it was issued with (SIWE) and `signature` signs it. */
export async function verifyChallenge(challenge: CryptoChallenge, signature: string, now: Date): Promise<void> {
  if (new Date(challenge.expires_at) <= now) {
    throw new ApiError(401, 'crypto_wallet_challenge_expired', 'The challenge expired before it was signed: start again.');
  }
  if (challenge.siwe_domain) {
    checkSiweMessage(challenge.message, { address: challenge.address, domain: challenge.siwe_domain, nonce: challenge.nonce }, now);
  }
  const valid =
    challenge.wallet_type === 'ethereum'
      ? await isEthereumSignatureOf(challenge.message, challenge.address, signature)
      : isSolanaSignatureOf(challenge.message, challenge.address, signature);
  if (!valid) throw invalidSignature();
}
