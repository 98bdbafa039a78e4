import type { Deps } from '../context';
import type { InboxMessage } from './messages';

/** "Sends" a message: nothing leaves the machine, it lands in the developer inbox. */
export function deliver(deps: Deps, message: Omit<InboxMessage, 'id' | 'sentAt'>): InboxMessage {
  const stored = deps.store.messages.add({ ...message, sentAt: deps.now().toISOString() });
  deps.onMessage(stored);
  return stored;
}

/** Adds the token the way the hosted service does, keeping any query the redirect URL already has. */
export function tokenLink(base: string, tokenType: 'magic_links' | 'reset_password', token: string): string {
  const url = new URL(base);
  url.searchParams.set('stytch_token_type', tokenType);
  url.searchParams.set('token', token);
  return url.toString();
}
