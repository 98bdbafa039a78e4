import type { Child, H, Props } from './h.js';

const ATTRIBUTE: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  autoComplete: 'autocomplete',
  inputMode: 'inputmode',
  noValidate: 'novalidate',
};

/** React's event props as DOM events: React's onChange fires on every keystroke, as `input` does. */
const EVENT: Record<string, string> = { onClick: 'click', onKeyDown: 'keydown', onChange: 'input', onSubmit: 'submit' };

function append(parent: Node, child: Child<HTMLElement>): void {
  if (child === null || child === undefined || typeof child === 'boolean') return;
  if (Array.isArray(child)) for (const c of child as Child<HTMLElement>[]) append(parent, c);
  else parent.appendChild(typeof child === 'object' ? (child as Node) : document.createTextNode(String(child)));
}

/**
 * Builds elements as React renders them (attribute names and values), so React can hydrate what the first paint drew.
 * Listeners end with `signal`: once React has the elements, only its handlers may answer.
 */
export const domBuilder =
  (signal?: AbortSignal): H<HTMLElement> =>
  (type: string, props: Props | null, ...children: Child<HTMLElement>[]) => {
    const element = document.createElement(type);
    let value: unknown;
    for (const [name, prop] of Object.entries(props ?? {})) {
      if (prop === undefined || prop === null || name === 'key' || name === 'ref') continue;
      if (name === 'value') value = prop;
      else if (Object.hasOwn(EVENT, name)) element.addEventListener(EVENT[name]!, prop as EventListener, signal && { signal });
      else if (name.startsWith('aria-') || name.startsWith('data-')) element.setAttribute(name, String(prop));
      else if (prop !== false) element.setAttribute(ATTRIBUTE[name] ?? name, prop === true ? '' : String(prop));
    }
    append(element, children);
    // After the options exist, so a select can take its value.
    if (value !== undefined) (element as HTMLInputElement).value = String(value);
    return element;
  };
