import { style } from '@vanilla-extract/css';
import { input } from './ui.css.js';

/** A code is read and typed left to right, its first digit leftmost, in a right-to-left widget too. */
export const boxes = style({ display: 'flex', gap: '8px', direction: 'ltr' });

/** The themed text input (colours, border, focus ring, error and disabled states), shaped as one digit's box. */
export const box = style([
  input,
  { flex: '0 1 46px', minWidth: 0, width: 'auto', height: '46px', padding: 0, textAlign: 'center', fontSize: '24px' },
]);
