import { ed25519 } from '@noble/curves/ed25519.js';
import bs58 from 'bs58';

/** base58 of 64 bytes is at most 88 characters; longer input is refused before the quadratic decode. */
const MAX_BASE58 = 88;

const decode = (text: string): Uint8Array | undefined => {
  if (text.length > MAX_BASE58) return undefined;
  try {
    return bs58.decode(text);
  } catch {
    return undefined;
  }
};

/** A Solana address is a base58 ed25519 public key: 32 bytes that decode to a curve point. Undefined when it is not one. */
export function normalizeSolanaAddress(address: string): string | undefined {
  const key = decode(address);
  if (!key || key.length !== 32 || !ed25519.utils.isValidPublicKey(key)) return undefined;
  // Leading zeros make more than one spelling decode alike; the canonical one is the key.
  return bs58.encode(key);
}

/** True when `signature` (base58, 64 bytes) is the address's ed25519 signature of the UTF-8 message. */
export function isSolanaSignatureOf(message: string, address: string, signature: string): boolean {
  const key = decode(address);
  const sig = decode(signature);
  if (!key || key.length !== 32 || !sig || sig.length !== 64) return false;
  try {
    // zip215: false is RFC 8032's strict rule, the one wallets sign by.
    return ed25519.verify(sig, new TextEncoder().encode(message), key, { zip215: false });
  } catch {
    return false;
  }
}
