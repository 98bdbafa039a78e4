import type { Context } from 'hono';
import { Hono } from 'hono';
import { createHash } from 'node:crypto';
import { ACCESS_TOKEN_LIFETIME_SECONDS, OIDC_SCOPES, findClient } from '../auth/idpClients';
import { issuerOf, signIdToken, userClaims } from '../auth/idpTokens';
import { withOrigin } from '../auth/oauthConfig';
import { safeEqual } from '../auth/tokens';
import type { AppEnv, Deps } from '../context';
import { IdpGrants } from '../store/idpGrants';

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** RFC 6749 §5.2's error body; never cached, like every token response. */
function oauthError(c: Context<AppEnv>, status: 400 | 401, error: string, error_description: string) {
  c.header('Cache-Control', 'no-store');
  if (status === 401) c.header('WWW-Authenticate', error === 'invalid_client' ? 'Basic realm="token"' : `Bearer error="${error}"`);
  return c.json({ error, error_description }, status);
}

/** Form-encoded as RFC 6749 §4.1.3 says, or JSON for convenience; a repeated parameter is malformed. */
async function readParams(c: Context<AppEnv>): Promise<Record<string, string> | undefined> {
  const type = c.req.header('content-type') ?? '';
  let raw: Record<string, unknown>;
  try {
    raw = type.includes('application/json') ? ((await c.req.json()) as Record<string, unknown>) : await c.req.parseBody({ all: true });
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value !== 'string') return undefined;
    params[name] = value;
  }
  return params;
}

/**
 * The OpenID provider around the consent screen: discovery, the token endpoint (authorization_code with PKCE
 * S256, public clients) and userinfo. The authorization endpoint is the consent page itself, where the widget's
 * identity-provider entry point is mounted, and the end-session endpoint the logout page: the demo's `/idp/authorize`
 * and `/idp/logout`, or a host's own (`idpConsentUrl`, `idpLogoutUrl`).
 */
export function idpOidcRoutes(deps: Deps) {
  const grants = new IdpGrants(deps.store.db);
  const app = new Hono<AppEnv>();

  app.get('/.well-known/openid-configuration', (c) => {
    const issuer = issuerOf(deps);
    return c.json({
      issuer,
      authorization_endpoint: withOrigin(deps.config.idpConsentUrl, deps.origin()),
      token_endpoint: `${issuer}/v1/oauth2/token`,
      userinfo_endpoint: `${issuer}/v1/oauth2/userinfo`,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      end_session_endpoint: withOrigin(deps.config.idpLogoutUrl, deps.origin()),
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['ES256'],
      token_endpoint_auth_methods_supported: ['none'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: OIDC_SCOPES,
      claims_supported: [
        'sub',
        'iss',
        'aud',
        'exp',
        'iat',
        'auth_time',
        'nonce',
        'email',
        'email_verified',
        'phone_number',
        'phone_number_verified',
        'name',
        'given_name',
        'family_name',
      ],
      authorization_response_iss_parameter_supported: true,
    });
  });

  app.post('/v1/oauth2/token', async (c) => {
    const params = await readParams(c);
    if (!params) return oauthError(c, 400, 'invalid_request', 'The body must be form-encoded parameters, each given once.');
    if (params.grant_type !== 'authorization_code') return oauthError(c, 400, 'unsupported_grant_type', 'grant_type must be authorization_code.');
    const { code, redirect_uri, client_id, code_verifier } = params;
    if (!code || !redirect_uri || !client_id) return oauthError(c, 400, 'invalid_request', 'code, redirect_uri and client_id are required.');
    if (!findClient(deps, client_id)) return oauthError(c, 401, 'invalid_client', 'The client_id is not registered in this project.');
    if (code_verifier === undefined || !VERIFIER.test(code_verifier)) {
      return oauthError(c, 400, 'invalid_request', 'code_verifier is required: 43 to 128 characters (PKCE).');
    }
    const now = deps.now();
    const grant = grants.findCode(code);
    if (grant?.used_at) grants.revokeTokensOf(code);
    if (!grant || grant.used_at || new Date(grant.expires_at) <= now) {
      return oauthError(c, 400, 'invalid_grant', 'The code is unknown, expired or already used.');
    }
    if (grant.client_id !== client_id || grant.redirect_uri !== redirect_uri) {
      return oauthError(c, 400, 'invalid_grant', 'The code was issued to another client or redirect_uri.');
    }
    if (!safeEqual(createHash('sha256').update(code_verifier).digest('base64url'), grant.code_challenge)) {
      return oauthError(c, 400, 'invalid_grant', 'The code_verifier does not match the code_challenge (PKCE S256).');
    }
    if (!grants.sessionLive(grant.session_id, now)) {
      return oauthError(c, 400, 'invalid_grant', 'The session that granted the code has ended.');
    }
    if (!grants.redeemCode(code, now)) return oauthError(c, 400, 'invalid_grant', 'The code is unknown, expired or already used.');

    const scopes = grant.scope.split(' ');
    const access_token = grants.issueAccessToken(code, {
      client_id,
      user_id: grant.user_id,
      session_id: grant.session_id,
      scope: grant.scope,
      expires_at: new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000).toISOString(),
    });
    const id_token = scopes.includes('openid')
      ? await signIdToken(deps, { clientId: client_id, userId: grant.user_id, scopes, nonce: grant.nonce, authTime: grant.auth_time })
      : undefined;
    c.header('Cache-Control', 'no-store');
    c.header('Pragma', 'no-cache');
    return c.json({
      access_token,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
      scope: grant.scope,
      ...(id_token && { id_token }),
    });
  });

  const userinfo = (c: Context<AppEnv>) => {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const token = bearer === undefined ? undefined : grants.findAccessToken(bearer, deps.now());
    if (!token) return oauthError(c, 401, 'invalid_token', 'The access token is missing, unknown or expired, or its session has ended.');
    c.header('Cache-Control', 'no-store');
    return c.json(userClaims(deps, token.user_id, token.scope.split(' ')));
  };
  app.get('/v1/oauth2/userinfo', userinfo);
  app.post('/v1/oauth2/userinfo', userinfo);

  return app;
}
