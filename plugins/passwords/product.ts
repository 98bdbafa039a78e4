import type { ProductDescriptor } from '../../shell/plugin-api.js';

/** What the shell knows of passwords before their chunk arrives (shell/loader.ts), and a lean host hands it. */
const passwords: ProductDescriptor = {
  load: () => import('./index.js'),
  entries: ['resetPassword'],
  form: () => [{ channel: 'email', takesOverTab: true }],
};
export default passwords;
