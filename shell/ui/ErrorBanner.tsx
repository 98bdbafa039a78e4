import { WarningIcon } from './icons.js';
import { linkify } from './linkify.js';
import { banner, bannerLink } from './screen.css.js';

/** The form's current error, announced as it appears; documentation links open in a new tab. */
export function ErrorBanner({ id, message }: { id?: string; message: string }) {
  return (
    <div id={id} className={banner} role="alert">
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
