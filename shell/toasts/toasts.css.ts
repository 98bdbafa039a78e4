import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

export const region = style({
  position: 'fixed',
  top: '16px',
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '8px',
  zIndex: 9999,
  pointerEvents: 'none',
  width: 'max-content',
  maxWidth: 'calc(100vw - 32px)',
});

const base = style({
  pointerEvents: 'auto',
  maxWidth: '350px',
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
  success: [base, { borderLeft: `4px solid ${vars.color.success}` }],
  error: [base, { borderLeft: `4px solid ${vars.color.error}` }],
  loading: [base],
  blank: [base],
  custom: [base],
});
