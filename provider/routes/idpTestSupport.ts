import { createHash, randomBytes } from 'node:crypto';
import type { IdpClientConfig } from '../config';
import { makeTestProvider, TEST_ORIGIN, type TestProvider } from '../testkit';

/** Test-only helpers for the identity-provider routes: a signed-in user, the consent form post, PKCE, the token call. */

export const RP = 'https://rp.example.com';
export const CLIENT: IdpClientConfig = {
  client_id: 'rp-client',
  client_name: 'Example RP',
  redirect_uris: [`${RP}/callback`, `${RP}/cb?tenant=1`],
  post_logout_redirect_uris: [`${RP}/signed-out`],
  scopes: ['read:files'],
};
export const TRUSTED: IdpClientConfig = { ...CLIENT, client_id: 'trusted-client', client_name: 'Trusted app', consent_required: false };
export const OTHER: IdpClientConfig = { ...CLIENT, client_id: 'other-client', client_name: 'Other app', scopes: [] };

export const makeIdpProvider = () => makeTestProvider({ config: { idpClients: [CLIENT, TRUSTED, OTHER] } });

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Signs a new user in by email OTP; returns the session token and user id. */
export async function signIn(p: TestProvider, email: string): Promise<{ token: string; userId: string }> {
  const methodId = (await p.post('/otps/email/login_or_create', { email })).json.data.method_id;
  const { code } = await p.lastMessage();
  const auth = (await p.post('/otps/authenticate', { token: code, method_id: methodId })).json.data;
  return { token: auth.session_token, userId: auth.user_id };
}

const basic = (p: TestProvider, secret: string) => `Basic ${Buffer.from(`${p.publicToken}:${secret}`).toString('base64')}`;

export interface FormAnswer {
  status: number;
  location: string | null;
  /** The redirect's query parameters, when it is one. */
  params: Record<string, string>;
  headers: Headers;
  text: string;
}

/** Posts the consent answer as the widget's form does; the secret is the session token (or the public token). */
export async function postAuthorize(p: TestProvider, fields: Record<string, string | undefined>, secret?: string, raw?: string): Promise<FormAnswer> {
  const body = new URLSearchParams();
  if (secret !== undefined) body.append('__Authorization', basic(p, secret));
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, value);
  const response = await p.app.request('/sdk/v1/oauth/authorize', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: raw ?? body.toString(),
  });
  const location = response.headers.get('location');
  const params = location ? Object.fromEntries(new URL(location).searchParams) : {};
  return { status: response.status, location, params, headers: response.headers, text: await response.text() };
}

/** A complete, valid authorization request for CLIENT. */
export const request = (challenge: string, extra: Record<string, string | undefined> = {}) => ({
  client_id: CLIENT.client_id,
  redirect_uri: `${RP}/callback`,
  response_type: 'code',
  scope: 'openid email profile',
  state: 'state-123',
  nonce: 'nonce-456',
  code_challenge: challenge,
  code_challenge_method: 'S256',
  consent_granted: 'true',
  ...extra,
});

/** Exchanges a code at the token endpoint (form-encoded). */
export async function exchange(p: TestProvider, params: Record<string, string | undefined>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) body.append(name, value);
  const response = await p.app.request('/v1/oauth2/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, any> };
}

/** Signs in, answers the consent and returns the code with everything needed to redeem it. */
export async function codeFor(p: TestProvider, email: string, extra: Record<string, string | undefined> = {}) {
  const { token, userId } = await signIn(p, email);
  const { verifier, challenge } = pkcePair();
  const answer = await postAuthorize(p, request(challenge, extra), token);
  const code = answer.params.code;
  if (!code) throw new Error(`no code: ${answer.status} ${answer.location} ${answer.text}`);
  return { code, verifier, userId, token };
}

export const tokenRequest = (code: string, verifier: string | undefined, extra: Record<string, string | undefined> = {}) => ({
  grant_type: 'authorization_code',
  code,
  redirect_uri: `${RP}/callback`,
  client_id: CLIENT.client_id,
  code_verifier: verifier,
  ...extra,
});

export { TEST_ORIGIN };
