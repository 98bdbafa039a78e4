import type { ProductDescriptor } from '../../shell/plugin-api.js';

/** What the shell knows of crypto wallets before their chunk arrives (shell/loader.ts), and a lean host hands it. */
const crypto: ProductDescriptor = {
  load: () => import('./index.js'),
};
export default crypto;
