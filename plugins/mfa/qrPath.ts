import { encode } from 'uqr';

/** A QR code as one SVG path of its dark modules, `size` modules a side. */
export interface QrPath {
  size: number;
  d: string;
}

/**
 * The QR code of `text` as one SVG path of its dark modules (`M x y h1v1h-1z` each); undefined when the text cannot be
 * encoded. Medium error correction: a phone's camera reads it off a screen. A module of its own, with the encoder: only
 * an authenticator app's setup needs it, so a login never downloads it.
 */
export function qrPath(text: string): QrPath | undefined {
  let matrix: boolean[][];
  try {
    matrix = encode(text, { ecc: 'M', border: 0 }).data;
  } catch {
    return undefined;
  }
  const parts: string[] = [];
  matrix.forEach((row, y) => row.forEach((dark, x) => dark && parts.push(`M${x} ${y}h1v1h-1z`)));
  return { size: matrix.length, d: parts.join('') };
}
