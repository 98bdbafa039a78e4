import type { Deps } from '../context';
import { ApiError } from '../http/errors';
import type { Factor } from '../store/factors';
import type { ContactKind, PendingContacts } from '../store/pendingContacts';

/** Whom a code or link is issued for: the factor (or waiting contact) id it names, and the user it logs in. */
export interface Recipient {
  factor_id: string;
  user_id: string;
}

/** login_or_create: the user behind an email or phone, made (status pending) on first contact. */
export function findOrCreateContact(deps: Deps, kind: ContactKind, value: string) {
  const existing = deps.store.factors.find(kind, value);
  if (existing) return { factor: existing, created: false };
  const now = deps.now();
  const user = deps.store.users.create(now);
  return { factor: deps.store.factors.add(user.user_id, kind, value, now), created: true };
}

/** send/primary: only an address some user already has. */
export function requireContact(deps: Deps, kind: ContactKind, value: string): Factor {
  const factor = deps.store.factors.find(kind, value);
  if (factor) return factor;
  throw kind === 'email'
    ? new ApiError(404, 'email_not_found', 'Email could not be found.')
    : new ApiError(404, 'phone_number_not_found', 'Phone number could not be found.');
}

/**
 * send/secondary: the signed-in user's own address, or a new one that waits, belonging to no one, until its link or
 * code is used (contactProof.ts); an address someone else has is refused.
 */
export function attachContact(deps: Deps, pending: PendingContacts, userId: string, kind: ContactKind, value: string): Recipient {
  const existing = deps.store.factors.find(kind, value);
  if (existing && existing.user_id !== userId) {
    throw kind === 'email'
      ? new ApiError(400, 'duplicate_email', 'A user with the specified email already exists for this project.')
      : new ApiError(400, 'duplicate_phone_number', 'A user with the specified phone number already exists for this project.');
  }
  if (existing) return existing;
  return { factor_id: pending.open(userId, kind, value, deps.now()).pending_id, user_id: userId };
}
