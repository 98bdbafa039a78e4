import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWebAuthn, type FakeWebAuthn } from '../../test/support/fakeWebAuthn.js';
import { createCoreClient, type CoreClient } from '../../core/client.js';
import type { AuthResponse } from '../../core/types.js';
import { API, TOKEN, apiError, jsonHandler, ok, renderWidget, sdk, useApi, type RenderOptions } from '../../test/support/widget.js';

const api = useApi();
const clients: CoreClient[] = [];
let fake: FakeWebAuthn;
let registrations: {
  webauthn_registration_id: string;
  name: string;
  domain: string;
  user_agent: string;
  authenticator_type: string;
  verified: boolean;
}[];

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const passkey = (id: string, name: string) => ({
  webauthn_registration_id: id,
  name,
  domain: 'localhost',
  user_agent: 'UA',
  authenticator_type: 'platform',
  verified: true,
});
const user = () => ({
  user_id: 'user-1',
  emails: [{ email_id: 'e', email: 'ada@example.com', verified: true }],
  phone_numbers: [],
  webauthn_registrations: registrations,
});
const session = { session_id: 'session-1', user_id: 'user-1', expires_at: '2099-01-01T00:00:00Z', authentication_factors: [] };
const creation = JSON.stringify({
  rp: { id: 'localhost', name: 'Unit' },
  user: { id: 'dXNlci0x', name: 'ada@example.com', displayName: 'ada@example.com' },
  challenge: 'Y2hhbGxlbmdl',
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [],
});

const loginData = () =>
  ({ user_id: 'user-1', user: user(), session, session_token: 'session-token', session_jwt: 'session-jwt' }) as unknown as AuthResponse;

function signedInClient() {
  const client = createCoreClient(TOKEN, { baseUrl: API });
  clients.push(client);
  client.session.storeAuthResponse(loginData());
  return client;
}

function mount(options: RenderOptions & { signedIn?: boolean } = {}) {
  const client = options.client ?? (options.signedIn === false ? createCoreClient(TOKEN, { baseUrl: API }) : signedInClient());
  if (!clients.includes(client)) clients.push(client);
  return renderWidget({
    entry: 'passkeyRegistration',
    client,
    config: { products: ['passkeys', 'otp'], otpOptions: { methods: ['email'] } },
    ...options,
  });
}

beforeEach(() => {
  fake = installFakeWebAuthn();
  registrations = [passkey('reg-1', 'Passkey 1')];
  api.server.use(
    http.get(sdk('/users/me'), () => ok(user())),
    jsonHandler('post', '/sessions/authenticate', () =>
      ok({ user_id: 'user-1', user: user(), session, session_token: 'session-token', session_jwt: 'session-jwt' }),
    ),
    jsonHandler('post', '/webauthn/register/start', () => ok({ user_id: 'user-1', public_key_credential_creation_options: creation })),
    jsonHandler('post', '/webauthn/register', () => {
      registrations = [...registrations, passkey('reg-2', 'Passkey 2')];
      return ok({
        user_id: 'user-1',
        user: user(),
        session,
        session_token: 'session-token',
        session_jwt: 'session-jwt',
        webauthn_registration_id: 'reg-2',
      });
    }),
  );
});

afterEach(() => {
  fake.restore();
  for (const client of clients.splice(0)) client.dispose();
});

const button = (name: string) => screen.getByRole('button', { name });
const alertText = () => screen.queryByRole('alert')?.textContent ?? null;
const NO_USER = 'Error: Cannot use PasskeyRegistration component without active user authenticated.';

async function startScreen(options: RenderOptions = {}) {
  const view = mount(options);
  await screen.findByRole('button', { name: 'Create a Passkey' });
  await settle();
  return view;
}

async function createPasskey() {
  fireEvent.click(button('Create a Passkey'));
  await waitFor(() => expect(fake.pending()).toHaveLength(1));
  return fake.last()!;
}

