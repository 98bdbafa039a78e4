import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoreClient } from '../../core/client.js';
import { installFakeWebAuthn, type FakeWebAuthn } from '../../test/support/fakeWebAuthn.js';
import type { LoginConfig } from '../../shell/plugin-api.js';
import { apiError, jsonHandler, ok, renderWidget as renderBare, useApi, type RenderOptions } from '../../test/support/widget.js';
import { AUTOFILL_PAUSE_MS } from './slice.js';

const api = useApi();
const clients: CoreClient[] = [];
let fake: FakeWebAuthn;

function renderWidget(options: RenderOptions) {
  const view = renderBare(options);
  clients.push(view.client);
  return view;
}

/** React commits effects a task after findBy* sees a screen; fireEvent could act in between. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const requestOptions = JSON.stringify({ challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [], userVerification: 'required' });
const loginResponse = () =>
  ok({
    user_id: 'user-1',
    user: { user_id: 'user-1', emails: [], phone_numbers: [], webauthn_registrations: [] },
    session: { session_id: 'session-1', user_id: 'user-1', expires_at: '2099-01-01T00:00:00Z', authentication_factors: [] },
    session_token: 'session-token',
    session_jwt: 'session-jwt',
    webauthn_registration_id: 'reg-1',
  });

/** Every start call gets a challenge; every authenticate call gets `answer` (a login by default). */
function provider(answer: () => Response = loginResponse) {
  api.server.use(
    jsonHandler('post', '/webauthn/authenticate/start/primary', () => ok({ public_key_credential_request_options: requestOptions })),
    jsonHandler('post', '/webauthn/authenticate', () => answer()),
    jsonHandler('post', '/otps/email/login_or_create', () => ok({ method_id: 'email-1' })),
  );
}

const withForm: Partial<LoginConfig> = { products: ['passkeys', 'otp'], otpOptions: { methods: ['email'] } };
const button = () => screen.queryByRole('button', { name: 'Login with a Passkey' });
const alertText = () => screen.queryByRole('alert')?.textContent ?? null;
const starts = () => api.calls('/webauthn/authenticate/start/primary');
const askedOnce = () => waitFor(() => expect(fake.pending()).toHaveLength(1));

/** Fakes only the widget's pauses (setTimeout): the network, the page and React go on by themselves. */
const pausesOnly = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
/**
 * Testing Library's waitFor waits with setTimeout, which `pausesOnly` stops: this one yields to the event loop
 * (setImmediate, left real) until `check` passes, and never moves the faked clock.
 */
async function until(check: () => void, tries = 2000) {
  for (let i = 0; ; i++) {
    try {
      check();
      return;
    } catch (error) {
      if (i >= tries) throw error;
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    }
  }
}

beforeEach(() => {
  fake = installFakeWebAuthn({ autofill: false });
});

afterEach(() => {
  vi.useRealTimers();
  fake.restore();
  for (const client of clients.splice(0)) client.dispose();
});

/** Without autofill there is no conditional attempt: the button is the way in. */
async function clickToDialog(options: RenderOptions = { config: withForm }) {
  const view = renderWidget(options);
  await screen.findByRole('button', { name: 'Login with a Passkey' });
  await settle();
  fireEvent.click(button()!);
  await askedOnce();
  return view;
}

