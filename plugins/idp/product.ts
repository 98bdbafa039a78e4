import type { ProductDescriptor } from '../../shell/plugin-api.js';

/**
 * What the shell knows of the identity provider before its chunk arrives (shell/loader.ts), and what a host on
 * `latch/react/lean` hands. Its type names the plugin module, so a program that imports only this descriptor still sees
 * what the plugin adds to the config.
 */
export default {
  load: () => import('./index.js'),
  entries: ['identityProvider'],
  login: false,
} satisfies ProductDescriptor;
