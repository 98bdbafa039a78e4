import type { AccountSection } from '../../../shell/plugin-api.js';
import { messages } from './messages.js';
import { walletsComponent, type WalletKit } from './WalletsSection.js';

/**
 * The wallets section, a chunk loaded only when an account lists it. `kit` is the plugin's own (its chunk's): handed
 * over rather than imported, so this chunk and the login's share no module.
 */
export const walletsSection = (kit: WalletKit): AccountSection => ({
  component: walletsComponent(kit),
  title: 'crypto.account.title',
  messages,
  locales: () => import('./locales/index.js'),
});
