import type { AccountSection } from '../../../shell/plugin-api.js';
import { contactsComponent, type ContactCalls, type ContactKind } from './ContactsSection.js';
import { messages } from './messages.js';

/**
 * The emails or phones section, a chunk loaded only when an account lists it. `calls` are the plugin's own (its
 * chunk's): handed over rather than imported, so this chunk and the login's share no module.
 */
export function contactsSection(kind: ContactKind, calls: ContactCalls): AccountSection {
  return {
    component: contactsComponent(kind, calls),
    title: kind === 'email' ? 'account.emails.title' : 'account.phones.title',
    messages,
    locales: () => import('./locales/index.js'),
  };
}
