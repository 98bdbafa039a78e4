import { style } from '@vanilla-extract/css';
import { themeVars } from '../../shell/plugin-api.js';

export const scopeList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  fontSize: '16px',
  color: themeVars.color.text,
});

export const scopeItem = style({
  display: 'flex',
  gap: '12px',
  alignItems: 'baseline',
  overflowWrap: 'anywhere',
  selectors: {
    '&::before': {
      content: '""',
      flex: '0 0 8px',
      height: '8px',
      borderRadius: '50%',
      background: themeVars.color.primary,
      transform: 'translateY(-1px)',
    },
  },
  // Forced colours paint the bullet in the page background, where it vanishes: it takes the text colour instead.
  '@media': { '(forced-colors: active)': { selectors: { '&::before': { background: 'CanvasText' } } } },
});

export const answers = style({ display: 'flex', flexDirection: 'column', gap: '12px' });

export const waiting = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '16px',
  padding: '48px 0',
  color: themeVars.color.primary,
  textAlign: 'center',
});
