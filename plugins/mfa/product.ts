import type { ProductDescriptor } from '../../shell/plugin-api.js';

/**
 * What the shell knows of the second factor before its chunk arrives (shell/loader.ts), and what a host on
 * `latch/react/lean` hands. It signs nobody in by itself (it follows another product's sign-in), puts nothing on
 * Main's form (so the form is still drawn before React), and owns the step-up entry. Its type names the plugin
 * module, so a program that imports only this descriptor still sees what the plugin adds to the config.
 */
export default {
  load: () => import('./index.js'),
  entries: ['stepUp'],
  standalone: false,
  form: () => [],
} satisfies ProductDescriptor;
