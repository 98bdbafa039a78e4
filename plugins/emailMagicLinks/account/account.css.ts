import { style } from '@vanilla-extract/css';

export const emailForm = style({ display: 'flex', flexDirection: 'column', gap: '12px' });