describe('the passkey button on Main', () => {
  it('comes first when the browser has no passkey autofill, and gives the shared input the webauthn autocomplete', async () => {
    renderWidget({ config: withForm });
    const passkey = await screen.findByRole('button', { name: 'Login with a Passkey' });
    const email = screen.getByLabelText('Email');
    expect(passkey.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(email.getAttribute('autocomplete')).toBe('username webauthn');
    expect(fake.calls).toEqual([]);
  });

  it('keeps the phone input a telephone number for the browser: tel webauthn', async () => {
    renderWidget({ config: { products: ['passkeys', 'otp'], otpOptions: { methods: ['sms'] } } });
    const phone = await screen.findByLabelText('Phone number');
    expect(phone.getAttribute('autocomplete')).toBe('tel webauthn');
    expect(phone.getAttribute('type')).toBe('tel');
  });

  it('follows the form, after an "or", when the browser offers passkeys in autofill', async () => {
    fake.restore();
    fake = installFakeWebAuthn({ autofill: true });
    provider();
    renderWidget({ config: withForm });
    const passkey = await screen.findByRole('button', { name: 'Login with a Passkey' });
    const email = screen.getByLabelText('Email');
    expect(email.compareDocumentPosition(passkey) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('separator', { name: 'or' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Login with a Passkey' })).toHaveLength(1);
  });

  it('logs in: start/primary, the dialog, then authenticate with the configured session length; PasskeyConfirmation', async () => {
    provider();
    const onEvent = vi.fn();
    await clickToDialog({ config: { ...withForm, sessionOptions: { sessionDurationMinutes: 45 } }, callbacks: { onEvent } });
    expect(fake.last()!.mediation).toBeUndefined();
    expect(starts().map((c) => c.body)).toEqual([{ domain: location.hostname, return_passkey_credential_options: true }]);
    fake.last()!.succeed('my-passkey');
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(screen.getByText('Your Passkey has been successfully authenticated.')).toBeTruthy();
    const [authenticate] = api.calls('/webauthn/authenticate');
    expect(authenticate!.body).toEqual({ public_key_credential: expect.any(String), session_duration_minutes: 45 });
    expect(JSON.parse((authenticate!.body as { public_key_credential: string }).public_key_credential).rawId).toBe(
      Buffer.from('my-passkey').toString('base64url'),
    );
    expect(onEvent).toHaveBeenCalledWith({ type: 'PASSKEY_AUTHENTICATE', data: { user_id: 'user-1', webauthn_registration_id: 'reg-1' } });
    expect(onEvent.mock.calls.filter(([e]) => e.type === 'AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
    expect(document.cookie).toContain('stytch_session=session-token');
  });

  it('a closed dialog shows no error, and the button tries again', async () => {
    provider();
    const onError = vi.fn();
    await clickToDialog({ config: withForm, callbacks: { onError } });
    fake.last()!.fail('NotAllowedError', 'The operation either timed out or was not allowed.');
    await waitFor(() => expect(button()!.hasAttribute('disabled')).toBe(false));
    expect(alertText()).toBeNull();
    expect(onError).not.toHaveBeenCalled();
    expect(api.calls('/webauthn/authenticate')).toEqual([]);

    // A visitor's next click comes in a later task, once React has run the effects of the re-enabled button.
    await settle();
    fireEvent.click(button()!);
    await askedOnce();
    fake.last()!.succeed();
    await screen.findByRole('heading', { name: 'Success' });
    expect(starts()).toHaveLength(2);
  });

  it.each([
    [
      'a deleted passkey',
      () => apiError(404, 'webauthn_registration_not_found', 'No WebAuthn registration with this id belongs to the user.'),
      'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
    ],
    [
      'any other provider error',
      () => apiError(401, 'unable_to_auth_webauthn_registration', 'The WebAuthn registration could not be authenticated.'),
      'Unknown error occurred during passkey authentication. Please try again.',
    ],
  ])('%s: the spec text in the banner, reported to onError with its type, and nothing else changes', async (_what, answer, text) => {
    provider(answer);
    const onError = vi.fn();
    await clickToDialog({ config: withForm, callbacks: { onError } });
    fake.last()!.succeed();
    await waitFor(() => expect(alertText()).toBe(text));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: text }));
    expect(onError.mock.calls[0]![0].type).toMatch(/webauthn/);
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });

  it('an error from the browser other than a closed dialog shows the unknown-error text; success afterwards clears it', async () => {
    provider();
    await clickToDialog();
    fake.last()!.fail('UnknownError');
    await waitFor(() => expect(alertText()).toBe('Unknown error occurred during passkey authentication. Please try again.'));
    await settle();
    fireEvent.click(button()!);
    await askedOnce();
    fake.last()!.succeed();
    await screen.findByRole('heading', { name: 'Success' });
    expect(alertText()).toBeNull();
  });

  it('one click, one ceremony: clicks while the dialog is open start nothing more', async () => {
    provider();
    await clickToDialog();
    fireEvent.click(button()!);
    fireEvent.click(button()!);
    expect(button()!.getAttribute('aria-busy')).toBe('true');
    expect(starts()).toHaveLength(1);
    expect(fake.calls).toHaveLength(1);
  });

  it('passkeys alone are refused with the spec text', async () => {
    renderWidget({ config: { products: ['passkeys'] } });
    expect(await screen.findByText('Error: Cannot use Passkeys by itself, please add another product to the config.')).toBeTruthy();
  });
});

describe('passkey autofill on Main', () => {
  beforeEach(() => {
    fake.restore();
    fake = installFakeWebAuthn({ autofill: true });
  });

  it('waits in the input’s autofill on arrival, never a dialog, and logs in when a passkey is picked', async () => {
    provider();
    renderWidget({ config: withForm });
    await askedOnce();
    expect(fake.calls.map((c) => c.mediation)).toEqual(['conditional']);
    expect(fake.last()!.publicKey.allowCredentials).toEqual([]);
    fake.last()!.succeed();
    await screen.findByRole('heading', { name: 'Success' });
    expect(api.calls('/webauthn/authenticate')).toHaveLength(1);
  });

  it('tries at most 5 times, spaced 1, 2, 4 and 8 s apart: each failure counts down, a cancelled pick shows nothing, the others their text', async () => {
    let answers = 0;
    provider(() => (answers++, apiError(401, 'unable_to_auth_webauthn_registration', 'could not be authenticated')));
    renderWidget({ config: withForm });
    await askedOnce();
    pausesOnly();
    const outcomes = ['cancel', 'cancel', 'error', 'error', 'error'];
    for (const [i, outcome] of outcomes.entries()) {
      await until(() => expect(fake.pending()).toHaveLength(1));
      const attempt = fake.pending()[0]!;
      if (outcome === 'cancel') attempt.fail('NotAllowedError');
      else attempt.succeed();
      await until(() => expect(attempt.settled).toBe(true));
      await until(() => expect(answers).toBe(outcomes.slice(0, i + 1).filter((o) => o === 'error').length));
      if (i === outcomes.length - 1) break;
      // The pause before the next attempt: nothing a moment before it ends, the next attempt once it has.
      const pauseMs = AUTOFILL_PAUSE_MS * 2 ** i;
      await act(() => vi.advanceTimersByTimeAsync(pauseMs - 1));
      expect(fake.calls).toHaveLength(i + 1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      await until(() => expect(fake.calls).toHaveLength(i + 2));
    }
    await until(() => expect(alertText()).toBe('Unknown error occurred during passkey authentication. Please try again.'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fake.calls).toHaveLength(5);
    expect(fake.pending()).toEqual([]);
    expect(starts()).toHaveLength(5);
  });

  it('a browser that refuses the conditional request as unsupported: nothing shown or reported, and no more tries', async () => {
    provider();
    const onError = vi.fn();
    renderWidget({ config: withForm, callbacks: { onError } });
    await askedOnce();
    pausesOnly();
    const attempt = fake.pending()[0]!;
    attempt.fail('NotSupportedError', "Resident credentials or empty 'allowCredentials' lists are not supported at this time.");
    await until(() => expect(attempt.settled).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fake.calls).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
    expect(screen.getByRole('button', { name: 'Continue with email' })).toBeTruthy();
  });

  it('the same error twice in a row is shown and reported once; a different one is shown', async () => {
    const answers = [
      () => apiError(401, 'unable_to_auth_webauthn_registration', 'could not be authenticated'),
      () => apiError(401, 'unable_to_auth_webauthn_registration', 'could not be authenticated'),
      () => apiError(404, 'webauthn_registration_not_found', 'No WebAuthn registration with this id belongs to the user.'),
    ];
    provider(() => answers.shift()!());
    const onError = vi.fn();
    renderWidget({ config: withForm, callbacks: { onError } });
    await askedOnce();
    pausesOnly();
    for (let i = 0; i < 3; i++) {
      await until(() => expect(fake.pending()).toHaveLength(1));
      fake.pending()[0]!.succeed();
      await until(() => expect(answers).toHaveLength(2 - i));
      await until(() => expect(fake.pending()).toHaveLength(0));
      await act(() => vi.advanceTimersByTimeAsync(AUTOFILL_PAUSE_MS * 2 ** i));
    }
    expect(onError.mock.calls.map(([e]) => e.message)).toEqual([
      'Unknown error occurred during passkey authentication. Please try again.',
      'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
    ]);
    expect(alertText()).toBe(onError.mock.calls[1]![0].message);
  });

  it('stops when Main closes: the waiting attempt is cancelled and none starts on the next screen', async () => {
    provider();
    renderWidget({ config: withForm });
    await askedOnce();
    const attempt = fake.last()!;
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    await screen.findByRole('heading', { name: 'Enter passcode' });
    await waitFor(() => expect(attempt.settled).toBe(true));
    expect(attempt.signal?.aborted).toBe(true);
    await settle();
    expect(fake.calls).toHaveLength(1);
    expect(api.calls('/webauthn/authenticate')).toEqual([]);
  });

  it('gives way to the button: one ceremony at a time, and it comes back after a closed dialog', async () => {
    provider();
    renderWidget({ config: withForm });
    await askedOnce();
    const waiting = fake.last()!;
    fireEvent.click(await screen.findByRole('button', { name: 'Login with a Passkey' }));
    await waitFor(() => expect(waiting.settled).toBe(true));
    await waitFor(() => expect(fake.pending().map((c) => c.mediation)).toEqual([undefined]));
    expect(fake.maxInFlight()).toBe(1);

    fake.pending()[0]!.fail('NotAllowedError');
    await waitFor(() => expect(fake.pending().map((c) => c.mediation)).toEqual(['conditional']));
    expect(alertText()).toBeNull();
    fake.pending()[0]!.succeed();
    await screen.findByRole('heading', { name: 'Success' });
    expect(fake.maxInFlight()).toBe(1);
  });
});
