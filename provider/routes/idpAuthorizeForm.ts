import type { Context } from 'hono';
import { Hono } from 'hono';
import { CODE_LIFETIME_MINUTES, findClient, parseScopes, withParams } from '../auth/idpClients';
import { issuerOf } from '../auth/idpTokens';
import { addMinutes } from '../auth/login';
import type { AppEnv, Deps } from '../context';
import { CSP, escapeHtml } from '../http/html';
import type { SessionRecord } from '../store/sessions';
import { IdpGrants } from '../store/idpGrants';

/** S256 of a 32-byte-or-longer verifier: always 43 base64url characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
export const ACCESS_DENIED = 'Access to the application was denied.';

/** Nothing here may be framed or cached: it answers with codes and error pages about a user's sign-in. */
function errorPage(c: Context<AppEnv>, status: 400 | 401, message: string) {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sign-in request refused</title></head>
<body>
  <main>
    <h1>This sign-in request cannot be completed</h1>
    <p id="idp-error">${escapeHtml(message)}</p>
    <p>Please reach out to the application developer.</p>
  </main>
</body>
</html>
`;
  return c.html(html, status, {
    'Content-Security-Policy': CSP,
    'X-Frame-Options': 'DENY',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
}

/** The form's text fields; a repeated or non-text field counts as malformed (RFC 6749 §3.1: no parameter twice). */
async function readForm(c: Context<AppEnv>): Promise<Record<string, string> | undefined> {
  const parsed = await c.req.parseBody({ all: true }).catch(() => undefined);
  if (!parsed) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') return undefined;
    fields[name] = value;
  }
  return fields;
}

function basicAuth(header: string | undefined): { publicToken: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  return colon > 0 ? { publicToken: decoded.slice(0, colon), secret: decoded.slice(colon + 1) } : undefined;
}

const authTimeOf = (session: SessionRecord) =>
  Math.floor(Math.max(Date.parse(session.started_at), ...session.factors.map((f) => Date.parse(f.last_authenticated_at))) / 1000);

/**
 * POST /sdk/v1/oauth/authorize: the consent screen's answer, a real form post (CONTRACT §2) with the API headers as
 * `__` fields. Until the client and its redirect URI are known to be registered, every problem is an error page and
 * never a redirect; after that, problems go back to the relying party as OAuth error redirects (RFC 6749 §4.1.2.1).
 */
export function idpAuthorizeFormRoutes(deps: Deps) {
  const grants = new IdpGrants(deps.store.db);

  return new Hono<AppEnv>().post('/oauth/authorize', async (c) => {
    const form = await readForm(c);
    if (!form) return errorPage(c, 400, 'The request is not a form post with each parameter given once.');
    const auth = basicAuth(form['__Authorization']);
    if (!auth || !deps.config.publicTokens.includes(auth.publicToken))
      return errorPage(c, 401, 'The request did not carry a public token of this project.');
    const client = form.client_id === undefined ? undefined : findClient(deps, form.client_id);
    if (!client) return errorPage(c, 400, 'The client_id is not registered in this project.');
    const redirectUri = form.redirect_uri;
    if (redirectUri === undefined || !client.redirect_uris.includes(redirectUri)) {
      return errorPage(c, 400, "The redirect_uri is not one of the client's registered redirect URIs.");
    }

    const back = (params: Record<string, string | undefined>) => {
      c.header('Cache-Control', 'no-store');
      // RFC 9207: the issuer in the response tells a relying party with several providers who answered.
      return c.redirect(withParams(redirectUri, { ...params, state: form.state, iss: issuerOf(deps) }), 302);
    };
    const refuse = (error: string, error_description: string) => back({ error, error_description });

    if (form.response_type !== 'code') return refuse('unsupported_response_type', 'response_type must be "code".');
    const session = deps.config.publicTokens.includes(auth.secret) ? undefined : deps.store.sessions.findByToken(auth.secret);
    if (!session || new Date(session.expires_at) <= deps.now()) return refuse('login_required', 'There is no active session.');
    let scopes: string[];
    try {
      scopes = parseScopes(form.scope, client);
    } catch (error) {
      return refuse('invalid_scope', (error as Error).message);
    }
    if (form.consent_granted !== 'true') return refuse('access_denied', ACCESS_DENIED);
    if (form.code_challenge_method !== undefined && form.code_challenge_method !== 'S256') {
      return refuse('invalid_request', 'code_challenge_method must be S256; plain is not accepted.');
    }
    if (form.code_challenge === undefined || !S256_CHALLENGE.test(form.code_challenge)) {
      return refuse('invalid_request', 'code_challenge is required: base64url(SHA-256(code_verifier)), 43 characters (PKCE S256).');
    }

    grants.recordConsent(session.user_id, client.client_id, scopes);
    const now = deps.now();
    const code = grants.issueCode(
      {
        client_id: client.client_id,
        redirect_uri: redirectUri,
        user_id: session.user_id,
        session_id: session.session_id,
        scope: scopes.join(' '),
        nonce: form.nonce ?? null,
        code_challenge: form.code_challenge,
        auth_time: authTimeOf(session),
        expires_at: addMinutes(now, CODE_LIFETIME_MINUTES).toISOString(),
      },
      now,
    );
    return back({ code });
  });
}
