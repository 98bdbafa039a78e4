import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, UsageError } from '../errors.js';
import type { Session, User } from '../types.js';
import { oauthAuthorizeStart, oauthAuthorizeSubmission, oauthAuthorizeSubmit, oauthLogoutStart } from './idp.js';
import { fakeCoreClient } from '../../test/support/coreApi.js';

const BASE = 'http://localhost:4100';
const TOKEN = 'public-token-test-idp';

const seen: { path: string; body: unknown }[] = [];
const server = setupServer(
  http.post(`${BASE}/sdk/v1/oauth/authorize/start`, async ({ request }) => {
    seen.push({ path: '/oauth/authorize/start', body: await request.json() });
    return HttpResponse.json({
      data: { request_id: 'r-1', status_code: 200, consent_required: true, oidc_client: { client_id: 'c-1', client_name: 'Acme' } },
    });
  }),
  http.post(`${BASE}/sdk/v1/oauth/logout/start`, async ({ request }) => {
    const body = (await request.json()) as { client_id: string };
    seen.push({ path: '/oauth/logout/start', body });
    if (body.client_id === 'nobody') {
      return HttpResponse.json(
        { status_code: 400, error_type: 'invalid_client_id', error_message: 'No client.', error_url: '', request_id: 'r-e' },
        { status: 400 },
      );
    }
    return HttpResponse.json({
      data: { request_id: 'r-2', status_code: 200, consent_required: false, redirect_uri: 'https://rp.example/bye?state=s' },
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const request = { client_id: 'c-1', redirect_uri: 'https://rp.example/cb', response_type: 'code' };
const signedIn = () =>
  fakeCoreClient({
    base: BASE,
    token: TOKEN,
    secret: 'session-token-1',
    session: { session_id: 'session-1' } as Session,
    user: { user_id: 'user-1' } as User,
  }).client;
const anonymous = () => fakeCoreClient({ base: BASE, token: TOKEN }).client;

const decode = (base64: string) => new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));

describe('oauth/authorize/start', () => {
  it('sends the four request fields, with the default scope when none is asked for', async () => {
    const data = await oauthAuthorizeStart(signedIn(), { ...request, state: 'st', nonce: 'n', code_challenge: 'cc' });
    expect(data.oidc_client.client_name).toBe('Acme');
    expect(seen).toEqual([{ path: '/oauth/authorize/start', body: { ...request, scope: 'openid email profile' } }]);
  });

  it('sends the scope the relying party asked for', async () => {
    await oauthAuthorizeStart(signedIn(), { ...request, scope: 'openid read:files' });
    expect(seen[0]?.body).toMatchObject({ scope: 'openid read:files' });
  });

  it('refuses a missing field at the call site, naming it', async () => {
    await expect(oauthAuthorizeStart(signedIn(), { ...request, client_id: undefined as unknown as string })).rejects.toThrow(
      new UsageError('identityProvider.oauthAuthorizeStart', 'client_id must be a string.'),
    );
    expect(seen).toEqual([]);
  });
});

describe('the consent answer (a form post)', () => {
  it('carries the request, the answer and the auth headers as form fields', () => {
    const { action, fields } = oauthAuthorizeSubmission(signedIn(), {
      ...request,
      state: 'st',
      code_challenge: 'cc',
      code_challenge_method: 'S256',
      consent_granted: true,
    });
    expect(action).toBe(`${BASE}/sdk/v1/oauth/authorize`);
    const form = new Map(fields);
    expect(Object.fromEntries([...form].filter(([name]) => !name.startsWith('__')))).toEqual({
      ...request,
      scope: 'openid email profile',
      state: 'st',
      code_challenge: 'cc',
      code_challenge_method: 'S256',
      consent_granted: 'true',
    });
    expect(form.get('__Authorization')).toBe(`Basic ${btoa(`${TOKEN}:session-token-1`)}`);
    const telemetry = JSON.parse(decode(form.get('__X-SDK-Client')!)) as Record<string, unknown>;
    expect(telemetry).toMatchObject({ stytch_session_id: 'session-1', stytch_user_id: 'user-1', sdk: { identifier: 'Stytch.js Javascript SDK' } });
    expect(form.get('__X-SDK-Parent-Host')).toBe(location.origin);
  });

  it('sends the public token again as the secret when no session is held, and a denial as false', () => {
    const fields = new Map(oauthAuthorizeSubmission(anonymous(), { ...request, consent_granted: false }).fields);
    expect(fields.get('__Authorization')).toBe(`Basic ${btoa(`${TOKEN}:${TOKEN}`)}`);
    expect(fields.get('consent_granted')).toBe('false');
    expect(fields.has('state')).toBe(false);
  });

  it('submits a hidden POST form with those fields', () => {
    let posted: { action: string; method: string; hidden: boolean; fields: [string, string][] } | undefined;
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      const fields = [...this.querySelectorAll('input')].map((input) => [input.name, input.value] as [string, string]);
      posted = { action: this.action, method: this.method.toLowerCase(), hidden: this.hidden === true, fields };
    });
    const client = signedIn();
    oauthAuthorizeSubmit(client, { ...request, consent_granted: true });
    expect(posted).toMatchObject({ action: `${BASE}/sdk/v1/oauth/authorize`, method: 'post', hidden: true });
    expect(new Map(posted!.fields).get('consent_granted')).toBe('true');
    expect(new Map(posted!.fields).get('client_id')).toBe('c-1');
  });
});

describe('oauth/logout/start', () => {
  it('sends the logout request and returns where to go', async () => {
    const params = { client_id: 'c-1', post_logout_redirect_uri: 'https://rp.example/bye', id_token_hint: 'hint', state: 's' };
    await expect(oauthLogoutStart(signedIn(), params)).resolves.toMatchObject({
      consent_required: false,
      redirect_uri: 'https://rp.example/bye?state=s',
    });
    expect(seen).toEqual([{ path: '/oauth/logout/start', body: params }]);
  });

  it('passes the provider error on', async () => {
    const failure = oauthLogoutStart(signedIn(), { client_id: 'nobody', post_logout_redirect_uri: 'https://rp.example/bye' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ error_type: 'invalid_client_id' });
  });
});
