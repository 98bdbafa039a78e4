import type { AccountSection } from '../../../shell/plugin-api.js';
import { emailsComponent, type LinkCalls } from './EmailsSection.js';
import { messages } from './messages.js';

/**
 * The emails section, a chunk loaded only when an account lists it. `calls` are the plugin's own (its chunk's): handed
 * over rather than imported, so this chunk and the login's share no module.
 */
export const emailsSection = (calls: LinkCalls): AccountSection => ({
  component: emailsComponent(calls),
  title: 'account.emails.title',
  messages,
  locales: () => import('./locales/index.js'),
});
