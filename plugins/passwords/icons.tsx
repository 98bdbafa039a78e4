import { icon } from '../../shell/ui/screen.css.js';
import { smallIcon } from './passwords.css.js';

export const EyeIcon = () => (
  <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M12 5C6.5 5 2.4 8.6 1 12c1.4 3.4 5.5 7 11 7s9.6-3.6 11-7c-1.4-3.4-5.5-7-11-7zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
      fill="currentColor"
    />
  </svg>
);

export const EyeOffIcon = () => (
  <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M3.3 2 2 3.3l3.2 3.2C3.3 7.9 1.8 9.8 1 12c1.4 3.4 5.5 7 11 7 1.9 0 3.6-.4 5.1-1.1l3.6 3.6 1.3-1.3L3.3 2zM12 16.5A4.5 4.5 0 0 1 7.5 12c0-.8.2-1.5.5-2.1l1.5 1.5v.6a2.5 2.5 0 0 0 2.5 2.5h.6l1.5 1.5c-.6.3-1.3.5-2.1.5zM12 5c-1.6 0-3 .3-4.3.8l1.7 1.7c.8-.3 1.7-.5 2.6-.5a4.5 4.5 0 0 1 4.5 4.5c0 .9-.2 1.8-.5 2.6l2.6 2.6c1.9-1.2 3.4-3 4.4-5.2C21.6 8.6 17.5 5 12 5z"
      fill="currentColor"
    />
  </svg>
);

export const CheckIcon = () => (
  <svg className={smallIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M2.5 8.5l3.5 3.5 7.5-7.5" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

export const DotIcon = () => (
  <svg className={smallIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <circle cx="8" cy="8" r="3" fill="currentColor" />
  </svg>
);
