import { createHash } from 'node:crypto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoreClient } from '../../../core/client.js';
import { UNSAFE_ADDRESS } from '../../../core/navigate.js';
import type { LoginConfig } from '../../../shell/plugin-api.js';
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
} from '../../../test/support/widget.js';
import type { OAuthProviderOptions } from '../options.js';
import { installFakeGoogle, type FakeGoogle } from '../../../test/support/fakeGoogle.js';

const api = useApi();

const clients: CoreClient[] = [];
function renderWidget(options: RenderOptions) {
  const view = renderBare(options);
  clients.push(view.client);
  return view;
}

/** ResizeObserver under test control: the test reports the prompt's size. */
const observers: { callback: ResizeObserverCallback; target?: Element }[] = [];
class TestResizeObserver {
  private readonly entry: { callback: ResizeObserverCallback; target?: Element };
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    observers.splice(observers.indexOf(this.entry), 1);
  }
  unobserve() {}
}
const resizePrompt = (height: number) =>
  act(() => {
    for (const o of observers) o.callback([{ contentRect: { height } } as ResizeObserverEntry], o as unknown as ResizeObserver);
  });

let google: FakeGoogle;
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  google = installFakeGoogle();
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  vi.stubGlobal('ResizeObserver', TestResizeObserver);
});
afterEach(() => {
  google.uninstall();
  assign.mockRestore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as { IdentityCredential?: unknown }).IdentityCredential;
  for (const client of clients.splice(0)) client.dispose();
});

const CLIENT_ID = 'client-1.apps.googleusercontent.test';
const startAnswers = (google_client_id = CLIENT_ID) => jsonHandler('post', '/oauth/google/onetap/start', () => ok({ google_client_id }));
const google1 = (extra: Partial<OAuthProviderOptions> = {}): OAuthProviderOptions => ({ type: 'google', one_tap: true, ...extra });
const config = (
  providers: OAuthProviderOptions[],
  products: LoginConfig['products'] = ['oauth'],
  extra: Partial<NonNullable<LoginConfig['oauthOptions']>> = {},
): Partial<LoginConfig> => ({
  products,
  oauthOptions: { providers, ...extra },
});
const box = () => document.querySelector<HTMLElement>('[data-one-tap]');

describe('Google One Tap, embedded in the widget', () => {
  it('shows a spinner in a 47 px box while loading, draws the prompt in the box, follows its height and drops back to 47 px and the Google button when cancelled', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    api.server.use(
      jsonHandler('post', '/oauth/google/onetap/start', async () => {
        await held;
        return ok({ google_client_id: CLIENT_ID });
      }),
    );
    renderWidget({ config: config([google1({ position: 'forceLegacyEmbedded' })]) });
    await waitFor(() => expect(box()?.dataset.oneTap).toBe('loading'));
    expect(box()!.style.height).toBe('47px');
    expect(box()!.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading Google One Tap').closest('[role="status"]')).toBeTruthy();
    expect(google.prompts).toBe(0);

    release();
    await waitFor(() => expect(google.prompts).toBe(1));
    const mount = box()!.querySelector<HTMLElement>('div[id]')!;
    expect(google.config).toMatchObject({
      client_id: CLIENT_ID,
      auto_select: false,
      context: 'use',
      itp_support: true,
      use_fedcm_for_prompt: false,
      cancel_on_tap_outside: false,
      prompt_parent_id: mount.id,
    });
    act(() => google.display());
    await waitFor(() => expect(box()?.dataset.oneTap).toBe('prompt'));
    expect(mount.textContent).toBe('Sign in to this site with Google');
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();

    resizePrompt(180);
    await waitFor(() => expect(box()!.style.height).toBe('180px'));

    act(() => google.skipped('user_cancel'));
    await waitFor(() => expect(box()?.dataset.oneTap).toBe('button'));
    expect(box()!.style.height).toBe('47px');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is embedded for embedded, embeddedOnly and floatingOrEmbedded where the browser has no FedCM', async () => {
    for (const position of ['embedded', 'embeddedOnly', 'floatingOrEmbedded'] as const) {
      api.server.use(startAnswers());
      const view = renderWidget({ config: config([google1({ position })]) });
      await waitFor(() => expect(google.config?.prompt_parent_id).toBeTruthy());
      expect(box()).toBeTruthy();
      view.unmount();
    }
  });

  it('with FedCM, embeddedOnly shows only the Google button and no prompt; floatingOrEmbedded floats', async () => {
    (window as { IdentityCredential?: unknown }).IdentityCredential = class {};
    api.server.use(startAnswers());
    const only = renderWidget({ config: config([google1({ position: 'embeddedOnly' })]) });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(box()).toBeNull();
    expect(api.calls('/oauth/google/onetap/start')).toHaveLength(0);
    only.unmount();

    renderWidget({ config: config([google1({ position: 'floatingOrEmbedded' })]) });
    await waitFor(() => expect(google.prompts).toBe(1));
    expect(google.config?.prompt_parent_id).toBeUndefined();
    expect(google.config?.use_fedcm_for_prompt).toBe(true);
  });

  it('cancels the prompt when the widget goes away', async () => {
    api.server.use(startAnswers());
    const view = renderWidget({ config: config([google1({ position: 'forceLegacyEmbedded' })]) });
    await waitFor(() => expect(google.prompts).toBe(1));
    act(() => google.display());
    view.unmount();
    expect(google.cancels).toBe(1);
  });
});

