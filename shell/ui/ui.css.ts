import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

/**
 * The styles of the first form (heading, field, button): the vanilla entry's first paint adopts this sheet, so it holds
 * nothing else. What later screens add (text, link buttons, the error banner, dividers, icons) is in screen.css.ts,
 * which loads with the widget's React half.
 */

/** The theme variables, for plugin styles: plugins may import shell/ui but not shell/theme. */
export { vars };

/** The focus ring of every control; screen.css.ts draws the later screens' controls with it too. */
export const focusRing = {
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

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8px',
  width: '100%',
  // A label that does not fit one line (a long wallet name at 320 px, or a visitor's wider text spacing) wraps and
  // the button grows: the height is a minimum, and the padding keeps wrapped lines off the border.
  minHeight: vars.button.height,
  padding: '8px 16px',
  fontFamily: 'inherit',
  fontSize: '18px',
  textAlign: 'center',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  border: '1px solid transparent',
  transition: 'opacity 120ms ease',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-disabled="true"]': { cursor: 'default', opacity: 0.6 },
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
