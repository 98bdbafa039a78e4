import { encode } from 'uqr';
import { qr } from './mfa.css.js';

/** The quiet zone around a QR code, in modules: readers need four. */
const QUIET = 4;

/**
 * The QR code of `text` as one SVG path of its dark modules (`M x y h1v1h-1z` each), on a light square with its quiet
 * zone; undefined when the text cannot be encoded. Medium error correction: a phone's camera reads it off a screen.
 */
export function qrPath(text: string): { size: number; d: string } | undefined {
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

/**
 * An `otpauth://` URI drawn as SVG elements from the text itself (`qrPath`): no image to fetch, no `data:` URL,
 * nothing a strict CSP (`img-src 'self'`) refuses.
 */
export function QrCode({ code, label }: { code: { size: number; d: string }; label: string }) {
  const side = code.size + 2 * QUIET;
  return (
    <svg className={qr} role="img" aria-label={label} viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`} shapeRendering="crispEdges">
      <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#FFFFFF" />
      <path d={code.d} fill="#000000" />
    </svg>
  );
}
