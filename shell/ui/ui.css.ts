import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { schemeClass, vars } from '../theme/theme.css.js';

/** The theme variables, for plugin styles: plugins may import shell/ui but not shell/theme. */
export { vars };

const focusRing = {
  outline: `2px solid ${vars.color.primary}`,
  outlineOffset: '2px',
} as const;

export const heading = style({
  margin: 0,
  fontSize: '24px',
  fontWeight: 700,
  lineHeight: 1.25,
  color: vars.color.text,
  // Headings take focus only so screen readers start reading a new screen there; they are not
  // controls, so no focus ring (which would read as "this can be activated").
  selectors: { '&:focus': { outline: 'none' } },
});

export const centeredHeading = style([heading, { textAlign: 'center' }]);

// Body text often holds an email address, one long word to the browser: it must break anywhere rather than push
// past the card (WCAG 1.4.10 reflow at 320 px).
export const text = style({ margin: 0, fontSize: '16px', color: vars.color.text, overflowWrap: 'anywhere' });
export const mutedText = style({ margin: 0, fontSize: '14px', color: vars.color.muted, overflowWrap: 'anywhere' });

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8px',
  width: '100%',
  height: vars.button.height,
  padding: '0 16px',
  fontFamily: 'inherit',
  fontSize: '18px',
  cursor: 'pointer',
  border: '1px solid transparent',
  transition: 'opacity 120ms ease',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'default', opacity: 0.6 },
  },
});

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.button.primaryBg,
      color: vars.button.primaryText,
      borderColor: vars.button.primaryBorder,
      borderRadius: vars.button.primaryRadius,
    },
  ],
  secondary: [
    buttonBase,
    {
      background: vars.button.secondaryBg,
      color: vars.button.secondaryText,
      borderColor: vars.button.secondaryBorder,
      borderRadius: vars.button.secondaryRadius,
    },
  ],
});

export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  color: vars.color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  fontWeight: 700,
  selectors: { '&:focus-visible': focusRing, '&:disabled': { cursor: 'default', opacity: 0.6 } },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: '4px' });
export const label = style({ fontSize: '14px', color: vars.color.text });

export const input = style({
  width: '100%',
  height: vars.button.height,
  padding: '0 12px',
  fontFamily: 'inherit',
  fontSize: '18px',
  color: vars.input.text,
  background: vars.input.background,
  border: `1px solid ${vars.input.border}`,
  borderRadius: vars.input.radius,
  selectors: {
    '&::placeholder': { color: vars.input.placeholder },
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:disabled, &[readonly]': { background: vars.color.subtle },
  },
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
  selectors: { '&:focus-visible': focusRing },
});

export const icon = style({ width: '24px', height: '24px', flex: 'none' });
export const successIcon = style({ width: '96px', height: '96px', alignSelf: 'center', color: vars.color.success });
export const centeredText = style([text, { textAlign: 'center' }]);
