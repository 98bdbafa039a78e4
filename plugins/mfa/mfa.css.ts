import { style } from '@vanilla-extract/css';
import { vars } from '../../shell/ui/ui.css.js';

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** Links to the other ways in, one per line, so each is a target of its own. */
export const links = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '12px' });

/** A form's field, hint and button, spaced as the shared form spaces them. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: '12px' });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: '12px' });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });

// The code must scan in every theme: dark modules on a light square, whatever the palette or forced colours.
export const qr = style({ display: 'block', width: '176px', height: '176px', margin: '0 auto', forcedColorAdjust: 'none' });

export const secret = style({
  margin: 0,
  padding: '8px 12px',
  fontFamily: mono,
  fontSize: '16px',
  letterSpacing: '0.05em',
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.input.radius,
  // A key is Latin letters and digits: left to right even in a right-to-left widget.
  direction: 'ltr',
  textAlign: 'center',
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: '8px 16px',
  margin: 0,
  padding: '12px 16px',
  listStyle: 'none',
  fontFamily: mono,
  fontSize: '16px',
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.input.radius,
  direction: 'ltr',
  userSelect: 'all',
});
