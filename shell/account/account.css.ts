import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

/** The page: each section under its own heading, a rule between them. */
export const sections = style({ display: 'flex', flexDirection: 'column', gap: '24px' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  paddingBlockStart: '16px',
  borderBlockStart: `1px solid ${vars.color.border}`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const sectionTitle = style({ margin: 0, fontSize: '14px', fontWeight: 700, textTransform: 'uppercase', color: vars.color.text });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  selectors: { '&:focus': { outline: 'none' } },
});

export const row = style({
  display: 'flex',
  // A long address (or a narrow screen) puts Remove on a line of its own rather than squeezing the address.
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

export const rowText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '2px' });

// The visitor's own data (an address, a name): shown whole, wrapping anywhere when it is longer than the row.
export const rowLabel = style({ overflowWrap: 'anywhere', fontSize: '16px' });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: '12px' });

export const warning = style({ margin: 0, fontSize: '14px', color: vars.color.error });

export const form = style({ display: 'flex', flexDirection: 'column', gap: '12px' });

export const link = style({ color: vars.color.primary, fontWeight: 700, textDecorationThickness: '1px' });
