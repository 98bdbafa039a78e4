import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoreClient } from '../../core/client.js';
import { installFakeWebAuthn, type FakeWebAuthn, type FakeWebAuthnOptions } from '../../test/support/fakeWebAuthn.js';
import type { LoginConfig } from '../../shell/plugin-api.js';
import { http } from 'msw';
import { apiError, jsonHandler, ok, renderWidget as renderBare, sdk, useApi, type RenderOptions } from '../../test/support/widget.js';
import type { PasskeyUpgrade } from './options.js';
import { declinedRecently, newestFactor, rememberDeclined, upgradable } from './upgrade.js';

const api = useApi();
const clients: CoreClient[] = [];
let fake: FakeWebAuthn;

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** What a browser says it can do: Chromium with a password manager (conditional create), or one without it. */
const CONDITIONAL = { conditionalCreate: true, passkeyPlatformAuthenticator: true, userVerifyingPlatformAuthenticator: true };
const NO_CONDITIONAL = { conditionalCreate: false, passkeyPlatformAuthenticator: true, userVerifyingPlatformAuthenticator: true };

const creation = JSON.stringify({
  rp: { id: 'localhost', name: 'Unit' },
  user: { id: 'dXNlci0x', name: 'ada@example.com', displayName: 'ada@example.com' },
  challenge: 'Y2hhbGxlbmdl',
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
});

let passkeys: { webauthn_registration_id: string; name: string }[];
/** A session factor as the provider records it (CONTRACT §4): a code sent by email, or a passkey. */
const factor = (type: 'otp' | 'webauthn') => ({
  type,
  delivery_method: type === 'otp' ? 'email' : 'webauthn_registration',
  last_authenticated_at: '2030-01-01T00:00:00Z',
});
const login = (factors: ReturnType<typeof factor>[], extra: Record<string, unknown> = {}) =>
  ok({
    user_id: 'user-1',
    user: {
      user_id: 'user-1',
      emails: [{ email_id: 'e', email: 'ada@example.com', verified: true }],
      phone_numbers: [],
      webauthn_registrations: passkeys,
    },
    session: { session_id: 'session-1', user_id: 'user-1', expires_at: '2099-01-01T00:00:00Z', authentication_factors: factors },
    session_token: 'session-token',
    session_jwt: 'session-jwt',
    ...extra,
  });

function renderWidget(upgrade: PasskeyUpgrade | undefined, options: RenderOptions = {}) {
  const config: Partial<LoginConfig> = {
    products: ['passkeys', 'otp'],
    otpOptions: { methods: ['email'] },
    ...(upgrade && { passkeyUpgrade: upgrade }),
  };
  const view = renderBare({ config, ...options });
  clients.push(view.client);
  return view;
}

function browser(options: FakeWebAuthnOptions) {
  fake.restore();
  fake = installFakeWebAuthn({ autofill: false, ...options });
}

/** Main → a code by email → the six digits: a one-time-code login. */
async function logInByCode(view: ReturnType<typeof renderWidget>) {
  await settle();
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
  await screen.findByRole('heading', { name: 'Enter passcode' });
  await settle();
  await view.user.keyboard('424242');
}

beforeEach(() => {
  passkeys = [];
  fake = installFakeWebAuthn({ autofill: false });
  api.server.use(
    jsonHandler('post', '/otps/email/login_or_create', () => ok({ method_id: 'email-1' })),
    jsonHandler('post', '/otps/authenticate', () => login([factor('otp')], { method_id: 'email-1' })),
    jsonHandler('post', '/webauthn/register/start', () => ok({ user_id: 'user-1', public_key_credential_creation_options: creation })),
    jsonHandler('post', '/webauthn/register', () => login([factor('otp'), factor('webauthn')], { webauthn_registration_id: 'reg-new' })),
  );
});

afterEach(() => {
  fake.restore();
  localStorage.clear();
  for (const client of clients.splice(0)) client.dispose();
});

const PASSCODE_OK = 'Your passcode has been successfully verified.';

