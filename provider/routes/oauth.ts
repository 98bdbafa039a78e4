import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { addMinutes, completeLogin } from '../auth/login';
import { OAUTH_PROVIDERS, type OAuthProviderType } from '../auth/oauthConfig';
import { SimulatedGoogle } from '../auth/oauthGoogle';
import { attachIdentity, linkIdentity, subjectFor, type ProviderIdentity } from '../auth/oauthIdentity';
import { consentPage, oauthErrorPage, testIdentities } from '../auth/oauthPages';
import {
  checkChallenge,
  enabledProvider,
  OAUTH_REQUEST_MINUTES,
  OAUTH_TOKEN_MINUTES,
  pickRedirect,
  readStart,
  returnUrl,
} from '../auth/oauthRequest';
import { checkPkce } from '../auth/pkce';
import { randomToken, safeEqual, sha256 } from '../auth/tokens';
import type { AppEnv, Deps } from '../context';
import { ApiError } from '../http/errors';
import { htmlPage } from '../http/html';
import { ok } from '../http/respond';
import { requireSession } from '../http/auth';
import { checkEmail, optStr, readBody, sessionMinutes, str } from '../http/validate';
import { OAuthAttachments } from '../store/oauthAttach';
import { SpentGoogleCredentials } from '../store/googleCredentials';
import { OAuthTokens, type OAuthRequest } from '../store/oauthTokens';

const tokenNotFound = () =>
  new ApiError(
    404,
    'oauth_token_not_found',
    'The OAuth token could not be found: it is wrong, expired or already used. Sign in with the provider again.',
  );

/** A refused request is a page with the refusal, never a redirect to where the request asked to go. */
function errorPage(c: Context<AppEnv>, error: ApiError) {
  const page = htmlPage(c, oauthErrorPage(error.errorType, error.message));
  return new Response(page.body, { status: error.status, headers: page.headers });
}

const pageErrors =
  (handler: (c: Context<AppEnv>) => Response | Promise<Response>) =>
  async (c: Context<AppEnv>): Promise<Response> => {
    try {
      return await handler(c);
    } catch (error) {
      if (error instanceof ApiError) return errorPage(c, error);
      throw error;
    }
  };

const credentialRefused = (message: string) => new ApiError(401, 'invalid_id_token', message);

/** The nonce the widget gave Google is SHA-256 (base64url) of the one it sends here, so a token alone is not enough. */
const nonceMatches = (sent: string, inToken: string | undefined) =>
  inToken !== undefined && safeEqual(createHash('sha256').update(sent).digest('base64url'), inToken);

const requestGone = () =>
  new ApiError(400, 'oauth_request_not_found', 'This sign-in request has expired or was already answered. Go back to the site and start again.');

/**
 * The social login of CONTRACT §5 against a simulated identity provider: the start redirect, a consent page that
 * stands in for all nineteen providers, the token in the return URL and its authenticate; and Google One Tap with
 * a simulated Google (provider/auth/oauthGoogle.ts). `sdk` mounts under /sdk/v1; `pages` at the root.
 */
