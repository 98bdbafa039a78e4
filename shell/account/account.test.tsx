import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createCoreClient } from '../../core/client.js';
import type { User } from '../../core/types.js';
import { accountHandlers, accountUser, signedInClient } from '../../test/support/account.js';
import { API, TOKEN, apiError, renderWidget, sdk, useApi, type RenderOptions } from '../../test/support/widget.js';
import LocalizedWidget from '../locale/LocalizedWidget.js';
import otpAccountDe from '../../plugins/otp/account/locales/de.js';
import accountDe from './locales/de.js';

const api = useApi();

function mount(user: User | null, options: RenderOptions = {}) {
  const state = { user: user ?? accountUser() };
  api.server.use(...accountHandlers(state));
  const onEvent = vi.fn();
  const onError = vi.fn();
  const view = renderWidget({
    entry: 'account',
    client: user ? signedInClient(user) : createCoreClient(TOKEN, { baseUrl: API }),
    config: { products: ['emailMagicLinks'], ...options.config },
    callbacks: { onEvent, onError },
    ...(options.strings && { strings: options.strings }),
  });
  return { ...view, state, onEvent, onError };
}

const section = (name: string) => screen.getByRole('region', { name });
const text = (element: Element) => element.textContent ?? '';
const value = (element: Element) => (element as HTMLInputElement).value;

