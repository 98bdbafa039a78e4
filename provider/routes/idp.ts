import { Hono } from 'hono';
import { parseScopes, requireClient, requireRedirect, unsupportedResponseType, withParams } from '../auth/idpClients';
import { verifyIdTokenHint } from '../auth/idpTokens';
import type { AppEnv, Deps } from '../context';
import { optionalSession, requireSession } from '../http/auth';
import { ApiError } from '../http/errors';
import { ok } from '../http/respond';
import { optStr, readBody, str } from '../http/validate';
import { IdpGrants } from '../store/idpGrants';

const invalidPostLogoutRedirect = () =>
  new ApiError(
    400,
    'invalid_post_logout_redirect_uri',
    "The post_logout_redirect_uri is not one of the client's registered post-logout URIs (they must match exactly).",
  );

/**
 * The consent screen's two preflights (SPEC §7). Both are ordinary `/sdk/v1` JSON calls behind Basic auth; the
 * answer to the consent screen is the form post in idpAuthorizeForm.ts.
 */
export function idpRoutes(deps: Deps) {
  const grants = new IdpGrants(deps.store.db);
  const app = new Hono<AppEnv>();

  app.post('/oauth/authorize/start', async (c) => {
    const body = await readBody(c, { client_id: str, redirect_uri: str, response_type: str, scope: optStr });
    // A visitor who has not signed in yet (the public token as secret) learns who asks, for the widget's login
    // prompt; whether consent is needed is decided once someone has signed in. A stale session is still refused.
    const session = deps.config.publicTokens.includes(c.get('auth').secret) ? undefined : requireSession(c, deps).session;
    const client = requireClient(deps, body.client_id);
    requireRedirect(client, body.redirect_uri);
    if (body.response_type !== 'code') throw unsupportedResponseType();
    const scopes = parseScopes(body.scope, client);
    const allowed = session ? grants.consentedScopes(session.user_id, client.client_id) : new Set<string>();
    return ok(c, {
      consent_required: !session || (client.consent_required && !scopes.every((scope) => allowed.has(scope))),
      oidc_client: { client_id: client.client_id, client_name: client.client_name },
      // No role-based access control here: every requested scope can be granted.
      grantable_scope: scopes.join(' '),
      ungrantable_scope: '',
    });
  });

  app.post('/oauth/logout/start', async (c) => {
    const body = await readBody(c, { client_id: str, post_logout_redirect_uri: str, id_token_hint: optStr, state: optStr });
    const client = requireClient(deps, body.client_id);
    if (!client.post_logout_redirect_uris.includes(body.post_logout_redirect_uri)) throw invalidPostLogoutRedirect();
    const hinted = body.id_token_hint === undefined ? undefined : await verifyIdTokenHint(deps, body.id_token_hint, client.client_id);
    const current = optionalSession(c, deps);
    // Ask first unless the relying party proved it speaks for the signed-in user (OIDC RP-Initiated Logout §2).
    const consent_required = current !== undefined && hinted !== current.session.user_id;
    return ok(c, { consent_required, redirect_uri: withParams(body.post_logout_redirect_uri, { state: body.state }) });
  });

  return app;
}
