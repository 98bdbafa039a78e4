import { createHash } from 'node:crypto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoreClient } from '../../core/client.js';
import type { LoginConfig } from '../../shell/plugin-api.js';
import {
  apiError,
  jsonHandler,
  ok,
  rawBootstrap,
  renderWidget as renderBare,
  sdk,
  TOKEN,
  useApi,
  type RenderOptions,
} from '../../test/support/widget.js';
import { PROVIDER_NAMES } from './providers.js';

const api = useApi();

const clients: CoreClient[] = [];
function renderWidget(options: RenderOptions) {
  const view = renderBare(options);
  clients.push(view.client);
  return view;
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  assign.mockRestore();
  history.replaceState(null, '', '/');
  for (const client of clients.splice(0)) client.dispose();
});

const VERIFIER_KEY = `stytch_sdk_state_${TOKEN}::PKCE_VERIFIER:oauth`;
const sha256url = (value: string) => createHash('sha256').update(value).digest('base64url');
const bootstrapWith = (overrides: Record<string, unknown>) =>
  api.server.use(http.get(sdk('/projects/bootstrap/:token'), () => ok(rawBootstrap(overrides))));
const oauthConfig = (
  oauthOptions: NonNullable<LoginConfig['oauthOptions']>,
  products: LoginConfig['products'] = ['oauth'],
): Partial<LoginConfig> => ({ products, oauthOptions });
/** The one URL the widget navigated to. */
const navigatedTo = () => {
  expect(assign).toHaveBeenCalledTimes(1);
  return new URL(String(assign.mock.calls[0]![0]));
};

const authResponse = () =>
  ok({
    user_id: 'user-1',
    user: { user_id: 'user-1', emails: [], phone_numbers: [], providers: [{ provider_type: 'GitHub', provider_subject: 'gh-1' }] },
    session: { session_id: 'session-1', user_id: 'user-1', expires_at: '2099-01-01T00:00:00Z', authentication_factors: [] },
    session_token: 'session-token',
    session_jwt: 'session-jwt',
    provider_subject: 'gh-1',
    provider_type: 'GitHub',
    provider_values: { access_token: 'at', refresh_token: '', id_token: '', expires_at: null, scopes: [] },
  });

