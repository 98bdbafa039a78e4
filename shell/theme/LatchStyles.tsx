import { latchCss } from './styleRegistry.js';

/**
 * The widget's CSS in the page's `<head>`, from wherever it is rendered: a Next.js layout (a server component, which
 * cannot call `latchCss()` from this client module) renders `<LatchStyles />`. Why `href` and `precedence`? They make
 * it a React 19 stylesheet resource: hoisted into `<head>`, written once however many render it, and left as the
 * server wrote it when the browser hydrates (the browser's widget adopts its sheets itself).
 */
export function LatchStyles({ nonce }: { /** For a CSP without 'unsafe-inline' in `style-src`. */ nonce?: string }) {
  return (
    <style href="latch" precedence="latch" nonce={nonce}>
      {latchCss()}
    </style>
  );
}
