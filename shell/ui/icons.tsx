import { icon, successIcon } from './screen.css.js';

export const BackArrowIcon = () => (
  <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20v-2z" fill="currentColor" />
  </svg>
);

export const WarningIcon = () => (
  <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" fill="currentColor" />
  </svg>
);

export const SuccessCheck = () => (
  <svg className={successIcon} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
    <circle cx="48" cy="48" r="46" fill="none" stroke="currentColor" strokeWidth="4" />
    <path d="M28 49l13 13 27-28" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