describe('the social buttons on Main', () => {
  it('shows one "Continue with {provider}" button per configured provider, in the configured order, each with its icon', async () => {
    const order = [
      'yahoo',
      'github',
      'google',
      'apple',
      'microsoft',
      'gitlab',
      'facebook',
      'discord',
      'salesforce',
      'slack',
      'amazon',
      'bitbucket',
      'linkedin',
      'coinbase',
      'twitch',
      'twitter',
      'tiktok',
      'snapchat',
      'figma',
    ] as const;
    renderWidget({ config: oauthConfig({ providers: order.map((type) => ({ type })) }) });
    await screen.findByRole('button', { name: 'Continue with Yahoo' });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(order.map((type) => `Continue with ${PROVIDER_NAMES[type]}`));
    expect(buttons.map((b) => b.querySelector('svg[aria-hidden="true"]') !== null)).toEqual(order.map(() => true));
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });

  it('puts the buttons where oauth is listed, with the "or" divider before the email form', async () => {
    renderWidget({ config: oauthConfig({ providers: [{ type: 'google' }, { type: 'github' }] }, ['oauth', 'emailMagicLinks']) });
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    const divider = screen.getByRole('separator', { name: 'or' });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(google.compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(divider.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    [{ providers: [] }, 'Error: oauthOptions.providers must list at least one social provider.'],
    [{}, 'Error: oauthOptions.providers must list at least one social provider.'],
    [{ providers: [{ type: 'myspace' }] }, 'Error: Unknown OAuth provider "myspace" in oauthOptions.providers.'],
    [{ providers: [{ type: 'github' }, { type: 'github' }] }, 'Error: The OAuth provider "github" is listed twice in oauthOptions.providers.'],
    [{ providers: [{ type: 'github', custom_scopes: 'repo' }] }, 'Error: The "github" entry of oauthOptions.providers has an invalid custom_scopes.'],
    [
      { providers: [{ type: 'github', provider_params: { prompt: 1 } }] },
      'Error: The "github" entry of oauthOptions.providers has an invalid provider_params.',
    ],
    [
      { providers: [{ type: 'google', one_tap: true, position: 'sideways' }] },
      'Error: The "google" entry of oauthOptions.providers has an invalid position.',
    ],
  ])('refuses the config %j with its own message', async (oauthOptions, message) => {
    renderWidget({ config: { products: ['oauth'], oauthOptions } as unknown as Partial<LoginConfig> });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('starting a social login', () => {
  it('navigates to {base}/v1/public/oauth/{provider}/start with the public token, scopes, provider params and redirect URLs (PKCE off)', async () => {
    renderWidget({
      config: oauthConfig({
        providers: [
          { type: 'google' },
          { type: 'github', custom_scopes: ['repo', 'read:user'], provider_params: { prompt: 'consent', login: 'octo' } },
        ],
        loginRedirectURL: 'https://app.example.com/authenticate',
        signupRedirectURL: 'https://app.example.com/welcome',
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with GitHub' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const url = navigatedTo();
    expect(`${url.origin}${url.pathname}`).toBe('http://api.test/v1/public/oauth/github/start');
    expect([...url.searchParams]).toEqual([
      ['public_token', TOKEN],
      ['custom_scopes', 'repo read:user'],
      ['provider_prompt', 'consent'],
      ['provider_login', 'octo'],
      ['login_redirect_url', 'https://app.example.com/authenticate'],
      ['signup_redirect_url', 'https://app.example.com/welcome'],
    ]);
    expect(localStorage.getItem(VERIFIER_KEY)).toBeNull();
  });

  it('leaves out what is not configured: a provider without options sends only the public token', async () => {
    renderWidget({ config: oauthConfig({ providers: [{ type: 'microsoft' }] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Microsoft' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect([...navigatedTo().searchParams]).toEqual([['public_token', TOKEN]]);
  });

  it('sends a PKCE code_challenge when the project requires it, and keeps the matching verifier for the return', async () => {
    bootstrapWith({ pkce_required_for_oauth: true });
    renderWidget({ config: oauthConfig({ providers: [{ type: 'gitlab' }] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with GitLab' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const challenge = navigatedTo().searchParams.get('code_challenge');
    const verifier = localStorage.getItem(VERIFIER_KEY);
    expect(verifier).toMatch(/^[0-9a-f]{128}$/);
    expect(challenge).toBe(sha256url(verifier!));
  });

  it('goes to the project CNAME domain when bootstrap names one', async () => {
    bootstrapWith({ cname_domain: 'login.example.com' });
    renderWidget({ config: oauthConfig({ providers: [{ type: 'slack' }] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Slack' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(navigatedTo().href.startsWith('https://login.example.com/v1/public/oauth/slack/start?')).toBe(true);
  });

  it('navigates once however often it is clicked, shows progress on that button and disables the others', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    api.server.use(
      http.get(sdk('/projects/bootstrap/:token'), async () => {
        await held;
        return ok(rawBootstrap());
      }),
    );
    renderWidget({ config: oauthConfig({ providers: [{ type: 'github' }, { type: 'discord' }] }) });
    const github = await screen.findByRole('button', { name: 'Continue with GitHub' });
    fireEvent.click(github);
    fireEvent.click(github);
    const discord = screen.getByRole('button', { name: 'Continue with Discord' });
    fireEvent.click(discord);
    await waitFor(() => expect(github.getAttribute('aria-busy')).toBe('true'));
    expect(github.getAttribute('aria-disabled')).toBe('true');
    expect((discord as HTMLButtonElement).disabled).toBe(true);
    expect(discord.getAttribute('aria-busy')).toBeNull();
    release();
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(navigatedTo().pathname).toBe('/v1/public/oauth/github/start');
  });
  it('gives the buttons back when the page returns from the browser’s cache after leaving', async () => {
    renderWidget({ config: oauthConfig({ providers: [{ type: 'github' }, { type: 'figma' }] }) });
    const figma = await screen.findByRole('button', { name: 'Continue with Figma' });
    fireEvent.click(figma);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(figma.getAttribute('aria-disabled')).toBe('true');
    fireEvent(window, Object.assign(new Event('pageshow'), { persisted: true }));
    await waitFor(() => expect(figma.getAttribute('aria-disabled')).toBeNull());
    expect((figma as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Continue with GitHub' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the return to a page with the widget', () => {
  const returnTo = (query: string) => history.replaceState(null, '', `/login?keep=1&${query}`);

  it('authenticates the token with the stored verifier, cleans the address bar and ends on a confirmation', async () => {
    localStorage.setItem(VERIFIER_KEY, 'c'.repeat(128));
    api.server.use(jsonHandler('post', '/oauth/authenticate', () => authResponse()));
    const onEvent = vi.fn();
    returnTo('stytch_token_type=oauth&token=oauth-token-1');
    // StrictMode runs effects twice: the token must still be authenticated once.
    renderWidget({ config: oauthConfig({ providers: [{ type: 'github' }] }), callbacks: { onEvent }, strictMode: true });
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(screen.getByText('You have successfully logged in.')).toBeTruthy();
    expect(api.calls('/oauth/authenticate').map((c) => c.body)).toEqual([
      { token: 'oauth-token-1', session_duration_minutes: 30, code_verifier: 'c'.repeat(128) },
    ]);
    expect(`${location.pathname}${location.search}`).toBe('/login?keep=1');
    expect(localStorage.getItem(VERIFIER_KEY)).toBeNull();
    expect(document.cookie).toContain('stytch_session=session-token');
    expect(onEvent.mock.calls.filter(([e]) => e.type === 'AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
  });

  it('shows "Logging in" while authenticating, then a refused token’s message with the way back to Main', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    api.server.use(
      jsonHandler('post', '/oauth/authenticate', async () => {
        await held;
        return apiError(400, 'pkce_mismatch', 'The code_verifier does not match the code_challenge this flow was started with.');
      }),
    );
    returnTo('stytch_token_type=oauth&token=oauth-token-2');
    renderWidget({ config: oauthConfig({ providers: [{ type: 'github' }] }) });
    expect(await screen.findByRole('heading', { name: 'Logging in' })).toBeTruthy();
    expect(screen.getByText('Finishing your sign-in…').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The code_verifier does not match the code_challenge this flow was started with.');
    expect(screen.getByRole('heading', { name: 'Sign-in failed' })).toBeTruthy();
    expect(screen.queryByText('Finishing your sign-in…')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Continue with GitHub' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls('/oauth/authenticate')).toHaveLength(1);
  });

  it('says a cancelled sign-in was cancelled, on Main, without calling the provider', async () => {
    returnTo('stytch_token_type=oauth&error=access_denied&error_description=The+user+cancelled');
    const onError = vi.fn();
    renderWidget({ config: oauthConfig({ providers: [{ type: 'github' }] }), callbacks: { onError } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The social sign-in was cancelled. Choose a way to log in to try again.');
    expect(within(document.body).getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy();
    expect(onError).toHaveBeenCalledWith({ message: 'The social sign-in was cancelled. Choose a way to log in to try again.' });
    expect(api.calls('/oauth/authenticate')).toHaveLength(0);
    expect(location.search).toBe('?keep=1');
  });

  it('leaves the address alone when it carries another product’s token', async () => {
    returnTo('stytch_token_type=magic_links&token=ml-1');
    renderWidget({ config: oauthConfig({ providers: [{ type: 'github' }] }) });
    await screen.findByRole('button', { name: 'Continue with GitHub' });
    expect(location.search).toBe('?keep=1&stytch_token_type=magic_links&token=ml-1');
    expect(api.calls('/oauth/authenticate')).toHaveLength(0);
  });
});
