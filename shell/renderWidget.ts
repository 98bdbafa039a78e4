import { createElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { FromMount } from './runtime/useWidgetRuntime.js';
import { Widget, type WidgetProps } from './Widget.js';

/**
 * The React half of a vanilla mount, fetched while the first paint is on screen; returns the unmount. Over a first
 * paint it hydrates: the drawn elements become the widget's, so the field keeps its text, focus and caret as they are.
 */
export function renderWidget(container: Element, props: WidgetProps & FromMount): () => void {
  const element = createElement(Widget, props);
  const root = props.handover
    ? hydrateRoot(container, element, {
        // Elements that cannot be adopted are drawn anew (the hand-over still carries the values and focus).
        onRecoverableError: (error) => console.warn('latch: the widget redrew the first paint instead of adopting it', error),
      })
    : createRoot(container);
  if (!props.handover) root.render(element);
  return () => root.unmount();
}
