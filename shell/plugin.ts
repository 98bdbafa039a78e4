/**
 * The plugin kit of the vanilla build (`latch/plugin`): what a plugin built outside this repository imports at run
 * time. It is its own entry so that the mount entry (`latch`) stays the few kilobytes that draw the first form; both
 * share the widget's chunks, so a host's plugin gets the very module instances (React, the store, the context) the
 * widget renders with. Types and registry augmentation stay on `latch`.
 */
export * from './pluginKit.js';
// Brings 'latch', the module plugins augment, into a program that imports only this entry (see shell/reactLean.tsx).
export type {} from './vanilla.js';
export { createTestContext } from './testing.js';

// React is bundled inside this build, so a plugin for it must use this copy for its hooks (alias 'react' to it).
import * as React from 'react';
export { React };
