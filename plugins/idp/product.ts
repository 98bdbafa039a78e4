import type { ProductDescriptor } from '../../shell/plugin-api.js';

/** What the shell knows of the identity provider before its chunk arrives (shell/loader.ts), and a lean host hands it. */
const idp: ProductDescriptor = {
  load: () => import('./index.js'),
  entries: ['identityProvider'],
  login: false,
};
export default idp;
