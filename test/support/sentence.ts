/**
 * Finds a paragraph by its whole text. Testing Library's text match reads only an element's own text nodes, and a
 * sentence that names the visitor's address or name holds it in a <bdi> of its own (shell/ui/UserText.tsx).
 */
export const sentence =
  (text: string | RegExp) =>
  (_content: string, element: Element | null): boolean => {
    if (element?.tagName !== 'P') return false;
    const whole = element.textContent ?? '';
    return typeof text === 'string' ? whole === text : text.test(whole);
  };
