/**
 * Every stylesheet the widget's chunks bring, adopted as constructed stylesheets into the
 * document and into each shadow root the widget renders in. Constructed sheets need no
 * <style> tag or nonce, so they pass a strict style-src CSP.
 */
const sheets: CSSStyleSheet[] = [];
const roots = new Set<Document | ShadowRoot>();

const canConstruct = () => typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype;

function adoptInto(root: Document | ShadowRoot, added: CSSStyleSheet[]) {
  const current = root.adoptedStyleSheets.filter((s) => !added.includes(s));
  root.adoptedStyleSheets = [...current, ...added];
}

export function adoptCss(css: string): void {
  if (!canConstruct()) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  sheets.push(sheet);
  for (const root of roots) adoptInto(root, [sheet]);
}

/** Called once per mount target; returns the detach for unmount. */
export function attachStyles(root: Document | ShadowRoot): () => void {
  if (!canConstruct()) return () => undefined;
  if (!roots.has(root)) {
    roots.add(root);
    adoptInto(root, sheets);
  }
  return () => {
    if (root instanceof ShadowRoot) roots.delete(root);
  };
}
