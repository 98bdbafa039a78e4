import { style } from '@vanilla-extract/css';

export const connectList = style({ display: 'flex', flexDirection: 'column', gap: '12px' });

export const connectIcon = style({ width: '24px', height: '24px', flex: 'none' });