/** A page that holds the provider's session cookie but never loaded the session itself (a login made on the server). */
function cookieOnlyClient() {
  localStorage.clear();
  document.cookie = 'stytch_session=cookie-token; path=/';
  const client = createCoreClient(TOKEN, { baseUrl: API });
  clients.push(client);
  return client;
}

describe('the registration entry and a session the cookie proves', () => {
  afterEach(() => {
    document.cookie = 'stytch_session=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('asks the provider for the session the cookie names, then offers to create a passkey, with no error on the way', async () => {
    // The provider answers once the screen is up, as over a slow network: the screen asks for the user first.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.server.use(
      jsonHandler('post', '/sessions/authenticate', async () => {
        await answered;
        return ok({ user_id: 'user-1', user: user(), session, session_token: 'session-token', session_jwt: 'session-jwt' });
      }),
    );
    const onError = vi.fn();
    mount({ client: cookieOnlyClient(), callbacks: { onError } });
    await screen.findByRole('heading', { name: 'Set up a new Passkey' });
    await settle();
    answer();
    await screen.findByRole('button', { name: 'Create a Passkey' });
    expect(api.calls('/sessions/authenticate').length).toBeGreaterThan(0);
    expect(api.calls('/users/me')).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('a cookie the provider no longer knows: the spec error', async () => {
    api.server.use(jsonHandler('post', '/sessions/authenticate', () => apiError(404, 'session_not_found', 'Session not found.')));
    mount({ client: cookieOnlyClient() });
    await waitFor(() => expect(alertText()).toBe(NO_USER));
    expect(screen.queryByRole('button', { name: 'Create a Passkey' })).toBeNull();
  });

  it('a session that arrives after the error (a login in another tab) is asked for the user again', async () => {
    const client = createCoreClient(TOKEN, { baseUrl: API });
    clients.push(client);
    mount({ client });
    await waitFor(() => expect(alertText()).toBe(NO_USER));
    act(() => client.session.storeAuthResponse(loginData()));
    await screen.findByRole('button', { name: 'Create a Passkey' });
    expect(alertText()).toBeNull();
  });
});

describe('PasskeyRegistrationStart', () => {
  it('without a session: the spec error, no buttons, no request for the user', async () => {
    const onError = vi.fn();
    mount({ signedIn: false, callbacks: { onError } });
    await waitFor(() => expect(alertText()).toBe(NO_USER));
    expect(screen.queryByRole('button', { name: 'Create a Passkey' })).toBeNull();
    expect(onError).toHaveBeenCalledWith({ message: NO_USER });
    expect(api.calls('/users/me')).toEqual([]);
  });

  it('with a session the provider no longer knows: the same error', async () => {
    api.server.use(http.get(sdk('/users/me'), () => apiError(401, 'user_unauthenticated', 'no session')));
    mount();
    await waitFor(() => expect(alertText()).toBe(NO_USER));
    expect(screen.queryByRole('button', { name: 'Create a Passkey' })).toBeNull();
  });

  it('offers to create a passkey or skip', async () => {
    await startScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Set up a new Passkey' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: "With Passkeys you don't need to remember complex passwords." })).toBeTruthy();
    expect(screen.getByText(/^Passkeys are encrypted digital keys you create using your fingerprint, face, or screen lock\./)).toBeTruthy();
    expect(button('Skip')).toBeTruthy();
  });

  it('creates a passkey: the start fields, the dialog, the register call, then the list with the new one', async () => {
    const onEvent = vi.fn();
    await startScreen({ callbacks: { onEvent } });
    (await createPasskey()).succeed('new-passkey');
    expect(await screen.findByRole('heading', { name: 'Passkey successfully created!' })).toBeTruthy();
    expect(api.calls('/webauthn/register/start').map((c) => c.body)).toEqual([
      { domain: location.hostname, return_passkey_credential_options: true, user_agent: navigator.userAgent },
    ]);
    expect(api.calls('/webauthn/register').map((c) => c.body)).toEqual([{ public_key_credential: expect.any(String), session_duration_minutes: 30 }]);
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Passkey 1', 'Passkey 2']);
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Rename Passkey 1', 'Delete Passkey 1', 'Rename Passkey 2', 'Delete Passkey 2']);
    expect(onEvent).toHaveBeenCalledWith({ type: 'PASSKEY_REGISTER', data: { webauthn_registration_id: 'reg-2' } });
  });

  it('a closed dialog shows no error and Create works again; one click, one dialog', async () => {
    await startScreen();
    const first = await createPasskey();
    fireEvent.click(button('Create a Passkey'));
    expect(fake.calls).toHaveLength(1);
    first.fail('NotAllowedError');
    await waitFor(() => expect(button('Create a Passkey').hasAttribute('disabled')).toBe(false));
    expect(alertText()).toBeNull();
    // A visitor's next click comes in a later task, once React has run the effects of the re-enabled button.
    await settle();
    (await createPasskey()).succeed();
    await screen.findByRole('heading', { name: 'Passkey successfully created!' });
    expect(api.calls('/webauthn/register/start')).toHaveLength(2);
  });

  it('an authenticator that already holds the passkey: the already-registered text', async () => {
    await startScreen();
    (await createPasskey()).fail(
      'InvalidStateError',
      'The user attempted to register an authenticator that contains one of the credentials already registered with the relying party.',
    );
    await waitFor(() =>
      expect(alertText()).toBe(
        'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
      ),
    );
    expect(api.calls('/webauthn/register')).toEqual([]);
  });

  it.each([
    ['the provider refuses the credential', () => apiError(401, 'unable_to_register_webauthn_registration', 'could not be created')],
    ['the network fails', () => Response.error()],
  ])('%s: the not-created text', async (_what, answer) => {
    api.server.use(jsonHandler('post', '/webauthn/register', answer));
    await startScreen();
    (await createPasskey()).succeed();
    await waitFor(() =>
      expect(alertText()).toBe('Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.'),
    );
  });

  it('skip opens the list without creating anything', async () => {
    const onEvent = vi.fn();
    await startScreen({ callbacks: { onEvent } });
    fireEvent.click(button('Skip'));
    expect(await screen.findByRole('heading', { name: 'Your Passkeys' })).toBeTruthy();
    expect(await screen.findByText('Passkey 1')).toBeTruthy();
    expect(onEvent).toHaveBeenCalledWith({ type: 'PASSKEY_SKIP' });
    expect(fake.calls).toEqual([]);
  });
});

async function listScreen(options: RenderOptions = {}) {
  const view = await startScreen(options);
  fireEvent.click(button('Skip'));
  await screen.findByText('Passkey 1');
  await settle();
  return view;
}

describe('PasskeyRegistrationSuccess', () => {
  it('renames a passkey: the field opens focused with its name, Save puts the new name, focus returns', async () => {
    api.server.use(
      jsonHandler('put', '/webauthn/update/reg-1', (body) => ok({ webauthn_registration: passkey('reg-1', (body as { name: string }).name) })),
    );
    await listScreen();
    fireEvent.click(button('Rename Passkey 1'));
    const field = screen.getByLabelText('Passkey name') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.value).toBe('Passkey 1');
    expect(button('Set up another').hasAttribute('disabled')).toBe(true);
    expect(button('Done').hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: '  Work laptop ' } });
    fireEvent.click(button('Save'));
    await screen.findByText('Work laptop');
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/webauthn/update/reg-1', body: { name: 'Work laptop' } },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(button('Rename Work laptop')));
    expect(button('Done').hasAttribute('disabled')).toBe(false);
  });

  it('a failed rename keeps the form open with the error', async () => {
    api.server.use(jsonHandler('put', '/webauthn/update/reg-1', () => apiError(400, 'bad_request', 'name must be at most 100 characters.')));
    await listScreen();
    fireEvent.click(button('Rename Passkey 1'));
    fireEvent.change(screen.getByLabelText('Passkey name'), { target: { value: 'x' } });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(alertText()).toBe('name must be at most 100 characters.'));
    expect(screen.getByLabelText('Passkey name').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    fireEvent.click(button('Cancel'));
    expect(screen.getByText('Passkey 1')).toBeTruthy();
    expect(alertText()).toBeNull();
  });

  it('deletes a passkey after the warning, and removes it from the list once the call has succeeded', async () => {
    let release: () => void = () => {};
    api.server.use(
      http.delete(sdk('/users/webauthn_registrations/:id'), async ({ params }) => {
        await new Promise<void>((resolve) => (release = resolve));
        registrations = registrations.filter((r) => r.webauthn_registration_id !== params.id);
        return ok({ user_id: 'user-1' });
      }),
    );
    registrations = [passkey('reg-1', 'Passkey 1'), passkey('reg-2', 'Phone')];
    await listScreen();
    fireEvent.click(button('Delete Passkey 1'));
    expect(alertText()).toBe('Once deleted, the passkey cannot be restored.');
    await waitFor(() => expect(document.activeElement).toBe(button('Delete')));
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();

    fireEvent.click(button('Delete'));
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1));
    expect(screen.getByText('Passkey 1')).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByText('Passkey 1')).toBeNull());
    expect(screen.getByText('Phone')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/users/webauthn_registrations/reg-1']);
    expect(alertText()).toBeNull();
    expect(button('Done')).toBeTruthy();
  });

  it('Cancel leaves the passkey alone and puts focus back on its Delete button', async () => {
    await listScreen();
    fireEvent.click(button('Delete Passkey 1'));
    fireEvent.click(button('Cancel'));
    expect(alertText()).toBeNull();
    expect(screen.getByText('Passkey 1')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(button('Delete Passkey 1')));
  });

  it('Escape cancels the delete confirmation and returns focus to the Delete button that opened it', async () => {
    registrations = [passkey('reg-1', 'Passkey 1'), passkey('reg-2', 'Phone')];
    await listScreen();
    fireEvent.click(button('Delete Phone'));
    await waitFor(() => expect(document.activeElement).toBe(button('Delete')));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(alertText()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button('Delete Phone')));
    expect(api.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('Escape cancels a rename: the old name stays, nothing is sent, focus returns to Rename', async () => {
    await listScreen();
    fireEvent.click(button('Rename Passkey 1'));
    const field = screen.getByLabelText('Passkey name');
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: 'Not kept' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByLabelText('Passkey name')).toBeNull();
    expect(screen.getByText('Passkey 1')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(button('Rename Passkey 1')));
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('a failed delete shows the error and keeps the passkey', async () => {
    api.server.use(
      http.delete(
        sdk('/users/webauthn_registrations/:id'),
        async () => (await delay(10), apiError(404, 'webauthn_registration_not_found', 'No WebAuthn registration with this id belongs to the user.')),
      ),
    );
    await listScreen();
    fireEvent.click(button('Delete Passkey 1'));
    fireEvent.click(button('Delete'));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('No WebAuthn registration with this id belongs to the user.'),
    );
    expect(screen.getByText('Passkey 1')).toBeTruthy();
  });

  it('"Set up another" (SPEC\'s words) returns to the start', async () => {
    await listScreen();
    fireEvent.click(button('Set up another'));
    expect(await screen.findByRole('heading', { name: 'Set up a new Passkey' })).toBeTruthy();
  });

  it('"Done" tells the host and ends the entry where the visitor sees it: a closing screen with nothing left to press', async () => {
    const onEvent = vi.fn();
    await listScreen({ callbacks: { onEvent } });
    fireEvent.click(button('Done'));
    expect(onEvent).toHaveBeenCalledWith({ type: 'PASSKEY_DONE' });
    expect(await screen.findByRole('heading', { name: 'All set' })).toBeTruthy();
    expect(screen.getByText('Your passkey settings are saved.')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByText('Passkey 1')).toBeNull();
  });

  it('says so when the user has no passkeys', async () => {
    registrations = [];
    await startScreen();
    fireEvent.click(button('Skip'));
    expect(await screen.findByText('No Passkeys yet.')).toBeTruthy();
  });
});

