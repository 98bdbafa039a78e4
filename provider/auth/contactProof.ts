import type { Context } from 'hono';
import type { AppEnv, Deps } from '../context';
import { optionalSession } from '../http/auth';
import type { Factor } from '../store/factors';
import { PendingContacts } from '../store/pendingContacts';

/**
 * Someone has just shown they receive a contact's messages: a link was used, a code entered, or an identity provider
 * vouched for an email. An account whose email was never proven may be a squatter's (made in the victim's name
 * before they signed up), and so may everything it got meanwhile. When someone outside the account's sessions proves
 * that email, the account keeps only the email: its password must be reset by email before it works again, every
 * session ends (as the hosted service does), and every other way in goes (phones, other emails, TOTPs, wallets,
 * passkeys, OAuth links, and the contacts it was still waiting to prove). Why not when the proof comes from a
 * session of that same account? Whoever holds it has just shown the address is theirs, so what they added is theirs.
 */
export function markContactProven(c: Context<AppEnv>, deps: Deps, factor: Factor): void {
  const { store } = deps;
  // An identity provider's consent page carries no SDK credentials, so no session of the account can be proving it there.
  const proverId = c.get('auth') ? optionalSession(c, deps)?.session.user_id : undefined;
  if (factor.kind === 'email' && !factor.verified && proverId !== factor.user_id) {
    if (store.users.get(factor.user_id)?.password_hash) store.users.requirePasswordReset(factor.user_id);
    store.sessions.revokeAllForUser(factor.user_id);
    store.factors.removeAllBut(factor.user_id, factor.factor_id);
    new PendingContacts(store.db).dropForUser(factor.user_id);
  }
  store.factors.verify(factor.factor_id);
}

/** A waiting contact joins the user who asked for it, unless someone else took the address meanwhile. */
function claim(deps: Deps, pending: PendingContacts, pendingId: string): Factor | undefined {
  const contact = pending.take(pendingId, deps.now());
  if (!contact) return undefined;
  const taken = deps.store.factors.find(contact.kind, contact.value);
  if (taken) return taken.user_id === contact.user_id ? taken : undefined;
  const factor = deps.store.factors.add(contact.user_id, contact.kind, contact.value, deps.now(), {}, contact.pending_id);
  deps.store.factors.verify(factor.factor_id);
  return deps.store.factors.require(factor.factor_id);
}

/**
 * A link or code issued for `userId` under `factorId` was used: the contact it went to, now proven, or undefined when
 * it can no longer log that user in (the contact was removed, or a waiting contact was taken by someone else).
 */
export function proveContact(c: Context<AppEnv>, deps: Deps, pending: PendingContacts, factorId: string, userId: string): Factor | undefined {
  const existing = deps.store.factors.get(factorId);
  const factor = existing ?? claim(deps, pending, factorId);
  if (!factor || factor.user_id !== userId) return undefined;
  markContactProven(c, deps, factor);
  return factor;
}
