import { Hono } from 'hono';
import { requireContact } from '../auth/accounts';
import { attemptKeys } from '../auth/attempts';
import { addMinutes, authResponse, completeLogin, DEFAULT_SESSION_MINUTES } from '../auth/login';
import { hashPassword, verifyPassword } from '../auth/passwordHash';
import { assertAcceptablePassword } from '../auth/passwordPolicy';
import { checkPkce } from '../auth/pkce';
import { requireRegisteredRedirectUrl } from '../auth/redirectUrls';
import type { AppEnv, Deps } from '../context';
import { requireSession } from '../http/auth';
import { ApiError, linkNotFound, linkUnusable, unauthorizedCredentials } from '../http/errors';
import { ok } from '../http/respond';
import { checkEmail, expiryMinutes, optStr, readBody, sessionMinutes, str } from '../http/validate';
import { deliver, tokenLink } from '../inbox/deliver';
import { word } from '../inbox/wording';

export const DEFAULT_RESET_MINUTES = 30;
/** passwords/session/reset needs an email or phone factor proven this recently, as the hosted service does. */
const SESSION_RESET_WINDOW_MS = 5 * 60_000;
const CONTACT_DELIVERIES = ['email', 'sms', 'whatsapp'];

export function passwordResetsRoutes(deps: Deps) {
  const { store } = deps;
  const app = new Hono<AppEnv>();

  /**
   * A new password ends the user's other sessions: whoever knew the old one is logged out. `email` is what the
   * password is judged with, as the strength check the caller could make was (none for a reset by email link).
   */
  async function replacePassword(userId: string, password: string, email?: string, keepSessionId?: string) {
    assertAcceptablePassword(deps, password, email);
    store.users.setPassword(userId, await hashPassword(password, deps.scryptCost));
    store.sessions.revokeAllForUser(userId, keepSessionId);
  }

  app.post('/passwords/email/reset/start', async (c) => {
    const body = await readBody(c, {
      email: str,
      login_redirect_url: optStr,
      reset_password_redirect_url: optStr,
      reset_password_expiration_minutes: expiryMinutes,
      reset_password_template_id: optStr,
      locale: optStr,
      code_challenge: optStr,
    });
    const email = checkEmail(body.email);
    requireRegisteredRedirectUrl(deps, body.login_redirect_url, 'login_redirect_url', 'passwords');
    const resetUrl = requireRegisteredRedirectUrl(deps, body.reset_password_redirect_url, 'reset_password_redirect_url', 'passwords');
    if (deps.config.pkceRequiredForPasswordResets && !body.code_challenge) {
      throw new ApiError(400, 'missing_code_challenge', 'This project requires PKCE for password resets: send a code_challenge.');
    }
    deps.limiter.take(email, deps.now());
    const factor = requireContact(deps, 'email', email);
    const minutes = body.reset_password_expiration_minutes ?? DEFAULT_RESET_MINUTES;
    const token = store.linkTokens.issue('reset_password', factor.user_id, factor.factor_id, addMinutes(deps.now(), minutes), body.code_challenge);
    const link = tokenLink(resetUrl ?? `${deps.origin()}/reset`, 'reset_password', token);
    deliver(deps, {
      channel: 'email',
      to: email,
      // Worded in the send's locale, as the hosted service words its own.
      subject: word(body.locale, 'resetSubject', { project: deps.config.projectName, minutes }),
      body: word(body.locale, 'resetBody', { project: deps.config.projectName, link, minutes }),
      code: null,
      link,
    });
    return ok(c);
  });

  app.post('/passwords/email/reset', async (c) => {
    const body = await readBody(c, {
      token: str,
      password: str,
      session_duration_minutes: sessionMinutes,
      code_verifier: optStr,
    });
    const now = deps.now();
    const link = store.linkTokens.find('reset_password', body.token);
    if (!link) throw linkNotFound();
    if (link.used_at || new Date(link.expires_at) <= now) throw linkUnusable();
    checkPkce(link.code_challenge, body.code_verifier);
    const factor = link.factor_id ? store.factors.get(link.factor_id) : undefined;
    // Judged without the email, as the reset page's strength check is (SPEC §5: the email is omitted on reset; the
    // page only has the token), so a password the check called valid is taken. The check runs before the token is
    // spent, so a weak first try leaves the link usable.
    assertAcceptablePassword(deps, body.password);
    if (!factor || !store.linkTokens.markUsed(body.token, now)) throw linkUnusable();
    store.factors.verify(factor.factor_id);
    await replacePassword(link.user_id, body.password);
    const auth = await completeLogin(
      c,
      deps,
      link.user_id,
      { type: 'password', delivery_method: 'email', email_factor: { email_id: factor.factor_id, email_address: factor.value } },
      body.session_duration_minutes,
    );
    return ok(c, auth);
  });

  app.post('/passwords/existing_password/reset', async (c) => {
    const body = await readBody(c, {
      email: str,
      existing_password: str,
      new_password: str,
      session_duration_minutes: sessionMinutes,
    });
    const email = checkEmail(body.email);
    // The same guess as passwords/authenticate, so it draws on the same allowance.
    const keys = attemptKeys(c, `password:${email}`);
    const attempt = deps.attempts.reserve(keys, deps.now());
    const factor = store.factors.find('email', email);
    const user = factor && store.users.get(factor.user_id);
    if (!user?.password_hash || !(await verifyPassword(body.existing_password, user.password_hash))) throw unauthorizedCredentials();
    deps.attempts.succeed(attempt);
    await replacePassword(user.user_id, body.new_password, email);
    return ok(c, await completeLogin(c, deps, user.user_id, { type: 'password', delivery_method: 'knowledge' }, body.session_duration_minutes));
  });

  app.post('/passwords/session/reset', async (c) => {
    const body = await readBody(c, { password: str, session_duration_minutes: sessionMinutes });
    const { session, token } = requireSession(c, deps);
    const recentEnough = session.factors.some(
      (factor) =>
        CONTACT_DELIVERIES.includes(factor.delivery_method) &&
        deps.now().getTime() - new Date(factor.last_authenticated_at).getTime() <= SESSION_RESET_WINDOW_MS,
    );
    if (!recentEnough) {
      throw new ApiError(
        400,
        'session_too_old_to_reset_password',
        'Resetting a password with a session needs an email or phone factor authenticated within the last 5 minutes.',
      );
    }
    const email = store.factors.forUser(session.user_id, 'email')[0]?.value;
    await replacePassword(session.user_id, body.password, email, session.session_id);
    const now = deps.now();
    const kept = store.sessions.update({
      ...session,
      last_accessed_at: now.toISOString(),
      expires_at: addMinutes(now, body.session_duration_minutes ?? DEFAULT_SESSION_MINUTES).toISOString(),
    });
    return ok(c, await authResponse(deps, kept, token));
  });

  return app;
}
