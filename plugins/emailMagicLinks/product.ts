import type { ProductDescriptor } from '../../shell/plugin-api.js';

/** What the shell knows of email magic links before their chunk arrives (shell/loader.ts), and a lean host hands it. */
const emailMagicLinks: ProductDescriptor = {
  load: () => import('./index.js'),
  form: () => [{ channel: 'email' }],
};
export default emailMagicLinks;