describe('Google One Tap, floating', () => {
  it('is the default position: the prompt floats and the Google button stays beside the other buttons', async () => {
    api.server.use(startAnswers());
    renderWidget({ config: config([google1(), { type: 'github' }]) });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    await waitFor(() => expect(google.prompts).toBe(1));
    expect(google.config).toMatchObject({ client_id: CLIENT_ID, cancel_on_tap_outside: true, use_fedcm_for_prompt: true });
    expect(google.config?.prompt_parent_id).toBeUndefined();
    act(() => google.display());
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Continue with Google', 'Continue with GitHub']);
  });

  it('passes cancel_on_tap_outside: false through', async () => {
    api.server.use(startAnswers());
    renderWidget({ config: config([google1({ cancel_on_tap_outside: false }), { type: 'apple' }]) });
    await waitFor(() => expect(google.prompts).toBe(1));
    expect(google.config?.cancel_on_tap_outside).toBe(false);
  });

  it('is shown alone when OAuth is the only product with Google alone: a spinner, then nothing but the prompt, then the button once cancelled', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    api.server.use(
      jsonHandler('post', '/oauth/google/onetap/start', async () => {
        await held;
        return ok({ google_client_id: CLIENT_ID });
      }),
    );
    renderWidget({ config: config([google1()]) });
    expect(await screen.findByText('Loading Google One Tap')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    release();
    await waitFor(() => expect(google.prompts).toBe(1));
    act(() => google.display());
    await waitFor(() => expect(screen.queryByText('Loading Google One Tap')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    act(() => google.skipped('tap_outside'));
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('is not alone beside another product', async () => {
    api.server.use(startAnswers());
    renderWidget({ config: config([google1()], ['oauth', 'emailMagicLinks']) });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.queryByText('Loading Google One Tap')).toBeNull();
  });
});

describe('the credential', () => {
  it('goes to the provider with the redirect URLs, and the page follows the redirect it answers', async () => {
    api.server.use(
      startAnswers(),
      jsonHandler('post', '/oauth/google/onetap', () =>
        ok({ redirect_url: 'https://app.example.com/authenticate?stytch_token_type=oauth&token=t1' }),
      ),
    );
    renderWidget({
      config: config([google1({ position: 'forceLegacyEmbedded' })], ['oauth'], {
        loginRedirectURL: 'https://app.example.com/authenticate',
        signupRedirectURL: 'https://app.example.com/welcome',
      }),
    });
    await waitFor(() => expect(google.prompts).toBe(1));
    act(() => google.display());
    act(() => google.choose('header.payload.signature'));
    expect(await screen.findByText('Signing in with Google…')).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://app.example.com/authenticate?stytch_token_type=oauth&token=t1'));
    expect(assign).toHaveBeenCalledTimes(1);
    const [call] = api.calls('/oauth/google/onetap');
    const { nonce } = call!.body as { nonce: string };
    expect(nonce).toMatch(/^[0-9a-f]{128}$/);
    expect(call!.body).toEqual({
      id_token: 'header.payload.signature',
      nonce,
      login_redirect_url: 'https://app.example.com/authenticate',
      signup_redirect_url: 'https://app.example.com/welcome',
    });
    // The credential is bound to this prompt: Google was given the nonce's SHA-256, the provider gets the nonce.
    expect(google.config?.nonce).toBe(createHash('sha256').update(nonce).digest('base64url'));
  });

  it('carries a PKCE challenge when the project requires one', async () => {
    api.server.use(
      http.get(sdk('/projects/bootstrap/:token'), () => ok(rawBootstrap({ pkce_required_for_oauth: true }))),
      startAnswers(),
      jsonHandler('post', '/oauth/google/onetap', () => ok({ redirect_url: 'http://localhost:3000/?stytch_token_type=oauth&token=t2' })),
    );
    renderWidget({ config: config([google1()], ['oauth', 'emailMagicLinks']) });
    await waitFor(() => expect(google.prompts).toBe(1));
    act(() => google.choose('jwt'));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const [call] = api.calls('/oauth/google/onetap');
    expect((call!.body as { code_challenge: string }).code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(localStorage.getItem(`stytch_sdk_state_${TOKEN}::PKCE_VERIFIER:oauth`)).toMatch(/^[0-9a-f]{128}$/);
  });

  it('shows the provider’s refusal and gives back the Google button', async () => {
    api.server.use(
      startAnswers(),
      jsonHandler('post', '/oauth/google/onetap', () => apiError(401, 'invalid_id_token', 'The Google ID token could not be verified.')),
    );
    renderWidget({ config: config([google1({ position: 'forceLegacyEmbedded' })]) });
    await waitFor(() => expect(google.prompts).toBe(1));
    act(() => google.display());
    act(() => google.choose('forged'));
    expect((await screen.findByRole('alert')).textContent).toBe('The Google ID token could not be verified.');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
  it('refuses a redirect that is no web address: nothing runs, the refusal is shown and reported, the Google button comes back', async () => {
    api.server.use(
      startAnswers(),
      jsonHandler('post', '/oauth/google/onetap', () => ok({ redirect_url: 'javascript:alert(document.domain)' })),
    );
    const onError = vi.fn();
    renderWidget({ config: config([google1({ position: 'forceLegacyEmbedded' })]), callbacks: { onError } });
    await waitFor(() => expect(google.prompts).toBe(1));
    act(() => google.display());
    act(() => google.choose('header.payload.signature'));
    expect((await screen.findByRole('alert')).textContent).toBe(UNSAFE_ADDRESS);
    expect(onError).toHaveBeenCalledWith({ message: UNSAFE_ADDRESS });
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('why One Tap cannot show (SPEC §8)', () => {
  const ORIGIN_TEXT = `Google One Tap cannot show on ${location.origin}: this origin is not allowed for the project’s Google client. Add it to the client’s authorized JavaScript origins.`;
  const NO_CONFIG = 'Google One Tap cannot show: no Google OAuth client is configured for this project.';

  it.each([
    ['origin_not_allowed_for_client', ORIGIN_TEXT],
    ['oauth_config_not_found', NO_CONFIG],
    ['no_login_redirect_urls_set', 'Google One Tap cannot show: the project has no login redirect URL. Register one in the dashboard.'],
    ['no_signup_redirect_urls_set', 'Google One Tap cannot show: the project has no sign-up redirect URL. Register one in the dashboard.'],
    [
      'default_provider_not_allowed',
      'Google One Tap cannot show: the default Google OAuth client cannot be used with One Tap. Configure your own Google client for the project.',
    ],
  ])('the provider answers %s: its message instead of the prompt, and the Google button; the host hears of it', async (errorType, text) => {
    api.server.use(jsonHandler('post', '/oauth/google/onetap/start', () => apiError(400, errorType, 'refused')));
    const onError = vi.fn();
    renderWidget({ config: config([google1({ position: 'forceLegacyEmbedded' })]), callbacks: { onError } });
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(onError.mock.calls).toEqual([[{ message: text, type: errorType }]]);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(box()).toBeNull();
    expect(google.prompts).toBe(0);
  });

  it('an empty Google client id means no Google client is configured', async () => {
    api.server.use(startAnswers(''));
    renderWidget({ config: config([google1()]) });
    expect((await screen.findByRole('alert')).textContent).toBe(NO_CONFIG);
  });

  it.each([
    ['unregistered_origin', ORIGIN_TEXT],
    [
      'invalid_client',
      'Google One Tap cannot show: Google does not recognise the client ID configured for this project. Check that it matches the client ID in your Google Cloud console.',
    ],
  ])('Google does not display the prompt (%s): its message and the Google button; the host hears of it', async (reason, text) => {
    api.server.use(startAnswers());
    const onError = vi.fn();
    renderWidget({ config: config([google1({ position: 'forceLegacyEmbedded' })]), callbacks: { onError } });
    await waitFor(() => expect(google.prompts).toBe(1));
    act(() => google.notDisplayed(reason));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(onError.mock.calls).toEqual([[{ message: text, type: reason }]]);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('a cancel caused by a disallowed origin sets the origin message', async () => {
    api.server.use(startAnswers());
    renderWidget({ config: config([google1({ position: 'forceLegacyEmbedded' })]) });
    await waitFor(() => expect(google.prompts).toBe(1));
    act(() => google.skipped('unregistered_origin'));
    expect((await screen.findByRole('alert')).textContent).toBe(ORIGIN_TEXT);
  });

  it('other reasons are only logged: the Google button shows, with no message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.server.use(startAnswers());
    const onError = vi.fn();
    renderWidget({ config: config([google1({ position: 'forceLegacyEmbedded' })]), callbacks: { onError } });
    await waitFor(() => expect(google.prompts).toBe(1));
    act(() => google.notDisplayed('opt_out_or_no_session'));
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Google One Tap cannot show'), 'prompt not displayed: opt_out_or_no_session');
    expect(onError).not.toHaveBeenCalled();
  });

  it('a Google script that does not load leaves the Google button, and the button still starts the redirect', async () => {
    google.uninstall();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.server.use(startAnswers());
    renderWidget({
      config: config([google1({ position: 'forceLegacyEmbedded' })], ['oauth'], { googleOneTapScriptURL: 'https://gsi.example.test/client' }),
    });
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(logged).toHaveBeenCalled();
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0]![0])).toMatch(/^http:\/\/api\.test\/v1\/public\/oauth\/google\/start\?public_token=/);
  });
});
