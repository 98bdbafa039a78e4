import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { requireSecondFactor } from '../auth/secondFactor';
import { requireSession } from '../http/auth';
import { ApiError, badRequest } from '../http/errors';
import { checkStoredJson } from '../http/jsonLimits';
import { ok } from '../http/respond';
import { checkEmail, optObject, readBody, str } from '../http/validate';
import { toWireUser } from '../model/user';
import type { FactorKind } from '../store/factors';

/** The path segment of `DELETE /users/{segment}/{id}` and the factor kind it removes. */
const DELETABLE: Record<string, FactorKind> = {
  emails: 'email',
  phone_numbers: 'phone_number',
  totps: 'totp',
  crypto_wallets: 'crypto_wallet',
  oauth: 'oauth',
  webauthn_registrations: 'webauthn_registration',
  biometric_registrations: 'biometric_registration',
};

export function usersRoutes(deps: Deps) {
  const { store } = deps;
  const app = new Hono<AppEnv>();

  app.post('/users/search', async (c) => {
    const { email } = await readBody(c, { email: str });
    const factor = store.factors.find('email', checkEmail(email));
    const user = factor && store.users.get(factor.user_id);
    const userType = !user ? 'new' : user.password_id ? 'password' : 'passwordless';
    return ok(c, { userType });
  });

  app.get('/users/me', (c) => {
    const { session } = requireSession(c, deps);
    return ok(c, toWireUser(store, store.users.require(session.user_id)));
  });

  app.put('/users/me', async (c) => {
    const { session } = requireSession(c, deps);
    // The published client wraps the update in `__user`; plain `{ untrusted_metadata }` is accepted as well.
    const body = await readBody(c, { __user: optObject, untrusted_metadata: optObject });
    const update = body.__user ? optObject(body.__user.untrusted_metadata, 'untrusted_metadata') : body.untrusted_metadata;
    if (!update) throw badRequest('untrusted_metadata is required.');
    const user = store.users.require(session.user_id);
    // Top-level keys merge into what is stored; a key set to null is removed.
    const merged: Record<string, unknown> = { ...JSON.parse(user.untrusted_metadata), ...update };
    for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key];
    checkStoredJson(merged, 'untrusted_metadata');
    store.users.setUntrustedMetadata(user.user_id, merged);
    return ok(c, { user_id: user.user_id, user: toWireUser(store, store.users.require(user.user_id)) });
  });

  app.delete('/users/:segment/:id', (c) => {
    const { session } = requireSession(c, deps);
    const kind = DELETABLE[c.req.param('segment')];
    if (!kind) throw new ApiError(404, 'route_not_found', 'There is no such route.');
    requireSecondFactor(deps, session);
    if (!store.factors.remove(session.user_id, kind, c.req.param('id'))) {
      throw new ApiError(404, `${kind}_not_found`, `No ${kind.replace(/_/g, ' ')} with this id belongs to the user.`);
    }
    return ok(c, { user_id: session.user_id, user: toWireUser(store, store.users.require(session.user_id)) });
  });

  return app;
}
