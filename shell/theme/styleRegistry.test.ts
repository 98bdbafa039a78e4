import { describe, expect, it } from 'vitest';
import { adoptCss, attachStyles } from './styleRegistry.js';

adoptCss('.latch-test-a { color: red; }');
const hostSheet = new CSSStyleSheet();
hostSheet.replaceSync('body { margin: 0; }');

/**
 * A document of its own per test, holding a sheet of the host's: the files of a worker share the registry, so other
 * files' chunks may have added sheets to it, and their widgets may be mounted on the shared document.
 */
function hostDocument(): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.adoptedStyleSheets = [hostSheet];
  return doc;
}
const ours = (root: Document | ShadowRoot) => root.adoptedStyleSheets.filter((sheet) => sheet !== hostSheet);

describe('the style registry', () => {
  it('takes its sheets off the document when the last widget there unmounts, and leaves the host’s own sheets', () => {
    const doc = hostDocument();
    const first = attachStyles(doc);
    const registered = ours(doc);
    expect(registered.length).toBeGreaterThan(0);
    const second = attachStyles(doc);
    expect(ours(doc)).toEqual(registered);
    first();
    expect(ours(doc)).toEqual(registered);
    second();
    expect(ours(doc)).toHaveLength(0);
    expect(doc.adoptedStyleSheets).toEqual([hostSheet]);
  });

  it('adopts the same sheets again on a remount, those that arrived meanwhile included', () => {
    const doc = hostDocument();
    const detach = attachStyles(doc);
    const registered = ours(doc);
    detach();
    adoptCss('.latch-test-b { color: blue; }');
    expect(ours(doc)).toHaveLength(0);
    const again = attachStyles(doc);
    expect(ours(doc).slice(0, -1)).toEqual(registered);
    expect(ours(doc)).toHaveLength(registered.length + 1);
    again();
    expect(ours(doc)).toHaveLength(0);
  });

  it('a detach called twice counts once', () => {
    const doc = hostDocument();
    const keep = attachStyles(doc);
    const twice = attachStyles(doc);
    const registered = ours(doc);
    twice();
    twice();
    expect(ours(doc)).toEqual(registered);
    keep();
    expect(ours(doc)).toHaveLength(0);
  });

  it('does the same for a shadow root', () => {
    const doc = hostDocument();
    const shadow = doc.createElement('div').attachShadow({ mode: 'open' });
    const detach = attachStyles(shadow);
    expect(shadow.adoptedStyleSheets.length).toBeGreaterThan(0);
    expect(ours(doc)).toHaveLength(0);
    detach();
    expect(shadow.adoptedStyleSheets).toHaveLength(0);
    expect(ours(doc)).toHaveLength(0);
  });

  it('leaves a root that cannot adopt sheets alone, as jsdom’s document, instead of throwing', () => {
    // jsdom constructs stylesheets but its documents and shadow roots have no adoptedStyleSheets.
    const jsdomLike = {} as Document;
    const detach = attachStyles(jsdomLike);
    expect(() => adoptCss('.latch-test-c { color: green; }')).not.toThrow();
    expect(() => detach()).not.toThrow();
    expect('adoptedStyleSheets' in jsdomLike).toBe(false);
  });
});
