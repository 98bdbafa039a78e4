import type { AccountSection } from '../../../shell/plugin-api.js';
import { connectedAccountsComponent, type ConnectKit } from './ConnectedAccountsSection.js';
import { messages } from './messages.js';

/**
 * The connected-accounts section, a chunk loaded only when an account lists it. `kit` is the plugin's own (its
 * chunk's): handed over rather than imported, so this chunk and the login's share no module.
 */
export const connectedAccountsSection = (kit: ConnectKit): AccountSection => ({
  component: connectedAccountsComponent(kit),
  title: 'oauth.account.title',
  messages,
  locales: () => import('./locales/index.js'),
});
