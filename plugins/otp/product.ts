import type { ProductDescriptor } from '../../shell/plugin-api.js';
import type { OtpMethod } from './options.js';

/**
 * The methods, each the shared form's channel of the same name (the compiler checks that they are). Kept here rather
 * than asking the plugin API, whose module would bring much of the widget into the entry that imports this table.
 */
const METHODS: Record<OtpMethod, true> = { sms: true, whatsapp: true, email: true };
const isMethod = (method: unknown): method is OtpMethod => typeof method === 'string' && Object.hasOwn(METHODS, method);

/**
 * What the shell knows of one-time passcodes before their chunk arrives (shell/loader.ts), and what a host on
 * `latch/react/lean` hands. Its type names the plugin module, so a program that imports only this descriptor still sees
 * what the plugin adds to the config.
 */
export default {
  load: () => import('./index.js'),
  // Each listed method that is one, once: the form the first paint draws for this config.
  form: ({ otpOptions }) =>
    [...new Set<unknown>(Array.isArray(otpOptions?.methods) ? otpOptions.methods : [])].filter(isMethod).map((channel) => ({ channel })),
} satisfies ProductDescriptor;
