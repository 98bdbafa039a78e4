import { describe, expect, it } from 'vitest';
import { adoptCss, attachStyles } from './styleRegistry.js';

adoptCss('.latch-test-a { color: red; }');
const hostSheet = new CSSStyleSheet();
hostSheet.replaceSync('body { margin: 0; }');
document.adoptedStyleSheets = [hostSheet];

const ours = (root: Document | ShadowRoot) => root.adoptedStyleSheets.filter((sheet) => sheet !== hostSheet);

describe('the style registry', () => {
  it('takes its sheets off the document when the last widget there unmounts, and leaves the host’s own sheets', () => {
    const first = attachStyles(document);
    const second = attachStyles(document);
    expect(ours(document)).toHaveLength(1);
    first();
    expect(ours(document)).toHaveLength(1);
    second();
    expect(ours(document)).toHaveLength(0);
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(document.adoptedStyleSheets[0]).toBe(hostSheet);
  });

  it('adopts the same sheets again on a remount, those that arrived meanwhile included', () => {
    const detach = attachStyles(document);
    const [sheet] = ours(document);
    detach();
    adoptCss('.latch-test-b { color: blue; }');
    expect(ours(document)).toHaveLength(0);
    const again = attachStyles(document);
    expect(ours(document)[0]).toBe(sheet);
    expect(ours(document)).toHaveLength(2);
    again();
    expect(ours(document)).toHaveLength(0);
  });

  it('a detach called twice counts once', () => {
    const keep = attachStyles(document);
    const twice = attachStyles(document);
    twice();
    twice();
    expect(ours(document)).toHaveLength(2);
    keep();
    expect(ours(document)).toHaveLength(0);
  });

  it('does the same for a shadow root', () => {
    const shadow = document.createElement('div').attachShadow({ mode: 'open' });
    const detach = attachStyles(shadow);
    expect(shadow.adoptedStyleSheets).toHaveLength(2);
    detach();
    expect(shadow.adoptedStyleSheets).toHaveLength(0);
    expect(ours(document)).toHaveLength(0);
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
