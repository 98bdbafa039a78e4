import { checkArgs } from '../args.js';
import type { CoreClient } from '../client.js';
import { noSessionError } from '../errors.js';
import type { Common, User } from '../types.js';

export async function getUser(client: CoreClient): Promise<User> {
  const { request_id: _r, status_code: _s, ...user } = await client.transport.request<User & Common>({ method: 'GET', path: '/users/me' });
  client.session.updateUser(user);
  return user;
}

/** What PUT /users/me changes: the name's parts given (the others stay), and the metadata's top-level keys (null removes one). */
export type UserUpdate = {
  name?: Partial<User['name']>;
  untrusted_metadata?: Record<string, unknown>;
};

export async function updateUser(client: CoreClient, update: UserUpdate): Promise<User> {
  checkArgs('user.update', update, { name: 'optionalObject', untrusted_metadata: 'optionalObject' });
  if (!client.session.getSync()) throw noSessionError();
  const data = await client.transport.request<{ __user?: User } & Common>({ method: 'PUT', path: '/users/me', body: update });
  return data.__user ? (client.session.updateUser(data.__user), data.__user) : getUser(client);
}

export type UserType = 'new' | 'password' | 'passwordless';

/** Whether an email belongs to no user, a user with a password, or a user without one. The wire name is camelCase. */
export async function searchUser(client: CoreClient, email: string): Promise<{ userType: UserType }> {
  checkArgs('user.search', { email }, { email: 'string' });
  const { userType } = await client.transport.request<{ userType: UserType } & Common>({
    method: 'POST',
    path: '/users/search',
    body: { email },
    protect: 'full',
  });
  return { userType };
}

export type FactorKind = 'emails' | 'phone_numbers' | 'totps' | 'crypto_wallets' | 'oauth' | 'webauthn_registrations' | 'biometric_registrations';

export async function deleteFactor(client: CoreClient, kind: FactorKind, id: string): Promise<User> {
  checkArgs(`user.delete ${kind}`, { id }, { id: 'string' });
  if (!client.session.getSync()) throw noSessionError();
  const data = await client.transport.request<{ __user?: User } & Common>({ method: 'DELETE', path: `/users/${kind}/${encodeURIComponent(id)}` });
  return data.__user ? (client.session.updateUser(data.__user), data.__user) : getUser(client);
}

export function usersApi(client: CoreClient) {
  return {
    get: () => getUser(client),
    getSync: () => client.session.getUserSync(),
    update: (update: UserUpdate) => updateUser(client, update),
    search: (email: string) => searchUser(client, email),
    deleteEmail: (id: string) => deleteFactor(client, 'emails', id),
    deletePhoneNumber: (id: string) => deleteFactor(client, 'phone_numbers', id),
    deleteTOTP: (id: string) => deleteFactor(client, 'totps', id),
    deleteCryptoWallet: (id: string) => deleteFactor(client, 'crypto_wallets', id),
    deleteOAuthRegistration: (id: string) => deleteFactor(client, 'oauth', id),
    deleteWebauthnRegistration: (id: string) => deleteFactor(client, 'webauthn_registrations', id),
    deleteBiometricRegistration: (id: string) => deleteFactor(client, 'biometric_registrations', id),
  };
}
