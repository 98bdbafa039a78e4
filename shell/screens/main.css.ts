import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

export const logo = style({ display: 'block', maxWidth: '100%', maxHeight: '60px', margin: '0 auto', objectFit: 'contain' });
export const footer = style({ marginTop: '24px', textAlign: 'center', fontSize: '12px', color: vars.color.muted });
export const configError = style({ margin: 0, color: vars.color.error, fontSize: '16px', overflowWrap: 'anywhere' });
export const loading = style({ display: 'flex', justifyContent: 'center', padding: '24px 0', color: vars.color.primary });
