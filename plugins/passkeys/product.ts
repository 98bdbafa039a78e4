import type { ProductDescriptor } from '../../shell/plugin-api.js';

/** What the shell knows of passkeys before their chunk arrives (shell/loader.ts), and a lean host hands it. */
const passkeys: ProductDescriptor = {
  load: () => import('./index.js'),
  name: 'Passkeys',
  entries: ['passkeyRegistration'],
  standalone: false,
};
export default passkeys;
