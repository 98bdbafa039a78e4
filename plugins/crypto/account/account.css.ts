import { style } from '@vanilla-extract/css';

export const walletButtons = style({ display: 'flex', flexDirection: 'column', gap: '12px' });

export const walletIcon = style({ width: '24px', height: '24px', flex: 'none' });
