import { useEffect, useRef } from 'react';
import { WarningIcon } from './icons.js';
import { linkify } from './linkify.js';
import { banner, bannerLink } from './screen.css.js';

/** Whether focus is nowhere in particular: on the page's body, or on nothing. */
function focusIsLost(element: HTMLElement): boolean {
  const active = (element.getRootNode() as Document | ShadowRoot).activeElement ?? element.ownerDocument.activeElement;
  return !active || active === element.ownerDocument.body;
}

/**
 * The form's current error, announced as it appears and brought into view (it can sit below a long list of
 * buttons); documentation links open in a new tab. Focus stays on the control the visitor pressed; when it is
 * nowhere (an error on arrival, such as a cancelled social sign-in), it moves to the error itself.
 */
export function ErrorBanner({ id, message }: { id?: string; message: string }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const shown = element.current;
    if (!shown) return;
    shown.scrollIntoView?.({ block: 'nearest' });
    if (focusIsLost(shown)) shown.focus({ preventScroll: true });
  }, [message]);
  return (
    <div ref={element} id={id} className={banner} role="alert" tabIndex={-1}>
      <WarningIcon />
      <span>
        {linkify(message).map((part, i) =>
          part.kind === 'link' ? (
            <a key={i} className={bannerLink} href={part.href} target="_blank" rel="noopener noreferrer">
              {part.text}
            </a>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </span>
    </div>
  );
}
