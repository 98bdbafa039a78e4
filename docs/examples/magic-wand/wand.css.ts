import { style } from '@vanilla-extract/css';
import { themeVars } from 'latch/plugin';

// Only theme tokens, never fixed colours, so the host's `styles` reach this screen too (docs/theme-tokens.md).
// `themeVars` entries are the `var(--latch-…)` references; the values are set on the widget root.

/** The screen's Stack spaces its own children only; the form spaces what is inside it. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: '16px' });

/** One dot per wave needed; the row is decoration, the sentence under it says the same in words. */
export const dots = style({ display: 'flex', justifyContent: 'center', gap: '8px', margin: 0, padding: 0, listStyle: 'none' });

export const dot = style({
  width: '14px',
  height: '14px',
  borderRadius: '50%',
  border: `2px solid ${themeVars.color.primary}`,
  background: themeVars.container.background,
});

export const dotDone = style([dot, { background: themeVars.color.primary }]);

export const progress = style({ margin: 0, fontSize: '14px', textAlign: 'center', color: themeVars.color.muted });