describe('the password manager kept in step (WebAuthn signals)', () => {
  /** register/start's options naming these credential ids to exclude: the provider's list of the account's credentials. */
  const listing = (ids: string[]) => () =>
    ok({
      user_id: 'user-1',
      public_key_credential_creation_options: JSON.stringify({
        ...JSON.parse(creation),
        excludeCredentials: ids.map((id) => ({ id, type: 'public-key' })),
      }),
    });
  const accepted = (ids: string[]) => ({
    name: 'signalAllAcceptedCredentials',
    options: { rpId: 'localhost', userId: 'dXNlci0x', allAcceptedCredentialIds: ids },
  });

  beforeEach(() => {
    fake.restore();
    fake = installFakeWebAuthn({ signals: true });
  });

  it('when the list loads: every credential the account holds, under the user handle, and no ceremony', async () => {
    api.server.use(jsonHandler('post', '/webauthn/register/start', listing(['Y3JlZC0x'])));
    await listScreen();
    await waitFor(() => expect(fake.signals).toEqual([accepted(['Y3JlZC0x'])]));
    expect(api.calls('/webauthn/register/start').map((c) => c.body)).toEqual([
      expect.objectContaining({ domain: location.hostname, return_passkey_credential_options: true }),
    ]);
    expect(fake.calls).toEqual([]);
  });

  it('sends nothing when the provider names fewer credentials than the account has: a passkey that works is never hidden', async () => {
    registrations = [passkey('reg-1', 'Passkey 1'), passkey('reg-2', 'Phone')];
    api.server.use(jsonHandler('post', '/webauthn/register/start', listing(['Y3JlZC0x'])));
    await listScreen();
    await waitFor(() => expect(api.calls('/webauthn/register/start')).toHaveLength(1));
    await settle();
    expect(fake.signals).toEqual([]);
  });

  it('after a delete: the credentials that are left', async () => {
    let ids = ['Y3JlZC0x'];
    api.server.use(
      http.post(sdk('/webauthn/register/start'), () => listing(ids)()),
      http.delete(sdk('/users/webauthn_registrations/:id'), () => {
        registrations = [];
        ids = [];
        return ok({ user_id: 'user-1' });
      }),
    );
    await listScreen();
    await waitFor(() => expect(fake.signals).toHaveLength(1));
    fireEvent.click(button('Delete Passkey 1'));
    fireEvent.click(button('Delete'));
    await screen.findByText('No Passkeys yet.');
    await waitFor(() => expect(fake.signals).toEqual([accepted(['Y3JlZC0x']), accepted([])]));
  });

  it("after a rename: the account's name and display name as the provider has them, never the passkey's new label", async () => {
    api.server.use(
      jsonHandler('post', '/webauthn/register/start', listing(['Y3JlZC0x'])),
      jsonHandler('put', '/webauthn/update/reg-1', (body) => ok({ webauthn_registration: passkey('reg-1', (body as { name: string }).name) })),
    );
    await listScreen();
    fireEvent.click(button('Rename Passkey 1'));
    fireEvent.change(screen.getByLabelText('Passkey name'), { target: { value: 'Work laptop' } });
    fireEvent.click(button('Save'));
    await screen.findByText('Work laptop');
    await waitFor(() =>
      expect(fake.signals.at(-1)).toEqual({
        name: 'signalCurrentUserDetails',
        options: { rpId: 'localhost', userId: 'dXNlci0x', name: 'ada@example.com', displayName: 'ada@example.com' },
      }),
    );
  });

  it('a browser without the Signal API costs no request', async () => {
    fake.restore();
    fake = installFakeWebAuthn();
    await listScreen();
    await settle();
    expect(api.calls('/webauthn/register/start')).toEqual([]);
  });
});
