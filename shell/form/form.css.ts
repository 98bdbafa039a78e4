import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

export const form = style({ display: 'flex', flexDirection: 'column', gap: '12px' });

export const tabList = style({ display: 'flex', borderBottom: `1px solid ${vars.color.border}`, marginBottom: '12px' });

export const tab = style({
  flex: 1,
  padding: '8px 0',
  background: 'none',
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  font: 'inherit',
  color: vars.color.muted,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '-2px' },
  },
  // Forced colours turn the transparent underline of every tab into a visible line, so all tabs look selected:
  // the others' underline takes the background's system colour and the selected one the highlight.
  '@media': {
    '(forced-colors: active)': {
      borderBottomColor: 'Canvas',
      selectors: { '&[aria-selected="true"]': { borderBottomColor: 'Highlight' } },
    },
  },
});
