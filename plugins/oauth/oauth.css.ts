import { style } from '@vanilla-extract/css';
import { vars } from '../../shell/ui/ui.css.js';

export const buttonList = style({ display: 'flex', flexDirection: 'column', gap: '12px' });

export const buttonIcon = style({ width: '24px', height: '24px', flex: 'none' });

/**
 * The embedded One Tap prompt's box: 47 px until the prompt reports its own height (SPEC §9), centred while the
 * spinner shows. Its height is set from the prompt's size through the CSSOM, which a strict CSP allows.
 */
export const oneTapBox = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'stretch',
  transition: 'height 0.3s ease-out',
});

export const oneTapMount = style({ width: '100%' });

export const status = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: '8px',
  margin: 0,
  minHeight: '24px',
  color: vars.color.text,
});
