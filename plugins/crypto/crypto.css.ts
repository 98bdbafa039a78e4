import { style } from '@vanilla-extract/css';
import { vars } from '../../shell/ui/ui.css.js';

export const walletList = style({ display: 'flex', flexDirection: 'column', gap: '12px', margin: 0, padding: 0, listStyle: 'none' });

/**
 * Wallet names run long ('Other Ethereum Wallet'): at the buttons' own size, as the social buttons' labels, and
 * wrapping when they do not fit rather than cut (WCAG 1.4.10 at 320 px, 1.4.12 text spacing).
 */
export const buttonLabel = style({ minWidth: 0 });

export const buttonIcon = style({ width: '24px', height: '24px', flex: 'none' });

export const largeIcon = style({ width: '72px', height: '72px', alignSelf: 'center', color: vars.color.text });

export const tileIcon = style({ width: '40px', height: '40px', color: vars.color.text });

export const setupLink = style({ alignSelf: 'center' });

export const waiting = style({ display: 'flex', alignItems: 'center', gap: '12px' });

export const downloads = style({ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: '12px', margin: 0, padding: 0, listStyle: 'none' });

export const download = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '8px',
  padding: '16px 8px',
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: '16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.button.secondaryRadius,
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
  },
});
