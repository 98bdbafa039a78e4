import { createElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loadPhoneForm } from './form/usePhoneForm.js';
import { loadedNow } from './runtime/loadPlugins.js';
import type { FromMount } from './runtime/useWidgetRuntime.js';
import { shellMessages } from './strings.js';
import { Widget, type WidgetProps } from './Widget.js';

/**
 * The React half of a vanilla mount, fetched while the first paint is on screen; returns the unmount. Over a first
 * paint it hydrates: the drawn elements become the widget's, so the field keeps its text, focus and caret as they are.
 * With a locale it first reads the products' texts in it, whose files came with theirs, and hands the whole catalogue
 * in the locale as `strings`, so that the widget's first render is already in the locale, as the first paint was. A
 * phone field drawn first is drawn by the widget's first render too, to be adopted, so its part (asked for with the
 * products) is in before.
 */
export function renderWidget(container: Element, props: WidgetProps & FromMount): () => void {
  let root: Root | undefined;
  let stopped = false;
  const render = (strings = props.strings) => {
    if (stopped) return;
    const element = createElement(Widget, { ...props, ...(strings && { strings }) });
    root = props.handover
      ? hydrateRoot(container, element, {
          // Elements that cannot be adopted are drawn anew (the hand-over still carries the values and focus).
          onRecoverableError: (error) => console.warn('latch: the widget redrew the first paint instead of adopting it', error),
        })
      : createRoot(container);
    if (!props.handover) root.render(element);
  };
  const { locale, plan } = props;
  const loaded = locale && plan?.ok ? loadedNow(plan.products, props.plugins) : undefined;
  // The host's `strings` win over the locale's.
  const strings = locale?.localize(shellMessages, loaded?.plugins ?? []).then((texts) => ({ ...texts, ...props.strings }));
  // Should the part fail, the widget draws the form anew and says so.
  const phoneForm = props.drewPhoneField ? loadPhoneForm().catch(() => undefined) : undefined;
  if (strings || phoneForm) void Promise.all([strings, phoneForm]).then(([texts]) => render(texts));
  else render();
  return () => {
    stopped = true;
    root?.unmount();
  };
}