export function oauthRoutes(deps: Deps) {
  const tokens = new OAuthTokens(deps.store.db);
  const attachments = new OAuthAttachments(deps.store.db);
  const google = new SimulatedGoogle(deps);
  const spentCredentials = new SpentGoogleCredentials(deps.store.db);
  const sdk = new Hono<AppEnv>();
  const pages = new Hono<AppEnv>();

  /**
   * The user behind the identity (or the signed-in user an attach token named, `attachTo`), and the return URL carrying
   * a fresh single-use token for them.
   */
  function finish(
    c: Context<AppEnv>,
    identity: ProviderIdentity,
    flow: Pick<OAuthRequest, 'code_challenge' | 'login_redirect_url' | 'signup_redirect_url' | 'scopes'>,
    attachTo?: string,
  ) {
    const { userId, registration, created } = attachTo
      ? { userId: attachTo, registration: attachIdentity(deps, identity, attachTo), created: false }
      : linkIdentity(c, deps, identity);
    const token = tokens.issueToken({
      provider: identity.provider,
      user_id: userId,
      factor_id: registration.factor_id,
      code_challenge: flow.code_challenge,
      scopes: flow.scopes,
      expires_at: addMinutes(deps.now(), OAUTH_TOKEN_MINUTES).toISOString(),
    });
    return returnUrl(created ? flow.signup_redirect_url : flow.login_redirect_url, { token });
  }

  // A signed-in user's token for their next start at this provider: its account then joins them (CONTRACT §5 notes,
  // the published client's oauth.attach).
  sdk.post('/oauth/attach', async (c) => {
    const body = await readBody(c, { provider: str });
    const { session } = requireSession(c, deps);
    const provider = enabledProvider(deps, body.provider);
    return ok(c, { oauth_attach_token: attachments.issue(provider, session.user_id, addMinutes(deps.now(), OAUTH_REQUEST_MINUTES)) });
  });

  pages.get(
    '/v1/public/oauth/:provider/start',
    pageErrors((c) => {
      const request = readStart(deps, c.req.param('provider') ?? '', c.req.queries());
      const attachToken = c.req.queries('oauth_attach_token');
      if (attachToken && attachToken.length > 1) throw new ApiError(400, 'bad_request', 'oauth_attach_token is given more than once.');
      const attachTo = attachToken?.[0] === undefined ? undefined : attachments.take(attachToken[0], request.provider, deps.now());
      if (attachToken && !attachTo) {
        throw new ApiError(400, 'invalid_oauth_attach_token', 'The OAuth attach token is unknown, expired, already used or for another provider.');
      }
      const id = tokens.saveRequest(request);
      if (attachTo) attachments.markRequest(id, attachTo);
      return c.redirect(`/_dev/oauth/${request.provider}/consent?request=${encodeURIComponent(id)}`, 302);
    }),
  );

  function consent(
    c: Context<AppEnv>,
    provider: OAuthProviderType,
    id: string,
    request: OAuthRequest,
    extra: { email?: string; name?: string; error?: string } = {},
    status = 200,
  ) {
    const page = htmlPage(
      c,
      consentPage({
        provider,
        request: id,
        projectName: deps.config.projectName,
        scopes: request.scopes.split(' ').filter(Boolean),
        params: JSON.parse(request.provider_params) as Record<string, string>,
        ...extra,
      }),
    );
    // The page's forms post to /_dev, which takes changes only from the provider's own pages (http/devOnly.ts): under
    // no-referrer a browser would send `Origin: null` with them, so this page keeps its origin for same-origin requests.
    const headers = new Headers(page.headers);
    headers.set('Referrer-Policy', 'same-origin');
    return new Response(page.body, { status, headers });
  }

  const liveRequest = (provider: OAuthProviderType, id: string) => {
    const request = tokens.findRequest(id, deps.now());
    if (!request || request.provider !== provider) throw requestGone();
    return request;
  };

  pages.get(
    '/_dev/oauth/:provider/consent',
    pageErrors((c) => {
      const provider = enabledProvider(deps, c.req.param('provider') ?? '');
      const id = c.req.query('request') ?? '';
      return consent(c, provider, id, liveRequest(provider, id));
    }),
  );

  pages.post(
    '/_dev/oauth/:provider/consent',
    pageErrors(async (c) => {
      const provider = enabledProvider(deps, c.req.param('provider') ?? '');
      const form = await c.req.parseBody();
      const field = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
      const id = field('request');
      const request = liveRequest(provider, id);
      const choice = field('identity');
      if (choice === 'cancel') {
        if (!tokens.answerRequest(id)) throw requestGone();
        attachments.takeRequest(id);
        const description = `The user cancelled the sign-in at ${OAUTH_PROVIDERS[provider]}.`;
        return c.redirect(returnUrl(request.login_redirect_url, { error: 'access_denied', error_description: description }), 303);
      }
      let person = testIdentities(provider).find((who) => who.id === choice);
      if (choice === 'custom') {
        const typed = { email: field('email').trim(), name: field('name').trim() };
        try {
          person = { id: 'custom', email: checkEmail(typed.email), name: typed.name || typed.email.split('@')[0]! };
        } catch {
          const error = typed.email ? 'That is not an email address. Enter the test user’s email address.' : 'Enter the test user’s email address.';
          return consent(c, provider, id, request, { ...typed, error }, 400);
        }
      }
      if (!person) throw new ApiError(400, 'bad_request', 'Choose a test identity or cancel.');
      if (!tokens.answerRequest(id)) throw requestGone();
      const identity = { provider, subject: subjectFor(provider, person.email), email: person.email, name: person.name };
      const attachTo = attachments.takeRequest(id);
      try {
        return c.redirect(finish(c, identity, request, attachTo), 303);
      } catch (error) {
        // A join refused (the account is someone else's) goes back to the page that asked, which says so.
        if (!(attachTo && error instanceof ApiError)) throw error;
        return c.redirect(returnUrl(request.login_redirect_url, { error: error.errorType, error_description: error.message }), 303);
      }
    }),
  );

  sdk.post('/oauth/authenticate', async (c) => {
    const body = await readBody(c, { token: str, session_duration_minutes: sessionMinutes, code_verifier: optStr });
    const now = deps.now();
    const token = tokens.findToken(body.token);
    if (!token || new Date(token.expires_at) <= now) throw tokenNotFound();
    // Spent on its first use, before the verifier is checked: a stolen token gets one guess at the verifier.
    if (!tokens.spendToken(body.token, now)) throw tokenNotFound();
    checkPkce(token.code_challenge, body.code_verifier);
    const registration = deps.store.factors.get(token.factor_id);
    if (!registration) throw tokenNotFound();
    const wire = registration.data.wire as { provider_subject: string; provider_type: string };
    const email = deps.store.factors.forUser(token.user_id, 'email')[0];
    const auth = await completeLogin(
      c,
      deps,
      token.user_id,
      {
        type: 'oauth',
        delivery_method: `oauth_${token.provider}`,
        [`${token.provider}_oauth_factor`]: { id: registration.factor_id, email_id: email?.factor_id ?? '', provider_subject: wire.provider_subject },
      },
      body.session_duration_minutes,
    );
    return ok(c, {
      ...auth,
      oauth_user_registration_id: registration.factor_id,
      provider_subject: wire.provider_subject,
      provider_type: wire.provider_type,
      provider_values: {
        access_token: randomToken(),
        refresh_token: '',
        id_token: '',
        expires_at: addMinutes(now, 60).toISOString(),
        scopes: token.scopes.split(' ').filter(Boolean),
      },
      reset_sessions: false,
    });
  });

  /** SPEC §8's provider-side reasons One Tap cannot run: no Google, the default client, no redirect URLs, a foreign origin. */
  function oneTapClient(c: Context<AppEnv>): string {
    const provider = google.provider();
    if (!provider) throw new ApiError(400, 'oauth_config_not_found', 'Google OAuth is not configured for this project.');
    if (!provider.clientId)
      throw new ApiError(400, 'default_provider_not_allowed', 'One Tap needs the project’s own Google client, not the default one.');
    pickRedirect(deps, 'login', undefined);
    pickRedirect(deps, 'signup', undefined);
    const origin = c.req.header('x-sdk-parent-host');
    if (origin && origin !== deps.origin() && !deps.config.allowedOrigins.includes(origin)) {
      throw new ApiError(400, 'origin_not_allowed_for_client', `The origin ${origin} is not allowed for this project.`);
    }
    return provider.clientId;
  }

  sdk.post('/oauth/google/onetap/start', async (c) => {
    await readBody(c, {});
    return ok(c, { google_client_id: oneTapClient(c) });
  });

  sdk.post('/oauth/google/onetap', async (c) => {
    const body = await readBody(c, { id_token: str, nonce: str, login_redirect_url: optStr, signup_redirect_url: optStr, code_challenge: optStr });
    const clientId = oneTapClient(c);
    const flow = {
      code_challenge: checkChallenge(deps, body.code_challenge),
      login_redirect_url: pickRedirect(deps, 'login', body.login_redirect_url),
      signup_redirect_url: pickRedirect(deps, 'signup', body.signup_redirect_url),
      scopes: 'openid email profile',
    };
    const claims = await google.verify(body.id_token, clientId);
    if (!nonceMatches(body.nonce, claims.nonce))
      throw credentialRefused('This Google credential was not issued for this sign-in: its nonce does not match.');
    const signedPart = body.id_token.slice(0, body.id_token.lastIndexOf('.'));
    if (!spentCredentials.spend(sha256(signedPart), claims.expiresAt, deps.now()))
      throw credentialRefused('This Google credential was already used. Sign in with Google again.');
    return ok(c, { redirect_url: finish(c, { provider: 'google', subject: claims.sub, email: claims.email, name: claims.name }, flow) });
  });

  // The simulated Google's own endpoints, which the stand-in One Tap script (provider/demo/assets/fake-gsi.js) calls.
  pages.get('/_dev/google/clients/:clientId', (c) => {
    const client = google.client(c.req.param('clientId') ?? '');
    return client ? c.json(client) : c.json({ error: 'invalid_client' }, 404);
  });

  pages.post('/_dev/google/credential', async (c) => {
    const body = await readBody(c, { client_id: str, email: str, name: optStr, nonce: optStr });
    if (!google.client(body.client_id)) throw new ApiError(400, 'invalid_client', 'Google does not know this client ID.');
    const email = checkEmail(body.email);
    return c.json({ credential: await google.credential(body.client_id, email, body.name ?? email.split('@')[0]!, body.nonce) });
  });

  return { sdk, pages };
}
