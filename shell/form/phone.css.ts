import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';
import { input } from '../ui/ui.css.js';

export const phoneRow = style({ display: 'flex', gap: '8px' });

/** The visible "+1" box; the native select lies over it, transparent, so the list stays the platform's own. */
export const regionBox = style({
  position: 'relative',
  flex: '0 0 98px',
  display: 'flex',
  alignItems: 'center',
  height: vars.button.height,
  // Logical sides, so the arrow sits at the end of the box in a right-to-left widget too.
  paddingBlock: 0,
  paddingInline: '12px 28px',
  fontSize: '18px',
  color: vars.input.text,
  background: vars.input.background,
  border: `1px solid ${vars.input.border}`,
  borderRadius: vars.input.radius,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInlineEnd: '12px',
      top: '50%',
      transform: 'translateY(-50%)',
      borderInline: '5px solid transparent',
      borderTop: '6px solid currentColor',
      // Forced colours would paint the transparent side borders too, and the triangle would become a bar.
      forcedColorAdjust: 'none',
    },
    '&:focus-within': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
  },
});

export const regionSelect = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  cursor: 'pointer',
  fontSize: '16px',
});

export const phoneInput = style([input, { flex: 1, minWidth: 0 }]);