describe('the account entry', () => {
  it('shows the signed-in user with the name and sign-out sections by default', async () => {
    mount(accountUser());
    await screen.findByRole('heading', { name: 'Your account' });
    expect(value(await screen.findByRole('textbox', { name: 'First name' }))).toBe('Ada');
    expect(value(screen.getByRole('textbox', { name: 'Last name' }))).toBe('Lovelace');
    expect(within(section('Sign out')).getByRole('button', { name: 'Sign out' })).toHaveProperty('disabled', false);
    expect(api.calls('/users/me')).toHaveLength(1);
  });

  it('tells a visitor who is not signed in, with the host’s sign-in link, and asks nothing of users/me', async () => {
    mount(null, { config: { accountOptions: { signInUrl: 'https://example.com/login' } } });
    await screen.findByRole('heading', { name: 'You are not signed in' });
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('https://example.com/login');
    expect(api.calls('/users/me')).toHaveLength(0);
  });

  it('asks the provider about a session the cookie names, and counts it', async () => {
    const user = accountUser();
    document.cookie = 'stytch_session=cookie-token; path=/';
    try {
      api.server.use(
        http.post(sdk('/sessions/authenticate'), () =>
          Response.json({
            data: {
              request_id: 'r',
              status_code: 200,
              user_id: user.user_id,
              user,
              session: { session_id: 's', user_id: user.user_id, expires_at: '2099-01-01T00:00:00Z', authentication_factors: [] },
              session_token: 'cookie-token',
              session_jwt: 'jwt',
            },
          }),
        ),
      );
      mount(null);
      expect(value(await screen.findByRole('textbox', { name: 'First name' }))).toBe('Ada');
      expect(api.calls('/sessions/authenticate')).toHaveLength(1);
    } finally {
      document.cookie = 'stytch_session=; path=/; max-age=0';
    }
  });

  it('saves the name with PUT /users/me and tells the host', async () => {
    const { user, onEvent } = mount(accountUser());
    const first = await screen.findByRole('textbox', { name: 'First name' });
    const save = screen.getByRole('button', { name: 'Save name' });
    expect(save).toHaveProperty('disabled', true);
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.click(save);
    await screen.findByText('Your name is saved.');
    expect(
      api
        .calls('/users/me')
        .filter((c) => c.method === 'PUT')
        .map((c) => c.body),
    ).toEqual([{ name: { first_name: 'Augusta', last_name: 'Lovelace' } }]);
    expect(onEvent).toHaveBeenCalledWith({ type: 'ACCOUNT_CHANGE', data: { change: 'name_updated', user_id: 'user-1' } });
  });

  it('refuses a name longer than the limit before any request, under its section', async () => {
    const { user, onError } = mount(accountUser());
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await user.click(first);
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(text(within(section('Name')).getByRole('alert'))).toContain('A name can have at most 100 characters.');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('/users/me').filter((c) => c.method === 'PUT')).toHaveLength(0);
    expect(onError).toHaveBeenCalledWith({ message: 'A name can have at most 100 characters.' });
  });

  it('keeps the name as it was when the provider refuses it, one request per click', async () => {
    const { user } = mount(accountUser());
    api.server.use(http.put(sdk('/users/me'), async () => (await delay(50), apiError(400, 'bad_request', 'name.first_name is too long.'))));
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await user.type(first, 'x');
    const save = screen.getByRole('button', { name: 'Save name' });
    await user.dblClick(save);
    expect(text(await within(section('Name')).findByRole('alert'))).toContain('name.first_name is too long.');
    expect(api.calls('/users/me').filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(value(first)).toBe('Adax');
  });

  it('signs out: the session ends, the host hears it, the page says so', async () => {
    const { user, onEvent, client } = mount(accountUser());
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'You are not signed in' });
    expect(api.calls('/sessions/revoke')).toHaveLength(1);
    expect(client.session.getSync()).toBeNull();
    expect(onEvent).toHaveBeenCalledWith({ type: 'ACCOUNT_CHANGE', data: { change: 'signed_out', user_id: 'user-1' } });
  });

  it('follows a sign-out made elsewhere', async () => {
    const { client } = mount(accountUser());
    await screen.findByRole('textbox', { name: 'First name' });
    await act(() => client.session.revoke({ forceClear: true }).catch(() => undefined));
    await screen.findByRole('heading', { name: 'You are not signed in' });
  });

  it('refuses a section no listed product serves, naming it', async () => {
    const { onError } = mount(accountUser(), { config: { accountOptions: { sections: ['name', 'wallets' as never] } } });
    expect(text(await screen.findByRole('alert'))).toContain('Error: No product in the config serves the account section "wallets".');
    expect(onError).toHaveBeenCalledWith({ message: 'Error: No product in the config serves the account section "wallets".' });
  });

  it('shows only the sections listed, in the host’s order', async () => {
    mount(accountUser(), { config: { accountOptions: { sections: ['signOut', 'name'] } } });
    await screen.findByRole('textbox', { name: 'First name' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Sign out', 'Name']);
  });

  it('refuses a config whose sections are not a list, or whose sign-in page is no web address', async () => {
    const { unmount } = mount(accountUser(), { config: { accountOptions: { sections: 'name' as never } } });
    expect(await screen.findByText('Error: accountOptions.sections must be a list of section names.')).toBeTruthy();
    unmount();
    mount(accountUser(), { config: { accountOptions: { signInUrl: 'javascript:alert(1)' } } });
    expect(await screen.findByText('Error: accountOptions.signInUrl must be an http or https address.')).toBeTruthy();
  });

  it('takes a path on the host’s site as the sign-in page', async () => {
    mount(null, { config: { accountOptions: { signInUrl: '/login' } } });
    expect((await screen.findByRole('link', { name: 'Go to sign in' })).getAttribute('href')).toBe('/login');
  });

  it('says when the account cannot be loaded, and loads it again on request', async () => {
    const { user } = mount(accountUser());
    api.server.use(
      http.get(sdk('/users/me'), () => Response.error()),
      ...accountHandlers({ user: accountUser() }).slice(1),
    );
    expect(text(await screen.findByRole('alert'))).toContain('Unable to contact our servers.');
    api.server.use(...accountHandlers({ user: accountUser() }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(value(await screen.findByRole('textbox', { name: 'First name' }))).toBe('Ada');
  });

  it('takes the host’s strings over the section texts', async () => {
    mount(accountUser(), { strings: { 'account.name.save': 'Keep it' } });
    expect(await screen.findByRole('button', { name: 'Keep it' })).toBeTruthy();
    await waitFor(() => expect(api.calls('/users/me')).toHaveLength(1));
  });
});

describe('the two-step verification section', () => {
  /** A product that enrols a second factor: the capability the section uses, settled by the test as its screens would. */
  function enrolling() {
    let finish!: (error?: Error) => void;
    const enrol = vi.fn(() => new Promise<void>((resolve, reject) => (finish = (error) => (error ? reject(error) : resolve()))));
    const plugin = { id: 'fakeMfa', provides: () => ({ enrolSecondFactor: enrol }) };
    return { enrol, finish: (error?: Error) => finish(error), plugins: { fakeMfa: () => Promise.resolve({ default: plugin as never }) } };
  }

  it('is offered only beside a product that enrols a second factor, and sets one up through it', async () => {
    const product = enrolling();
    const state = { user: accountUser() };
    api.server.use(...accountHandlers(state));
    const onEvent = vi.fn();
    const { user } = renderWidget({
      entry: 'account',
      client: signedInClient(state.user),
      config: { products: ['emailMagicLinks', 'fakeMfa' as never] },
      plugins: product.plugins,
      callbacks: { onEvent },
    });
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(product.enrol).toHaveBeenCalledTimes(1);
    state.user = { ...state.user, totps: [{ totp_id: 'totp-1', verified: true }] };
    await act(async () => product.finish());
    expect(await screen.findByText('Two-step verification is on.')).toBeTruthy();
    expect(screen.getByText('Authenticator app')).toBeTruthy();
    expect(onEvent).toHaveBeenCalledWith({ type: 'ACCOUNT_CHANGE', data: { change: 'totp_added', user_id: 'user-1' } });
  });

  it('without such a product, is no section of the page', async () => {
    mount(accountUser());
    await screen.findByRole('textbox', { name: 'First name' });
    expect(screen.queryByRole('region', { name: 'Two-step verification' })).toBeNull();
  });
});

describe('a change the provider guards with the second factor', () => {
  it('asks for it through the product that offers a step-up, then makes the change once more', async () => {
    const stepUp = vi.fn(() => Promise.resolve());
    const plugin = { id: 'fakeMfa', provides: () => ({ stepUp, enrolSecondFactor: () => Promise.resolve() }) };
    const state = { user: accountUser({ totps: [{ totp_id: 'totp-1', verified: true }] }) };
    let proven = false;
    api.server.use(
      http.delete(sdk('/users/totps/:id'), () => {
        if (!proven) return apiError(403, 'insufficient_factors', 'This user has a second factor: the session must authenticate with it first.');
        state.user = { ...state.user, totps: [] };
        return Response.json({ data: { request_id: 'r', status_code: 200, __user: state.user } });
      }),
      ...accountHandlers(state),
    );
    stepUp.mockImplementation(async () => {
      proven = true;
    });
    const { user } = renderWidget({
      entry: 'account',
      client: signedInClient(state.user),
      config: { products: ['emailMagicLinks', 'fakeMfa' as never], accountOptions: { sections: ['secondFactor'] } },
      plugins: { fakeMfa: () => Promise.resolve({ default: plugin as never }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Authenticator app' }));
    await user.click(within(section('Two-step verification')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Two-step verification is off.')).toBeTruthy();
    expect(stepUp).toHaveBeenCalledTimes(1);
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(2);
  });
});

describe('in a locale', () => {
  it('shows the page and the sections in it, each section’s texts from its own file, the host’s strings over them', async () => {
    const state = { user: accountUser() };
    api.server.use(...accountHandlers(state));
    render(
      <Suspense fallback={null}>
        <LocalizedWidget
          client={signedInClient(state.user)}
          entry="account"
          config={{ products: ['otp'], otpOptions: { methods: ['email'] }, locale: 'de', accountOptions: { sections: ['name', 'emails'] } }}
          strings={{ 'account.name.save': 'Speichern' }}
        />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: accountDe['account.title'] })).toBeTruthy();
    expect(await screen.findByRole('region', { name: accountDe['account.emails.title'] })).toBeTruthy();
    expect(screen.getByRole('button', { name: otpAccountDe['otp.account.send'] })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeTruthy();
    expect(screen.getByText(accountDe['account.emails.verified'])).toBeTruthy();
  });
});
