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

/** The longest name part the provider keeps, as the hosted service bounds it. */
export const NAME_PART_MAX = 1024;
const NAME_PARTS = ['first_name', 'middle_name', 'last_name'] as const;

/** The name parts an update gives: strings without control characters, of a bounded length; no other key. */
function readName(name: Record<string, unknown>): Partial<Record<(typeof NAME_PARTS)[number], string>> {
  const unknown = Object.keys(name).find((key) => !(NAME_PARTS as readonly string[]).includes(key));
  if (unknown !== undefined) throw badRequest(`name.${unknown} is not a name part: use first_name, middle_name or last_name.`);
  const parts: Partial<Record<(typeof NAME_PARTS)[number], string>> = {};
  for (const part of NAME_PARTS) {
    const value = name[part];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw badRequest(`name.${part} must be a string.`);
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    if (/[\u0000-\u001f\u007f]/.test(value)) throw badRequest(`name.${part} must not contain control characters.`);
    if (value.length > NAME_PART_MAX) throw badRequest(`name.${part} must be at most ${NAME_PART_MAX} characters.`);
    parts[part] = value.trim();
  }
  return parts;
}

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
    // The published client wraps the update in `__user`; plain `{ name, untrusted_metadata }` is accepted as well.
    const body = await readBody(c, { __user: optObject, name: optObject, untrusted_metadata: optObject });
    const fields = body.__user ?? body;
    const metadata = optObject(fields.untrusted_metadata, 'untrusted_metadata');
    const name = optObject(fields.name, 'name');
    if (!metadata && !name) throw badRequest('name or untrusted_metadata is required.');
    const user = store.users.require(session.user_id);
    // Checked whole before anything is written: a bad name leaves the metadata as it was, and the other way round.
    const newName = name && { ...(JSON.parse(user.name) as Record<string, string>), ...readName(name) };
    // Top-level keys merge into what is stored; a key set to null is removed.
    const merged: Record<string, unknown> | undefined = metadata && { ...JSON.parse(user.untrusted_metadata), ...metadata };
    for (const [key, value] of Object.entries(merged ?? {})) if (value === null) delete merged![key];
    if (merged) checkStoredJson(merged, 'untrusted_metadata');
    if (newName) store.users.setName(user.user_id, newName as { first_name: string; middle_name: string; last_name: string });
    if (merged) store.users.setUntrustedMetadata(user.user_id, merged);
    const wire = toWireUser(store, store.users.require(user.user_id));
    // `__user` is where the published client reads the changed user from; `user` as the other user calls answer it.
    return ok(c, { user_id: user.user_id, user: wire, __user: wire });
  });

  app.delete('/users/:segment/:id', (c) => {
    const { session } = requireSession(c, deps);
    const kind = DELETABLE[c.req.param('segment')];
    if (!kind) throw new ApiError(404, 'route_not_found', 'There is no such route.');
    requireSecondFactor(deps, session);
    if (!store.factors.remove(session.user_id, kind, c.req.param('id'))) {
      throw new ApiError(404, `${kind}_not_found`, `No ${kind.replace(/_/g, ' ')} with this id belongs to the user.`);
    }
    const wire = toWireUser(store, store.users.require(session.user_id));
    return ok(c, { user_id: session.user_id, user: wire, __user: wire });
  });

  return app;
}
