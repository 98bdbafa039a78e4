import { createElement, type ReactElement, type ReactNode } from 'react';
import type { H } from './h.js';

/** The views rendered by React. */
export const reactH: H<ReactElement> = (type, props, ...children) => createElement(type, props, ...(children as ReactNode[]));
