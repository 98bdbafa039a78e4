import { buttonIcon } from './passkeys.css.js';

const strokes = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** A person beside a key. */
export const PasskeyIcon = () => (
  <svg className={buttonIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...strokes}>
    <circle cx="9" cy="7" r="4" />
    <path d="M2 21v-1a6 6 0 0 1 6-6h3" />
    <circle cx="18" cy="11" r="3" />
    <path d="M18 14v7M18 17.5h2M18 20.5h2" />
  </svg>
);
