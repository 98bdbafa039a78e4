import { base64url } from './encoding.js';

/** PKCE pairs for the email-link, reset and OAuth flows (SPEC §7). */
export interface PkcePair {
  verifier: string;
  challenge: string;
}

const toHex = (n: number) => n.toString(16).padStart(8, '0');

export async function challengeFor(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(digest);
}

/** Verifier: 16 random 32-bit numbers as zero-padded hex; challenge: base64url(SHA-256(verifier)). */
export async function createPkcePair(): Promise<PkcePair> {
  const words = crypto.getRandomValues(new Uint32Array(16));
  const verifier = Array.from(words, toHex).join('');
  return { verifier, challenge: await challengeFor(verifier) };
}
