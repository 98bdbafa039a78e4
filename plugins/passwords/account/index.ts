import type { AccountSection } from '../../../shell/plugin-api.js';
import { messages } from './messages.js';
import { passwordComponent, type PasswordKit } from './PasswordSection.js';

/**
 * The password section, a chunk loaded only when an account lists it. `kit` is the plugin's own (its chunk's): handed
 * over rather than imported, so this chunk and the login's share no module.
 */
export const passwordSection = (kit: PasswordKit): AccountSection => ({
  component: passwordComponent(kit),
  title: 'pw.account.title',
  messages,
  locales: () => import('./locales/index.js'),
});
