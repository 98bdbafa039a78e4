import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { attemptKeys } from '../auth/attempts';
import { addMinutes, completeLogin } from '../auth/login';
import { requireSecondFactor } from '../auth/secondFactor';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../auth/totp';
import type { AppEnv, Deps } from '../context';
import { requireSession } from '../http/auth';
import { ApiError } from '../http/errors';
import { ok } from '../http/respond';
import { expiryMinutes, readBody, sessionMinutes, str } from '../http/validate';
import { toWireUser } from '../model/user';
import type { Factor } from '../store/factors';

const RECOVERY_CODE_COUNT = 10;
const DEFAULT_UNVERIFIED_MINUTES = 60;

/** What a TOTP factor keeps in `data`; the secret must stay readable to check codes. */
interface TotpData {
  secret: string;
  recovery_codes: { code: string; used: boolean }[];
  /** The last time step accepted, so one code cannot be replayed. */
  last_counter: number;
  expires_at: string;
}

const totpData = (factor: Factor) => factor.data as unknown as TotpData;

const newRecoveryCode = () => (randomBytes(6).toString('hex').match(/.{4}/g) ?? []).join('-');

export function totpsRoutes(deps: Deps) {
  const { store } = deps;
  const app = new Hono<AppEnv>();

  /** The verified TOTP, or else the newest unexpired one still waiting for its first code. */
  function currentTotp(userId: string): Factor {
    const totps = store.factors.forUser(userId, 'totp');
    const usable = totps.find((f) => f.verified) ?? totps.reverse().find((f) => new Date(totpData(f).expires_at) > deps.now());
    if (!usable) throw new ApiError(404, 'totp_not_found', 'This user has no TOTP registration.');
    return usable;
  }

  app.post('/totps', async (c) => {
    const body = await readBody(c, { expiration_minutes: expiryMinutes });
    const { session } = requireSession(c, deps);
    const existing = store.factors.forUser(session.user_id, 'totp');
    if (existing.some((f) => f.verified)) {
      throw new ApiError(400, 'active_totp_exists', 'This user already has an active TOTP; delete it before creating another.');
    }
    for (const stale of existing) store.factors.remove(session.user_id, 'totp', stale.factor_id);
    const secret = newTotpSecret();
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const data: TotpData = {
      secret,
      recovery_codes: codes.map((code) => ({ code, used: false })),
      last_counter: -1,
      expires_at: addMinutes(deps.now(), body.expiration_minutes ?? DEFAULT_UNVERIFIED_MINUTES).toISOString(),
    };
    const factor = store.factors.add(session.user_id, 'totp', secret, deps.now(), { ...data });
    const account = store.factors.forUser(session.user_id, 'email')[0]?.value ?? session.user_id;
    const user = store.users.require(session.user_id);
    return ok(c, {
      totp_id: factor.factor_id,
      secret,
      otpauth_url: otpauthUrl(secret, account, deps.config.projectName),
      // A QR image needs an encoder this provider does not ship; otpauth_url carries the same content.
      qr_code: '',
      recovery_codes: codes,
      user_id: user.user_id,
      user: toWireUser(store, user),
    });
  });

  app.post('/totps/authenticate', async (c) => {
    const body = await readBody(c, { totp_code: str, session_duration_minutes: sessionMinutes });
    const { session } = requireSession(c, deps);
    const factor = currentTotp(session.user_id);
    const keys = attemptKeys(c, `second-factor:${session.user_id}`);
    const attempt = deps.attempts.reserve(keys, deps.now());
    const data = totpData(factor);
    const counter = verifyTotp(data.secret, body.totp_code, deps.now());
    if (counter === undefined || counter <= data.last_counter) {
      throw new ApiError(404, 'totp_code_not_found', 'The TOTP code is wrong, expired, or was already used.');
    }
    deps.attempts.succeed(attempt);
    store.factors.setData(factor.factor_id, { ...data, last_counter: counter });
    store.factors.verify(factor.factor_id);
    const auth = await completeLogin(
      c,
      deps,
      session.user_id,
      { type: 'totp', delivery_method: 'authenticator_app', authenticator_app_factor: { totp_id: factor.factor_id } },
      body.session_duration_minutes,
    );
    return ok(c, { ...auth, totp_id: factor.factor_id });
  });

  app.post('/totps/recovery_codes', async (c) => {
    await readBody(c, {});
    const { session } = requireSession(c, deps);
    requireSecondFactor(deps, session);
    const totps = store.factors.forUser(session.user_id, 'totp').map((f) => ({
      totp_id: f.factor_id,
      verified: f.verified,
      recovery_codes: totpData(f)
        .recovery_codes.filter((r) => !r.used)
        .map((r) => r.code),
    }));
    return ok(c, { user_id: session.user_id, totps });
  });

  app.post('/totps/recover', async (c) => {
    const body = await readBody(c, { recovery_code: str, session_duration_minutes: sessionMinutes });
    const { session } = requireSession(c, deps);
    // A recovery code stands in for the TOTP code, so guesses draw on the same allowance.
    const keys = attemptKeys(c, `second-factor:${session.user_id}`);
    const attempt = deps.attempts.reserve(keys, deps.now());
    const factor = store.factors
      .forUser(session.user_id, 'totp')
      .find((f) => f.verified && totpData(f).recovery_codes.some((r) => !r.used && r.code === body.recovery_code));
    if (!factor) throw new ApiError(404, 'recovery_code_not_found', 'The recovery code is wrong or was already used.');
    deps.attempts.succeed(attempt);
    const data = totpData(factor);
    store.factors.setData(factor.factor_id, {
      ...data,
      recovery_codes: data.recovery_codes.map((r) => (r.code === body.recovery_code ? { ...r, used: true } : r)),
    });
    const auth = await completeLogin(
      c,
      deps,
      session.user_id,
      { type: 'recovery_code', delivery_method: 'recovery_code', recovery_code_factor: { totp_recovery_code_id: factor.factor_id } },
      body.session_duration_minutes,
    );
    return ok(c, { ...auth, totp_id: factor.factor_id });
  });

  return app;
}
