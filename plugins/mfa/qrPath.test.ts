// @vitest-environment node
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qrPath.js';

const URI = 'otpauth://totp/Unit%20Project:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Unit%20Project&algorithm=SHA1&digits=6&period=30';

/** The matrix a path draws: each `M x y h1v1h-1z` is one dark module. */
function modules(d: string, size: number): boolean[][] {
  const matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) matrix[Number(y)]![Number(x)] = true;
  return matrix;
}

describe('qrPath', () => {
  it('draws exactly the dark modules of the URI’s QR code, medium error correction, no border of its own', () => {
    const drawn = qrPath(URI)!;
    const expected = encode(URI, { ecc: 'M', border: 0 }).data;
    expect(drawn.size).toBe(expected.length);
    expect(drawn.d).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    expect(modules(drawn.d, drawn.size)).toEqual(expected);
  });

  it('gives nothing for a text too long for any QR code, so the screen says so', () => {
    expect(qrPath('x'.repeat(8000))).toBeUndefined();
  });
});
