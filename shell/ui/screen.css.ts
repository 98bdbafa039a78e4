import { globalStyle, style } from '@vanilla-extract/css';
import { schemeClass } from '../theme/theme.css.js';
import { focusRing, vars } from './ui.css.js';

/**
 * What screens add around the first form. Apart from ui.css.ts so that the vanilla entry's first paint, which only
 * draws the form, does not carry these rules: they arrive with the widget's React half, before anything uses them.
 */

// Body text often holds an email address, one long word to the browser: it must break anywhere rather than push
// past the card (WCAG 1.4.10 reflow at 320 px).
export const text = style({ margin: 0, fontSize: '16px', color: vars.color.text, overflowWrap: 'anywhere' });
export const mutedText = style({ margin: 0, fontSize: '14px', color: vars.color.muted, overflowWrap: 'anywhere' });

export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  color: vars.color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  fontWeight: 700,
  selectors: { '&:focus-visible': focusRing, '&:disabled, &[aria-disabled="true"]': { cursor: 'default', opacity: 0.6 } },
});

export const banner = style({
  display: 'flex',
  gap: '8px',
  alignItems: 'center',
  padding: '8px 12px',
  fontSize: '14px',
  color: vars.color.error,
  background: '#FFEEEC',
  border: `1px solid ${vars.color.error}`,
  borderRadius: '4px',
  overflowWrap: 'anywhere',
});

// The banner's tint is no token; in the dark palette it is a dark red, under which the error colour keeps 7.7:1.
const darkBanner = { background: '#3A1A1C' };
globalStyle(`${schemeClass.dark} ${banner}`, darkBanner);
globalStyle(`${schemeClass.auto} ${banner}`, { '@media': { '(prefers-color-scheme: dark)': darkBanner } });

export const bannerLink = style({ color: 'inherit', fontWeight: 700 });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  color: vars.color.muted,
  fontSize: '14px',
  selectors: { '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` } },
});

export const backButton = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  background: 'none',
  border: 'none',
  padding: '4px',
  margin: '-4px',
  color: vars.color.text,
  cursor: 'pointer',
  borderRadius: '4px',
  // The arrow points back, which is to the right in a right-to-left widget.
  selectors: { '&:focus-visible': focusRing, '[dir=rtl] &': { transform: 'scaleX(-1)' } },
});

export const icon = style({ width: '24px', height: '24px', flex: 'none' });
export const successIcon = style({ width: '96px', height: '96px', alignSelf: 'center', color: vars.color.success });
export const centeredText = style([text, { textAlign: 'center' }]);
