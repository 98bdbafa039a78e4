import { style } from '@vanilla-extract/css';
import { vars } from '../../shell/ui/ui.css.js';
import { buttonColumn } from './layout.js';

/** The registration entry's styles: its own stylesheet, in its own chunk (registrationScreens.tsx). */

export const actions = style(buttonColumn);

export const subheading = style({ margin: 0, fontSize: '14px', fontWeight: 700, textTransform: 'uppercase', color: vars.color.text });

export const section = style({ display: 'flex', flexDirection: 'column', gap: '8px', selectors: { '&:focus': { outline: 'none' } } });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' });

export const row = style({
  display: 'flex',
  // A long name (or a narrow screen) puts Rename and Delete on a line of their own rather than squeezing the name.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px',
  minHeight: vars.button.height,
  padding: '4px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.input.radius,
  color: vars.color.text,
});

export const rowMarked = style([row, { borderColor: vars.color.error }]);

// The visitor's own name for the passkey: shown whole, wrapping anywhere when it is longer than the row.
export const rowName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontSize: '16px' });

export const editForm = style({ display: 'flex', flexDirection: 'column', gap: '8px', width: '100%', padding: '8px 0' });

export const editButtons = style({ display: 'flex', gap: '8px' });

export const warning = style({ margin: 0, fontSize: '14px', color: vars.color.error });

export const lead = style({ margin: 0, fontSize: '18px', fontWeight: 700, color: vars.color.text });

export const centered = style({ textAlign: 'center' });
