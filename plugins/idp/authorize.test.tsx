import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanUp, mountIdp, openAt, recordFormPosts, settle, authResponse } from '../../test/support/idp.js';
import { API, TOKEN, apiError, jsonHandler, ok, useApi } from '../../test/support/widget.js';

const POLICY = { scopes: [{ scope: 'read:files', description: 'Read the files you keep here', permissions: [] }] };
const api = useApi({ rbac_policy: POLICY });
afterEach(cleanUp);

const REQUEST = {
  client_id: 'client-1',
  redirect_uri: 'https://rp.example.com/callback',
  response_type: 'code',
  scope: 'openid email profile',
  state: 'state-1',
  nonce: 'nonce-1',
  code_challenge: 'c'.repeat(43),
  code_challenge_method: 'S256',
};

function startAnswers(data: Record<string, unknown> = {}) {
  api.server.use(
    jsonHandler('post', '/oauth/authorize/start', () =>
      ok({ consent_required: true, oidc_client: { client_id: 'client-1', client_name: 'Example RP' }, ...data }),
    ),
  );
}

const heading = () => screen.findByRole('heading', { level: 1 });
const scopeTexts = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('IDPConsent: the authorization request', () => {
  it.each(['client_id', 'redirect_uri', 'response_type'])('names a missing %s and asks nothing of the provider', async (name) => {
    openAt('/idp/authorize', { ...REQUEST, [name]: '' });
    const onError = vi.fn();
    mountIdp(api, { callbacks: { onError } });
    const message = `Required parameter is missing: ${name}. Please reach out to the application developer.`;
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(onError).toHaveBeenCalledWith({ message });
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
    expect(api.calls('/oauth/authorize/start')).toEqual([]);
  });

  it('asks to sign in when only OpenID scopes are requested, describing each', async () => {
    openAt('/idp/authorize', { ...REQUEST, scope: 'openid email profile phone offline_access' });
    startAnswers();
    mountIdp(api);
    expect((await heading()).textContent).toBe('Sign in to Example RP with Unit Project');
    expect(screen.getByText('Example RP will be able to:')).toBeTruthy();
    expect(scopeTexts()).toEqual([
      'Confirm who you are',
      'See your email address',
      'See your name',
      'See your phone number',
      'Keep access to your account while you are away',
    ]);
    expect(api.calls('/oauth/authorize/start').map((c) => c.body)).toEqual([
      {
        client_id: 'client-1',
        redirect_uri: 'https://rp.example.com/callback',
        response_type: 'code',
        scope: 'openid email profile phone offline_access',
      },
    ]);
    expect(screen.getByRole('button', { name: 'Allow' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deny' })).toBeTruthy();
  });

  it('asks for account access when a non-standard scope is requested; the policy or a neutral text describes unknown scopes', async () => {
    openAt('/idp/authorize', { ...REQUEST, scope: 'openid full_access read:files write:things' });
    startAnswers();
    mountIdp(api);
    expect((await heading()).textContent).toBe('Example RP wants to access your Unit Project account');
    expect(scopeTexts()).toEqual([
      'Confirm who you are',
      'Act on your behalf with full access to your account',
      'Read the files you keep here',
      'Use the write:things scope',
    ]);
  });

  it('asks for the default scopes when none are named', async () => {
    const { scope: _scope, ...withoutScope } = REQUEST;
    openAt('/idp/authorize', withoutScope);
    startAnswers();
    mountIdp(api);
    await heading();
    expect(api.calls('/oauth/authorize/start')[0]?.body).toMatchObject({ scope: 'openid email profile' });
  });

  it('renders the client name and scope texts as text, never as markup', async () => {
    openAt('/idp/authorize', { ...REQUEST, scope: 'openid <img/src=x>' });
    startAnswers({ oidc_client: { client_id: 'client-1', client_name: '<b>Evil</b><img src=x onerror=alert(1)>' } });
    const { container } = mountIdp(api);
    expect((await heading()).textContent).toBe('<b>Evil</b><img src=x onerror=alert(1)> wants to access your Unit Project account');
    expect(scopeTexts()).toContain('Use the <img/src=x> scope');
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('Allow posts the request with consent_granted=true, once, as a form', async () => {
    openAt('/idp/authorize', REQUEST);
    startAnswers();
    const posts = recordFormPosts();
    mountIdp(api);
    await heading();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(posts).toHaveLength(1);
    const { __Authorization, ['__X-SDK-Client']: telemetry, ['__X-SDK-Parent-Host']: parent, ...fields } = posts[0]!.fields;
    expect(posts[0]!.action).toBe(`${API}/sdk/v1/oauth/authorize`);
    expect(fields).toEqual({ ...REQUEST, consent_granted: 'true' });
    expect(__Authorization).toBe(`Basic ${btoa(`${TOKEN}:session-token`)}`);
    expect(telemetry).toBeTruthy();
    expect(parent).toBe(location.origin);
    expect(screen.getByRole('button', { name: 'Allow' }).getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Deny' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("Deny posts consent_granted=false and says 'Access to the application was denied.'", async () => {
    openAt('/idp/authorize', REQUEST);
    startAnswers();
    const posts = recordFormPosts();
    const onError = vi.fn();
    mountIdp(api, { callbacks: { onError } });
    await heading();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Access to the application was denied.');
    expect(onError).toHaveBeenCalledWith({ message: 'Access to the application was denied.' });
    expect(posts.map((p) => p.fields.consent_granted)).toEqual(['false']);
  });

  it('posts at once, without asking, when consent is not required', async () => {
    openAt('/idp/authorize', REQUEST);
    startAnswers({ consent_required: false });
    const posts = recordFormPosts();
    mountIdp(api);
    expect(await screen.findByText('Taking you back to the application…')).toBeTruthy();
    expect(posts.map((p) => p.fields.consent_granted)).toEqual(['true']);
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });

  it("shows the provider's error for a refused request", async () => {
    openAt('/idp/authorize', REQUEST);
    api.server.use(jsonHandler('post', '/oauth/authorize/start', () => apiError(400, 'invalid_redirect_uri', 'The redirect_uri is not registered.')));
    const posts = recordFormPosts();
    mountIdp(api);
    expect((await screen.findByRole('alert')).textContent).toContain('The redirect_uri is not registered.');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('shows a busy status while the provider answers', async () => {
    openAt('/idp/authorize', REQUEST);
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    api.server.use(
      jsonHandler('post', '/oauth/authorize/start', async () => {
        await held;
        return ok({ consent_required: true, oidc_client: { client_id: 'client-1', client_name: 'Example RP' } });
      }),
    );
    mountIdp(api);
    await waitFor(() => expect(api.calls('/oauth/authorize/start')).toHaveLength(1));
    const status = await screen.findByText('Loading');
    expect(status.closest('[role="status"]')?.getAttribute('aria-busy')).toBe('true');
    answer();
    expect((await screen.findByRole('heading', { name: 'Sign in to Example RP with Unit Project' })).textContent).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});

describe('IDPConsent without a session', () => {
  async function signInByEmailCode() {
    api.server.use(
      jsonHandler('post', '/otps/email/login_or_create', () => ok({ method_id: 'email-1' })),
      jsonHandler('post', '/otps/authenticate', () => ok({ ...authResponse, method_id: 'email-1' })),
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    await screen.findByRole('heading', { name: 'Enter passcode' });
    await settle();
    fireEvent.paste(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), { clipboardData: { getData: () => '123456' } });
  }

  it('offers the login products under a prompt naming the application (no error), then returns to the consent with the same request', async () => {
    openAt('/idp/authorize', REQUEST);
    startAnswers();
    const onError = vi.fn();
    mountIdp(api, { signedIn: false, callbacks: { onError } });
    expect((await screen.findByText(/No active session detected/)).closest('[role=status]')?.textContent).toBe(
      'Signing in to Example RP. No active session detected. Please log in to continue.',
    );
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email' }).hasAttribute('aria-invalid')).toBe(false);
    expect(onError).not.toHaveBeenCalled();
    // Asked before the sign-in only for the client's name.
    expect(api.calls('/oauth/authorize/start')).toHaveLength(1);
    await signInByEmailCode();
    await screen.findByRole('heading', { name: 'Sign in to Example RP with Unit Project' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Sign in to Example RP with Unit Project'));
    expect(screen.queryByRole('heading', { name: 'Success' })).toBeNull();
    const asked = { client_id: 'client-1', redirect_uri: 'https://rp.example.com/callback', response_type: 'code', scope: 'openid email profile' };
    expect(api.calls('/oauth/authorize/start').map((c) => c.body)).toEqual([asked, asked]);
  });

  it('offers the login products when the provider no longer knows the session', async () => {
    openAt('/idp/authorize', REQUEST);
    api.server.use(jsonHandler('post', '/oauth/authorize/start', () => apiError(404, 'session_not_found', 'Session could not be found.')));
    mountIdp(api);
    expect((await screen.findByText(/No active session detected/)).closest('[role=status]')?.textContent).toBe(
      'No active session detected. Please log in to continue.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
  });
});
