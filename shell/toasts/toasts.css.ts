import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

/**
 * The toast area sits in the card's flow, at its foot: a toast floating over the page covered the host's own header
 * (and could cover a focused control, WCAG 2.4.11); here it covers nothing and shows where the visitor acted. Empty,
 * it takes no room, and its live regions stay rendered so screen readers keep announcing into them.
 */
export const region = style({ display: 'flex', flexDirection: 'column', alignItems: 'center' });

globalStyle(`${region} > *`, { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '8px', width: '100%' });
globalStyle(`${region} > *:not(:empty)`, { marginTop: '16px' });

const base = style({
  maxWidth: '350px',
  overflowWrap: 'anywhere',
  padding: '8px 12px',
  borderRadius: '8px',
  background: vars.container.background,
  color: vars.color.text,
  boxShadow: '0 3px 10px rgba(0, 0, 0, 0.1), 0 3px 3px rgba(0, 0, 0, 0.05)',
  fontSize: '14px',
  display: 'flex',
  gap: '8px',
  alignItems: 'center',
});

export const toast = styleVariants({
  success: [base, { borderInlineStart: `4px solid ${vars.color.success}` }],
  error: [base, { borderInlineStart: `4px solid ${vars.color.error}` }],
  loading: [base],
  blank: [base],
  custom: [base],
});
