import { http } from 'msw';
import { createCoreClient, type CoreClient } from '../../core/client.js';
import type { AuthResponse, User } from '../../core/types.js';
import { API, TOKEN, apiError, ok, sdk } from './widget.js';

/** A user as users/me returns one, with `overrides` over an account that has one verified email and nothing else. */
export function accountUser(overrides: Partial<User> = {}): User {
  return {
    user_id: 'user-1',
    created_at: '2026-01-01T00:00:00Z',
    status: 'active',
    name: { first_name: 'Ada', middle_name: '', last_name: 'Lovelace' },
    emails: [{ email_id: 'email-1', email: 'ada@example.com', verified: true }],
    phone_numbers: [],
    providers: [],
    webauthn_registrations: [],
    totps: [],
    crypto_wallets: [],
    biometric_registrations: [],
    password: null,
    trusted_metadata: {},
    untrusted_metadata: {},
    ...overrides,
  };
}

/** A session whose factors say how the user signed in, `minutesAgo` before now. */
export function accountSession(factors: { delivery_method: string; minutesAgo: number }[] = [{ delivery_method: 'email', minutesAgo: 60 }]) {
  return {
    session_id: 'session-1',
    user_id: 'user-1',
    started_at: '2026-01-01T00:00:00Z',
    last_accessed_at: '2026-01-01T00:00:00Z',
    expires_at: '2099-01-01T00:00:00Z',
    attributes: { ip_address: '', user_agent: '' },
    custom_claims: null,
    authentication_factors: factors.map((f) => ({
      type: 'otp',
      delivery_method: f.delivery_method,
      last_authenticated_at: new Date(Date.now() - f.minutesAgo * 60_000).toISOString(),
    })),
  };
}

/** A client holding a session for `user`, as after a login on this page. */
export function signedInClient(user: User, session = accountSession()): CoreClient {
  const client = createCoreClient(TOKEN, { baseUrl: API });
  client.session.storeAuthResponse({
    user_id: user.user_id,
    user,
    session,
    session_token: 'session-token',
    session_jwt: 'session-jwt',
  } as unknown as AuthResponse);
  return client;
}

/**
 * msw handlers that keep one user as the provider would: users/me reads it, PUT changes its name, each DELETE takes
 * the factor out (404 for an id it does not have), answering the changed user as the provider does.
 */
export function accountHandlers(state: { user: User }) {
  const kinds = {
    emails: ['emails', 'email_id'],
    phone_numbers: ['phone_numbers', 'phone_id'],
    crypto_wallets: ['crypto_wallets', 'crypto_wallet_id'],
    oauth: ['providers', 'oauth_user_registration_id'],
    webauthn_registrations: ['webauthn_registrations', 'webauthn_registration_id'],
    totps: ['totps', 'totp_id'],
  } as const;
  return [
    http.get(sdk('/users/me'), () => ok({ ...state.user })),
    http.put(sdk('/users/me'), async ({ request }) => {
      const body = (await request.json()) as { name?: Partial<User['name']> };
      state.user = { ...state.user, name: { ...state.user.name, ...body.name } };
      return ok({ user_id: state.user.user_id, __user: state.user });
    }),
    http.delete(sdk('/users/:kind/:id'), ({ params }) => {
      const kind = kinds[params.kind as keyof typeof kinds];
      if (!kind) return apiError(404, 'route_not_found', 'There is no such route.');
      const [field, key] = kind;
      const list = state.user[field] as unknown as Record<string, unknown>[];
      if (!list.some((item) => item[key] === params.id)) return apiError(404, 'not_found', 'No such factor belongs to the user.');
      state.user = { ...state.user, [field]: list.filter((item) => item[key] !== params.id) };
      return ok({ user_id: state.user.user_id, __user: state.user });
    }),
    http.post(sdk('/sessions/revoke'), () => ok()),
  ];
}
