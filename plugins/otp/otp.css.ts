import { style } from '@vanilla-extract/css';

export const resendRow = style({ display: 'flex', gap: '4px 8px', flexWrap: 'wrap', alignItems: 'baseline' });