describe('the passkey upgrade after a login with a password or a code', () => {
  it('where the browser can (conditional create): the password manager is asked with no dialog, the login ends as usual, the host hears the passkey', async () => {
    browser({ capabilities: CONDITIONAL });
    const onEvent = vi.fn();
    const view = renderWidget(undefined, { callbacks: { onEvent } });
    await logInByCode(view);
    await screen.findByText(PASSCODE_OK);
    await waitFor(() => expect(fake.pending()).toHaveLength(1));
    const create = fake.last()!;
    expect(create.kind).toBe('create');
    expect(create.mediation).toBe('conditional');
    // A conditional create cannot demand verification: the browser would refuse it.
    expect(create.publicKey.authenticatorSelection).toEqual({ residentKey: 'required', userVerification: 'preferred' });
    expect(api.calls('/webauthn/register/start').map((c) => c.body)).toEqual([
      expect.objectContaining({ domain: location.hostname, return_passkey_credential_options: true }),
    ]);
    create.succeed('upgraded');
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith({ type: 'PASSKEY_REGISTER', data: { webauthn_registration_id: 'reg-new' } }));
    expect(screen.getByText(PASSCODE_OK)).toBeTruthy();
    expect(onEvent.mock.calls.filter(([e]) => e.type === 'AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
  });

  it('a password manager that declines changes nothing the visitor sees, and no error is reported', async () => {
    browser({ capabilities: CONDITIONAL });
    const onError = vi.fn();
    const view = renderWidget('prompt', { callbacks: { onError } });
    await logInByCode(view);
    await waitFor(() => expect(fake.pending()).toHaveLength(1));
    fake.last()!.fail('NotAllowedError');
    await settle();
    expect(screen.getByText(PASSCODE_OK)).toBeTruthy();
    expect(onError).not.toHaveBeenCalled();
    expect(api.calls('/webauthn/register')).toEqual([]);
  });

  it("'auto' where the browser cannot: nothing at all, the product's confirmation", async () => {
    browser({ capabilities: NO_CONDITIONAL });
    const view = renderWidget('auto');
    await logInByCode(view);
    await screen.findByText(PASSCODE_OK);
    await settle();
    expect(fake.calls).toEqual([]);
    expect(api.calls('/webauthn/register/start')).toEqual([]);
  });

  it("'off': not even the browser's question is asked", async () => {
    browser({ capabilities: CONDITIONAL });
    const view = renderWidget('off');
    await logInByCode(view);
    await screen.findByText(PASSCODE_OK);
    await settle();
    expect(fake.calls).toEqual([]);
    expect(api.calls('/webauthn/register/start')).toEqual([]);
  });

  it("'prompt' where the browser cannot: one screen after the login; its Create makes the passkey with the dialog", async () => {
    browser({ capabilities: NO_CONDITIONAL });
    const onEvent = vi.fn();
    const view = renderWidget('prompt', { callbacks: { onEvent } });
    await logInByCode(view);
    expect(await screen.findByRole('heading', { name: 'You are logged in' })).toBeTruthy();
    expect(screen.queryByText(PASSCODE_OK)).toBeNull();
    // The login's end is not announced before the visitor has answered.
    expect(onEvent.mock.calls.filter(([e]) => e.type === 'AUTHENTICATE_FLOW_COMPLETE')).toEqual([]);
    expect(fake.calls).toEqual([]);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Create a passkey for next time' }));
    await waitFor(() => expect(fake.pending()).toHaveLength(1));
    expect(fake.last()!.mediation).toBeUndefined();
    expect(fake.last()!.publicKey.authenticatorSelection).toEqual({ residentKey: 'required', userVerification: 'required' });
    fake.last()!.succeed();
    expect(await screen.findByText('Your passkey is ready: next time, log in with it.')).toBeTruthy();
    expect(onEvent).toHaveBeenCalledWith({ type: 'PASSKEY_REGISTER', data: { webauthn_registration_id: 'reg-new' } });
    expect(onEvent.mock.calls.filter(([e]) => e.type === 'AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
  });

  it('the screen: a closed dialog leaves it as it was; a refusal says what to do', async () => {
    browser({ capabilities: NO_CONDITIONAL });
    api.server.use(jsonHandler('post', '/webauthn/register', () => apiError(401, 'unable_to_register_webauthn_registration', 'no')));
    const view = renderWidget('prompt');
    await logInByCode(view);
    await screen.findByRole('heading', { name: 'You are logged in' });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Create a passkey for next time' }));
    await waitFor(() => expect(fake.pending()).toHaveLength(1));
    fake.last()!.fail('NotAllowedError');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Not now' }).hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Create a passkey for next time' }));
    await waitFor(() => expect(fake.pending()).toHaveLength(1));
    fake.last()!.succeed();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Your passkey was not created. Try again, or choose “Not now” to go on without one.'),
    );
  });

  it("'Not now': the login ends, the host hears the skip, and that user is not asked again on this device", async () => {
    browser({ capabilities: NO_CONDITIONAL });
    const onEvent = vi.fn();
    const first = renderWidget('prompt', { callbacks: { onEvent } });
    await logInByCode(first);
    await screen.findByRole('heading', { name: 'You are logged in' });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(await screen.findByText('You are logged in.')).toBeTruthy();
    expect(onEvent).toHaveBeenCalledWith({ type: 'PASSKEY_SKIP' });
    expect(fake.calls).toEqual([]);
    first.unmount();

    const again = renderWidget('prompt');
    await logInByCode(again);
    expect(await screen.findByText(PASSCODE_OK)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You are logged in' })).toBeNull();
  });

  it('no screen for a user who has a passkey already', async () => {
    browser({ capabilities: NO_CONDITIONAL });
    passkeys = [{ webauthn_registration_id: 'reg-1', name: 'Passkey 1' }];
    const view = renderWidget('prompt');
    await logInByCode(view);
    expect(await screen.findByText(PASSCODE_OK)).toBeTruthy();
  });

  it('nothing after a login with a passkey', async () => {
    browser({ capabilities: CONDITIONAL });
    const requestOptions = JSON.stringify({ challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [], userVerification: 'required' });
    api.server.use(
      jsonHandler('post', '/webauthn/authenticate/start/primary', () => ok({ public_key_credential_request_options: requestOptions })),
      jsonHandler('post', '/webauthn/authenticate', () => login([factor('webauthn')], { webauthn_registration_id: 'reg-1' })),
    );
    renderWidget('prompt');
    await settle();
    fireEvent.click(await screen.findByRole('button', { name: 'Login with a Passkey' }));
    await waitFor(() => expect(fake.pending()).toHaveLength(1));
    fake.last()!.succeed();
    expect(await screen.findByText('Your Passkey has been successfully authenticated.')).toBeTruthy();
    await settle();
    expect(fake.calls.map((c) => c.kind)).toEqual(['get']);
    expect(api.calls('/webauthn/register/start')).toEqual([]);
  });

  it('a waiting conditional create gives way to any other passkey ceremony of the page', async () => {
    browser({ capabilities: CONDITIONAL });
    const view = renderWidget(undefined);
    await logInByCode(view);
    await waitFor(() => expect(fake.pending()).toHaveLength(1));
    const waiting = fake.last()!;
    api.server.use(http.get(sdk('/users/me'), () => ok({ user_id: 'user-1', emails: [], phone_numbers: [], webauthn_registrations: [] })));
    // The registration entry, mounted beside it for the same (now signed-in) client.
    const entry = renderBare({ entry: 'passkeyRegistration', client: view.client, config: { products: ['passkeys'] } });
    clients.push(entry.client);
    fireEvent.click(await screen.findByRole('button', { name: 'Create a Passkey' }));
    await waitFor(() => expect(waiting.settled).toBe(true));
    expect(waiting.signal?.aborted).toBe(true);
    await waitFor(() => expect(fake.pending().map((c) => c.mediation)).toEqual([undefined]));
    expect(fake.maxInFlight()).toBe(1);
  });
});

