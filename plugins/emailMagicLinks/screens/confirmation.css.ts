import { style } from '@vanilla-extract/css';

export const mailLinks = style({ display: 'flex', gap: '8px', flexWrap: 'wrap', justifyContent: 'center', listStyle: 'none', padding: 0, margin: 0 });
export const mailLink = style({ fontWeight: 700, color: 'inherit' });
export const resendRow = style({ display: 'flex', gap: '4px', justifyContent: 'center', flexWrap: 'wrap', alignItems: 'baseline' });
export const centered = style({ textAlign: 'center' });
