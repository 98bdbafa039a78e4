import type { Store } from '../store';
import type { Factor, FactorKind } from '../store/factors';
import type { UserRow } from '../store/users';

/**
 * Kinds added by later products keep their wire fields under `data.wire` (private material such as a public key
 * stays beside it), so the user object picks them up without a change here.
 */
export function wireFactor(factor: Factor, idField: string) {
  const wire = (factor.data.wire ?? {}) as Record<string, unknown>;
  return { [idField]: factor.factor_id, ...wire, verified: factor.verified };
}

/** The User object of CONTRACT §4, with every field present. */
export function toWireUser(store: Store, user: UserRow) {
  const factors = store.factors.forUser(user.user_id);
  const of = (kind: FactorKind) => factors.filter((factor) => factor.kind === kind);
  return {
    user_id: user.user_id,
    created_at: user.created_at,
    status: user.status,
    name: JSON.parse(user.name) as Record<string, string>,
    emails: of('email').map((f) => ({ email_id: f.factor_id, email: f.value, verified: f.verified })),
    phone_numbers: of('phone_number').map((f) => ({ phone_id: f.factor_id, phone_number: f.value, verified: f.verified })),
    providers: of('oauth').map((f) => {
      const { verified: _verified, ...provider } = wireFactor(f, 'oauth_user_registration_id');
      return provider;
    }),
    webauthn_registrations: of('webauthn_registration').map((f) => wireFactor(f, 'webauthn_registration_id')),
    totps: of('totp').map((f) => ({ totp_id: f.factor_id, verified: f.verified })),
    crypto_wallets: of('crypto_wallet').map((f) => wireFactor(f, 'crypto_wallet_id')),
    biometric_registrations: of('biometric_registration').map((f) => wireFactor(f, 'biometric_registration_id')),
    password: user.password_id ? { password_id: user.password_id, requires_reset: user.password_requires_reset === 1 } : null,
    trusted_metadata: JSON.parse(user.trusted_metadata) as Record<string, unknown>,
    untrusted_metadata: JSON.parse(user.untrusted_metadata) as Record<string, unknown>,
  };
}
