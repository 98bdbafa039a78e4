import type { ProductDescriptor } from '../../shell/plugin-api.js';

/** What the shell knows of social sign-in before its chunk arrives (shell/loader.ts), and a lean host hands it. */
const oauth: ProductDescriptor = {
  load: () => import('./index.js'),
};
export default oauth;
