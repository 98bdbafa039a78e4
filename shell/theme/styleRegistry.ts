/**
 * Every stylesheet the widget's chunks bring, adopted as constructed stylesheets into the
 * document and into each shadow root the widget renders in. Constructed sheets need no
 * <style> tag or nonce, so they pass a strict style-src CSP.
 */
const sheets: CSSStyleSheet[] = [];
/** How many mounted widgets use each root; a root leaves the map with its last widget. */
const mounts = new Map<Document | ShadowRoot, number>();

const canConstruct = () => typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype;
/**
 * Why check the root too? jsdom (a host's component tests) constructs stylesheets but has no `adoptedStyleSheets`,
 * and a test DOM draws nothing anyway: there the widget renders unstyled instead of throwing.
 */
const canAdopt = (root: Document | ShadowRoot) => canConstruct() && 'adoptedStyleSheets' in root;

function adoptInto(root: Document | ShadowRoot, added: CSSStyleSheet[]) {
  const current = root.adoptedStyleSheets.filter((s) => !added.includes(s));
  root.adoptedStyleSheets = [...current, ...added];
}

/** The same CSS as text, in the order it came: what a server render puts in its page (`latchCss`). */
const texts: string[] = [];

export function adoptCss(css: string): void {
  texts.push(css);
  if (!canConstruct()) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  sheets.push(sheet);
  for (const root of mounts.keys()) if (canAdopt(root)) adoptInto(root, [sheet]);
}

/**
 * Called once per mount; returns the detach for unmount. When the last widget on a root unmounts, the widget's
 * sheets leave that root (the host's own adopted sheets stay); they are kept here, so a remount adopts them again.
 */
export function attachStyles(root: Document | ShadowRoot): () => void {
  if (!canAdopt(root)) return () => undefined;
  const count = mounts.get(root) ?? 0;
  if (count === 0) adoptInto(root, sheets);
  mounts.set(root, count + 1);
  let attached = true;
  return () => {
    if (!attached) return;
    attached = false;
    const left = (mounts.get(root) ?? 1) - 1;
    if (left > 0) {
      mounts.set(root, left);
      return;
    }
    mounts.delete(root);
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => !sheets.includes(s));
  };
}

/**
 * The widget's CSS as text, for a page rendered on a server: without it the server's form shows unstyled until the
 * page's script runs and adopts the sheets. Holds what the entry and the chunks loaded so far brought, which covers
 * the form a server render draws.
 */
export function latchCss(): string {
  return texts.join('\n');
}
