import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64url } from './encoding.js';
import { challengeFor, createPkcePair } from './pkce.js';

/** RFC 7636 appendix B: the verifier is base64url of these 32 octets. */
const RFC_OCTETS = [
  116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121,
];
const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

const nodeChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

describe('PKCE', () => {
  it('the RFC 7636 vector is self-consistent under node:crypto', () => {
    expect(Buffer.from(RFC_OCTETS).toString('base64url')).toBe(RFC_VERIFIER);
    expect(nodeChallenge(RFC_VERIFIER)).toBe(RFC_CHALLENGE);
  });

  it('challengeFor matches the RFC 7636 appendix B challenge', async () => {
    await expect(challengeFor(RFC_VERIFIER)).resolves.toBe(RFC_CHALLENGE);
  });

  it('challengeFor matches node:crypto for a verifier of our own shape', async () => {
    const verifier = '0123456789abcdef'.repeat(8);
    await expect(challengeFor(verifier)).resolves.toBe(nodeChallenge(verifier));
    await expect(challengeFor(verifier)).resolves.toBe('syDoWXjbBRNAA6KRTuvd2NO4cmgY8uLGeeGJjHIVYqk');
  });

  it('createPkcePair: 128 lowercase hex characters, a matching challenge, different every time', async () => {
    const pairs = await Promise.all(Array.from({ length: 20 }, () => createPkcePair()));
    for (const { verifier, challenge } of pairs) {
      expect(verifier).toMatch(/^[0-9a-f]{128}$/);
      expect(challenge).toBe(nodeChallenge(verifier));
      expect(challenge).toHaveLength(43);
      expect(challenge).toMatch(/^[A-Za-z0-9_-]+$/);
    }
    expect(new Set(pairs.map((p) => p.verifier)).size).toBe(20);
    expect(new Set(pairs.map((p) => p.challenge)).size).toBe(20);
  });

  it('the verifier is 16 zero-padded 32-bit words', async () => {
    const original = crypto.getRandomValues.bind(crypto);
    const words = [0, 1, 0xffffffff, 0xabc, 0x10000000, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 0xdeadbeef];
    const spy = (<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint32Array) array.set(words);
      return array;
    }) as Crypto['getRandomValues'];
    crypto.getRandomValues = spy;
    try {
      const { verifier } = await createPkcePair();
      expect(verifier).toBe(words.map((w) => w.toString(16).padStart(8, '0')).join(''));
      expect(verifier.slice(0, 24)).toBe('0000000000000001ffffffff');
      expect(verifier.slice(-8)).toBe('deadbeef');
    } finally {
      crypto.getRandomValues = original;
    }
  });

  it('base64url has no +, / or = and maps them to - and _', () => {
    // 0xfb 0xff 0xbf encodes to "+/+/" in standard base64; one byte needs "==" padding.
    expect(btoa(String.fromCharCode(0xfb, 0xff, 0xbf))).toBe('+/+/');
    expect(base64url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
    expect(base64url(new Uint8Array([0xff]))).toBe('_w');
    expect(base64url(new Uint8Array([0xff, 0xee]).buffer)).toBe('_-4');
    for (let n = 0; n < 40; n++) {
      const bytes = crypto.getRandomValues(new Uint8Array(n));
      const encoded = base64url(bytes);
      expect(encoded).not.toMatch(/[+/=]/);
      expect(encoded).toBe(Buffer.from(bytes).toString('base64url'));
    }
  });
});
