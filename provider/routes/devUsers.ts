import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { ApiError } from '../http/errors';
import { readBody, str } from '../http/validate';

/**
 * Dev-only stand-in for the dashboard's "require a password reset" action: the user's next
 * password login answers `reset_password`, as it does on the hosted service after a breach.
 */
export function devUserRoutes(deps: Deps) {
  const { store } = deps;
  return new Hono<AppEnv>().post('/_dev/users/require_password_reset', async (c) => {
    const body = await readBody(c, { email: str });
    const userId = store.factors.find('email', body.email.trim().toLowerCase())?.user_id;
    const user = userId ? store.users.get(userId) : undefined;
    if (!user?.password_hash) throw new ApiError(404, 'user_not_found', 'No user with a password has that email.');
    store.users.requirePasswordReset(user.user_id);
    return c.json({ user_id: user.user_id, requires_reset: true });
  });
}
