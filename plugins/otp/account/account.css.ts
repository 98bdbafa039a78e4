import { style } from '@vanilla-extract/css';

export const contactForm = style({ display: 'flex', flexDirection: 'column', gap: '12px' });
