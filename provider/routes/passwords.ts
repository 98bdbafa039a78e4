import { Hono } from 'hono';
import { attemptKeys } from '../auth/attempts';
import { completeLogin } from '../auth/login';
import { hashPassword, verifyPassword } from '../auth/passwordHash';
import { assertAcceptablePassword, strengthFor } from '../auth/passwordPolicy';
import { isBreached } from '../auth/breached';
import type { AppEnv, Deps } from '../context';
import { ApiError, unauthorizedCredentials } from '../http/errors';
import { ok } from '../http/respond';
import { checkEmail, optStr, readBody, sessionMinutes, str } from '../http/validate';

const PASSWORD_FACTOR = { type: 'password', delivery_method: 'knowledge' };

export function passwordsRoutes(deps: Deps) {
  const { store } = deps;
  const app = new Hono<AppEnv>();
  /** Verifying against a throwaway hash for unknown emails keeps the answer time from revealing who has an account. */
  let decoyHash: Promise<string> | undefined;

  app.post('/passwords/strength_check', async (c) => {
    const body = await readBody(c, { password: str, email: optStr });
    const email = body.email === undefined ? undefined : checkEmail(body.email);
    return ok(c, { ...strengthFor(deps, body.password, email) });
  });

  app.post('/passwords', async (c) => {
    const body = await readBody(c, { email: str, password: str, session_duration_minutes: sessionMinutes });
    const email = checkEmail(body.email);
    if (store.factors.find('email', email)) {
      throw new ApiError(400, 'duplicate_email', 'A user with the specified email already exists for this project.');
    }
    assertAcceptablePassword(deps, body.password, email);
    const hash = await hashPassword(body.password, deps.scryptCost);
    // Checked again after the await: another request may have taken the email meanwhile.
    if (store.factors.find('email', email)) {
      throw new ApiError(400, 'duplicate_email', 'A user with the specified email already exists for this project.');
    }
    const user = store.users.create(deps.now());
    const factor = store.factors.add(user.user_id, 'email', email, deps.now());
    store.users.setPassword(user.user_id, hash);
    const auth = await completeLogin(c, deps, user.user_id, PASSWORD_FACTOR, body.session_duration_minutes);
    return ok(c, { ...auth, email_id: factor.factor_id });
  });

  app.post('/passwords/authenticate', async (c) => {
    const body = await readBody(c, { email: str, password: str, session_duration_minutes: sessionMinutes });
    const email = checkEmail(body.email);
    // Counted per address, known or not, so the limit does not tell who has an account either.
    const keys = attemptKeys(c, `password:${email}`);
    const attempt = deps.attempts.reserve(keys, deps.now());
    const factor = store.factors.find('email', email);
    const user = factor && store.users.get(factor.user_id);
    let right = false;
    if (user?.password_hash) right = await verifyPassword(body.password, user.password_hash);
    else await verifyPassword(body.password, await (decoyHash ??= hashPassword('decoy', deps.scryptCost)));
    if (!user || !right) throw unauthorizedCredentials();
    deps.attempts.succeed(attempt);
    if (user.password_requires_reset === 1 || (deps.config.breachDetectionOnCreate && isBreached(body.password))) {
      throw new ApiError(400, 'reset_password', 'The password for this user must be reset before it can be used to log in. Reset it by email.');
    }
    return ok(c, await completeLogin(c, deps, user.user_id, PASSWORD_FACTOR, body.session_duration_minutes));
  });

  return app;
}