describe('the pieces', () => {
  const user = { user_id: 'user-1' } as Parameters<typeof declinedRecently>[2];

  it('the newest factor says how the session was last proven: a password or a one-time code can be followed up', () => {
    const at = (type: string, delivery_method: string, when = '2030-01-01T00:00:01Z') => ({ type, delivery_method, last_authenticated_at: when });
    const session = { authentication_factors: [at('webauthn', 'webauthn_registration', '2030-01-01T00:00:02Z'), at('password', 'knowledge')] };
    expect(newestFactor(session as never)?.type).toBe('webauthn');
    expect(newestFactor({ authentication_factors: [] } as never)).toBeUndefined();
    // A second factor after the password: the login is still the password's.
    const secondStep = { authentication_factors: [at('password', 'knowledge'), at('totp', 'authenticator_app', '2030-01-01T00:00:03Z')] };
    expect(newestFactor(secondStep as never)?.type).toBe('password');
    const recovered = { authentication_factors: [at('otp', 'email'), at('recovery_code', 'recovery_code', '2030-01-01T00:00:03Z')] };
    expect(upgradable(newestFactor(recovered as never))).toBe(true);
    expect(
      [at('password', 'knowledge'), at('password', 'email'), at('otp', 'email'), at('otp', 'sms'), at('otp', 'whatsapp')].map(upgradable),
    ).toEqual([true, true, true, true, true]);
    expect(
      [at('magic_link', 'email'), at('webauthn', 'webauthn_registration'), at('oauth_google', 'oauth_google'), undefined].map(upgradable),
    ).toEqual([false, false, false, false]);
  });

  it("'Not now' holds for 30 days, for that user only", () => {
    const store = new Map<string, string>();
    const kv = {
      get: (k: string) => store.get(k) ?? null,
      set: (k: string, v: string) => void store.set(k, v),
      remove: (k: string) => void store.delete(k),
    };
    const day = 86_400_000;
    const then = Date.UTC(2030, 0, 1);
    rememberDeclined(kv, 'public-token-test', user, then);
    expect(declinedRecently(kv, 'public-token-test', user, then + 29 * day)).toBe(true);
    expect(declinedRecently(kv, 'public-token-test', user, then + 30 * day)).toBe(false);
    expect(declinedRecently(kv, 'public-token-test', { ...user, user_id: 'user-2' }, then + day)).toBe(false);
  });
});
