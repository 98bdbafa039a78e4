import type { User } from '../../core/types.js';

/** How recent a sign-in a password set from the session needs (the provider's rule for passwords/session/reset). */
export const RECENT_SIGN_IN_MS = 5 * 60_000;

/**
 * The ids of the user's factors that each let the visitor in by themselves: an email or phone (a code or a link proves
 * it at the login, verified or not, and the password goes with an email), a passkey, a connected provider, a signed
 * wallet. A second factor (TOTP) lets nobody in alone, and a password needs an email beside it, so neither counts.
 */
export function waysIn(user: User): string[] {
  return [
    ...user.emails.map((e) => e.email_id),
    ...user.phone_numbers.map((p) => p.phone_id),
    ...user.webauthn_registrations.map((w) => w.webauthn_registration_id),
    ...user.providers.map((p) => p.oauth_user_registration_id),
    ...user.crypto_wallets.filter((w) => w.verified).map((w) => w.crypto_wallet_id),
  ];
}

/** Whether removing this factor would leave the user no way to sign in: said before any request is sent. */
export function isLastWay(user: User, id: string): boolean {
  const ways = waysIn(user);
  return ways.includes(id) && ways.length === 1;
}

/** The session's delivery methods that prove an email or a phone. */
const CONTACT_DELIVERIES = new Set(['email', 'sms', 'whatsapp']);

/** Whether the session proved an email or phone within the last 5 minutes (`now` in ms). */
export function recentlyConfirmed(factors: readonly { delivery_method: string; last_authenticated_at: string }[], now: number): boolean {
  return factors.some((f) => CONTACT_DELIVERIES.has(f.delivery_method) && now - Date.parse(f.last_authenticated_at) <= RECENT_SIGN_IN_MS);
}
