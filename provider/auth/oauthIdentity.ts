import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv, Deps } from '../context';
import { ApiError } from '../http/errors';
import { markContactProven } from './contactProof';
import type { Factor } from '../store/factors';
import { OAUTH_PROVIDERS, type OAuthProviderType } from './oauthConfig';

/** Who the simulated provider says the visitor is. */
export interface ProviderIdentity {
  provider: OAuthProviderType;
  subject: string;
  email: string;
  name: string;
}

/** The same address at the same provider is always the same account there. */
export const subjectFor = (provider: OAuthProviderType, email: string) =>
  `${provider}-${createHash('sha256').update(`${provider}:${email}`).digest('hex').slice(0, 20)}`;

const splitName = (name: string) => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, middle_name: '', last_name: rest.join(' ') };
};

/** What a provider account's registration keeps for users/me: its subject and type as the provider names them. */
const registrationWire = (identity: ProviderIdentity) => ({
  wire: { provider_subject: identity.subject, provider_type: OAUTH_PROVIDERS[identity.provider], profile_picture_url: '', locale: '' },
});

/**
 * A provider account joined to a signed-in user (a start made with an attach token): the user who asked keeps it,
 * with the provider's address added when nobody has it (their own is marked verified). An account already linked to
 * another user stays theirs: the join is refused.
 */
export function attachIdentity(deps: Deps, identity: ProviderIdentity, userId: string): Factor {
  const { store } = deps;
  const now = deps.now();
  const existing = store.factors.find('oauth', `${identity.provider}:${identity.subject}`);
  if (existing?.user_id === userId) return existing;
  if (existing) {
    throw new ApiError(
      400,
      'duplicate_oauth_user_registration',
      `This ${OAUTH_PROVIDERS[identity.provider]} account is already connected to another user.`,
    );
  }
  const email = store.factors.find('email', identity.email);
  if (!email) store.factors.verify(store.factors.add(userId, 'email', identity.email, now).factor_id);
  else if (email.user_id === userId) store.factors.verify(email.factor_id);
  const registration = store.factors.add(userId, 'oauth', `${identity.provider}:${identity.subject}`, now, registrationWire(identity));
  store.factors.verify(registration.factor_id);
  return store.factors.require(registration.factor_id);
}

/**
 * The user behind a provider account: the one already linked to it, else the one with that (provider-verified)
 * email, which gets the link, else a new user. `created` picks the sign-up redirect over the login one.
 */
export function linkIdentity(c: Context<AppEnv>, deps: Deps, identity: ProviderIdentity): { userId: string; registration: Factor; created: boolean } {
  const { store } = deps;
  const now = deps.now();
  const key = `${identity.provider}:${identity.subject}`;
  const existing = store.factors.find('oauth', key);
  if (existing) return { userId: existing.user_id, registration: existing, created: false };

  const email = store.factors.find('email', identity.email);
  const created = !email;
  const userId = email?.user_id ?? store.users.create(now).user_id;
  // The provider vouches for the address: like a used link, that ends a password a squatter set before the owner came.
  if (email) markContactProven(c, deps, email);
  else store.factors.verify(store.factors.add(userId, 'email', identity.email, now).factor_id);
  if (created && identity.name) {
    store.db.run('UPDATE users SET name = ? WHERE user_id = ?', [JSON.stringify(splitName(identity.name)), userId]);
  }
  const registration = store.factors.add(userId, 'oauth', key, now, registrationWire(identity));
  store.factors.verify(registration.factor_id);
  return { userId, registration: store.factors.require(registration.factor_id), created };
}
