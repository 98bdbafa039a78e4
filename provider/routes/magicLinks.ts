import { Hono } from 'hono';
import type { Context } from 'hono';
import { attachContact, findOrCreateContact, requireContact } from '../auth/accounts';
import type { Recipient } from '../auth/accounts';
import { proveContact } from '../auth/contactProof';
import { addMinutes, completeLogin } from '../auth/login';
import { checkPkce } from '../auth/pkce';
import { requireRegisteredRedirectUrl } from '../auth/redirectUrls';
import type { AppEnv, Deps } from '../context';
import { requireSession } from '../http/auth';
import { ApiError, linkNotFound, linkUnusable } from '../http/errors';
import { ok } from '../http/respond';
import { checkEmail, expiryMinutes, optStr, readBody, sessionMinutes, str } from '../http/validate';
import { deliver, tokenLink } from '../inbox/deliver';
import { word } from '../inbox/wording';
import { PendingContacts } from '../store/pendingContacts';

export const DEFAULT_MAGIC_LINK_MINUTES = 30;

const SEND_SHAPE = {
  email: str,
  login_magic_link_url: optStr,
  signup_magic_link_url: optStr,
  login_expiration_minutes: expiryMinutes,
  signup_expiration_minutes: expiryMinutes,
  login_template_id: optStr,
  signup_template_id: optStr,
  locale: optStr,
  code_challenge: optStr,
};

export function magicLinksRoutes(deps: Deps) {
  const { store } = deps;
  const app = new Hono<AppEnv>();
  const pending = new PendingContacts(store.db);

  /** Validates the request, then picks the account with `pickRecipient` and emails it a link. */
  async function send(c: Context<AppEnv>, pickRecipient: (email: string) => Recipient) {
    const body = await readBody(c, SEND_SHAPE);
    const email = checkEmail(body.email);
    const loginUrl = requireRegisteredRedirectUrl(deps, body.login_magic_link_url, 'login_magic_link_url', 'magic_links');
    const signupUrl = requireRegisteredRedirectUrl(deps, body.signup_magic_link_url, 'signup_magic_link_url', 'magic_links');
    if (deps.config.pkceRequiredForEmailMagicLinks && !body.code_challenge) {
      throw new ApiError(400, 'missing_code_challenge', 'This project requires PKCE for email magic links: send a code_challenge.');
    }
    deps.limiter.take(email, deps.now());
    const recipient = pickRecipient(email);
    const signup = store.users.require(recipient.user_id).status === 'pending';
    const minutes = (signup ? body.signup_expiration_minutes : body.login_expiration_minutes) ?? DEFAULT_MAGIC_LINK_MINUTES;
    const token = store.linkTokens.issue('magic_link', recipient.user_id, recipient.factor_id, addMinutes(deps.now(), minutes), body.code_challenge);
    const link = tokenLink((signup ? signupUrl : loginUrl) ?? `${deps.origin()}/`, 'magic_links', token);
    // Worded in the send's locale, as the hosted service words its own.
    const fill = { project: deps.config.projectName, link, minutes };
    deliver(deps, {
      channel: 'email',
      to: email,
      subject: word(body.locale, signup ? 'signupLinkSubject' : 'loginLinkSubject', fill),
      body: word(body.locale, signup ? 'signupLinkBody' : 'loginLinkBody', fill),
      code: null,
      link,
    });
    return ok(c);
  }

  app.post('/magic_links/email/login_or_create', (c) => send(c, (email) => findOrCreateContact(deps, 'email', email).factor));
  app.post('/magic_links/email/send/primary', (c) => send(c, (email) => requireContact(deps, 'email', email)));
  app.post('/magic_links/email/send/secondary', (c) => {
    const { session } = requireSession(c, deps);
    return send(c, (email) => attachContact(deps, pending, session.user_id, 'email', email));
  });

  app.post('/magic_links/authenticate', async (c) => {
    const body = await readBody(c, { token: str, session_duration_minutes: sessionMinutes, code_verifier: optStr });
    const now = deps.now();
    const link = store.linkTokens.find('magic_link', body.token);
    if (!link) throw linkNotFound();
    if (link.used_at || new Date(link.expires_at) <= now) throw linkUnusable();
    checkPkce(link.code_challenge, body.code_verifier);
    if (!link.factor_id || !store.linkTokens.markUsed(body.token, now)) throw linkUnusable();
    const factor = proveContact(c, deps, pending, link.factor_id, link.user_id);
    if (!factor) throw linkUnusable();
    const auth = await completeLogin(
      c,
      deps,
      link.user_id,
      { type: 'magic_link', delivery_method: 'email', email_factor: { email_id: factor.factor_id, email_address: factor.value } },
      body.session_duration_minutes,
    );
    return ok(c, { ...auth, method_id: factor.factor_id });
  });

  return app;
}
