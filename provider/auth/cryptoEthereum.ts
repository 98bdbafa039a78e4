import { getAddress, isAddress, recoverMessageAddress, type Hex } from 'viem';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import { ApiError } from '../http/errors';

/** What the provider fixed when it issued a SIWE challenge; the signed message must say exactly this. */
export interface SiweExpectation {
  address: string;
  domain: string;
  nonce: string;
}

export interface SiweFields {
  domain: string;
  uri: string;
  address: string;
  nonce: string;
  chainId: number;
  issuedAt: Date;
  expirationTime: Date;
  notBefore?: Date;
  statement?: string;
  requestId?: string;
  resources?: string[];
}

const invalidSiwe = (why: string) => new ApiError(401, 'invalid_siwe_message', `The signed SIWE message is not valid: ${why}`);

/**
 * Ethereum addresses are case-insensitive (the mixed case is only a checksum): the lower-case form is the key.
 * Undefined when it is no address, or its mixed case is a wrong checksum (a typo the checksum exists to catch).
 */
export function normalizeEthereumAddress(address: string): string | undefined {
  return isAddress(address) ? address.toLowerCase() : undefined;
}

/** EIP-4361 text; `createSiweMessage` refuses fields the standard does not allow (a statement with a line break, a bad URI). */
export function buildSiweMessage(fields: SiweFields): string {
  return createSiweMessage({ ...fields, address: getAddress(fields.address), version: '1' });
}

const hostOf = (uri: string) => {
  try {
    return new URL(uri).host;
  } catch {
    return undefined;
  }
};

/**
 * Checks a SIWE message against what the challenge fixed, and its validity window against `now`. Returns nothing
 * when it holds; throws the reason otherwise. The signature is checked separately, over the same text.
 */
export function checkSiweMessage(message: string, expected: SiweExpectation, now: Date): void {
  const parsed = parseSiweMessage(message);
  const required = [parsed.domain, parsed.address, parsed.uri, parsed.version, parsed.chainId, parsed.nonce, parsed.issuedAt];
  if (required.some((field) => field === undefined)) throw invalidSiwe('it is not an EIP-4361 message.');
  const dates = [parsed.issuedAt, parsed.expirationTime, parsed.notBefore].filter((d): d is Date => d !== undefined);
  if (dates.some((d) => Number.isNaN(d.getTime()))) throw invalidSiwe('a date in it is not an RFC 3339 date-time.');
  if (parsed.version !== '1') throw invalidSiwe('its version is not 1.');
  if (parsed.domain !== expected.domain) throw invalidSiwe(`its domain is not ${expected.domain}.`);
  if (parsed.nonce !== expected.nonce) throw invalidSiwe('its nonce is not the one this challenge was issued with.');
  if (parsed.address?.toLowerCase() !== expected.address.toLowerCase()) throw invalidSiwe('it names another address.');
  if (hostOf(parsed.uri!) !== parsed.domain) throw invalidSiwe('its URI is not on its domain.');
  if (parsed.issuedAt! > now) throw invalidSiwe('it was issued in the future.');
  if (parsed.notBefore && now < parsed.notBefore) throw invalidSiwe('it is not valid yet.');
  if (parsed.expirationTime && now >= parsed.expirationTime) throw invalidSiwe('it has expired.');
}

/** True when `signature` is `address`'s personal_sign (EIP-191) of `message`; a malformed signature is simply false. */
export async function isEthereumSignatureOf(message: string, address: string, signature: string): Promise<boolean> {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return false;
  try {
    const signer = await recoverMessageAddress({ message, signature: signature as Hex });
    return signer.toLowerCase() === address.toLowerCase();
  } catch {
    return false;
  }
}
