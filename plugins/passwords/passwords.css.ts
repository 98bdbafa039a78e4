import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../shell/ui/ui.css.js';

export const form = style({ display: 'flex', flexDirection: 'column', gap: '12px' });

export const passwordBox = style({ position: 'relative' });
export const passwordInput = style({ paddingInlineEnd: '48px' });

export const toggle = style({
  position: 'absolute',
  top: 0,
  insetInlineEnd: 0,
  height: '100%',
  width: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.text,
  cursor: 'pointer',
  borderRadius: vars.input.radius,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '-4px' } },
});

export const fieldError = style({ margin: 0, fontSize: '14px', color: vars.color.error, overflowWrap: 'anywhere' });

export const feedback = style({ display: 'flex', flexDirection: 'column', gap: '6px', fontSize: '14px' });

export const meter = style({ display: 'flex', gap: '4px' });
const segmentBase = style({ flex: 1, height: '4px', borderRadius: '2px', background: vars.color.subtle, border: `1px solid ${vars.color.border}` });
// Forced colours replace every segment's fill with the page background; a filled one is drawn in the text colour.
const filledForced = { '@media': { '(forced-colors: active)': { background: 'CanvasText' } } };
export const segment = styleVariants({
  empty: [segmentBase],
  weak: [segmentBase, { background: vars.color.error, borderColor: vars.color.error }, filledForced],
  strong: [segmentBase, { background: vars.color.success, borderColor: vars.color.success }, filledForced],
});

export const requirements = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '4px' });
const requirementBase = style({ display: 'flex', gap: '6px', alignItems: 'flex-start' });
export const requirement = styleVariants({
  met: [requirementBase, { color: vars.color.success }],
  unmet: [requirementBase, { color: vars.color.muted }],
});
export const smallIcon = style({ width: '16px', height: '16px', flex: 'none', marginTop: '2px' });

export const warning = style({ margin: 0, color: vars.color.error });

export const forgotRow = style({ display: 'flex', justifyContent: 'flex-end' });

export const resendRow = style({ display: 'flex', gap: '4px', flexWrap: 'wrap', alignItems: 'baseline' });

export const status = style({ display: 'flex', gap: '8px', alignItems: 'center', margin: 0 });

export const addon = style({ display: 'flex', justifyContent: 'center', marginTop: '16px' });
