import { style } from '@vanilla-extract/css';
import { buttonColumn } from './layout.js';

export const buttonIcon = style({ width: '20px', height: '20px', flex: 'none' });

export const actions = style(buttonColumn);
