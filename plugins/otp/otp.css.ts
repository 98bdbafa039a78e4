import { style } from '@vanilla-extract/css';

export const resendRow = style({ display: 'flex', gap: '4px 8px', flexWrap: 'wrap', alignItems: 'baseline' });

/** A phone number the code went to stays on one line: broken, its two halves would sit apart in a right-to-left sentence. */
export const phoneNumber = style({ whiteSpace: 'nowrap' });
