import { qr } from './mfa.css.js';
import type { QrPath } from './qrPath.js';

/** The quiet zone around a QR code, in modules: readers need four. */
const QUIET = 4;

/**
 * An `otpauth://` URI drawn as SVG elements from the text itself (`qrPath`): no image to fetch, no `data:` URL,
 * nothing a strict CSP (`img-src 'self'`) refuses.
 */
export function QrCode({ code, label }: { code: QrPath; label: string }) {
  const side = code.size + 2 * QUIET;
  return (
    <svg className={qr} role="img" aria-label={label} viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`} shapeRendering="crispEdges">
      <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#FFFFFF" />
      <path d={code.d} fill="#000000" />
    </svg>
  );
}
