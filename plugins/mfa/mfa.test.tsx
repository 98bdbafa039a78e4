import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCoreClient, type CoreClient } from '../../core/client.js';
import type { AuthenticationFactor, User } from '../../core/types.js';
import type { LoginConfig } from '../../shell/plugin-api.js';
import { openPasswordScreen } from '../../test/support/passwords.js';
import { API, apiError, jsonHandler, ok, renderWidget as renderBare, sdk, TOKEN, useApi, type RenderOptions } from '../../test/support/widget.js';
import { http } from 'msw';
import { definePlugin, usePluginContext } from '../../shell/plugin-api.js';
import { Button, Heading } from '../../shell/ui/index.js';

const api = useApi();

// Each test's client is disposed while msw still answers, so no session or refresh of one test reaches the next.
const clients: CoreClient[] = [];
function renderWidget(options: RenderOptions) {
  const view = renderBare(options);
  clients.push(view.client);
  return view;
}
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
  localStorage.clear();
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]!.trim()))
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

const at = '2026-01-01T00:00:00Z';
const passwordFactor: AuthenticationFactor = { type: 'password', delivery_method: 'knowledge', last_authenticated_at: at };
const PHONE = { phone_id: 'phone-1', phone_number: '+12025550101', verified: true };

function userWith(parts: Partial<User> = {}): User {
  return {
    user_id: 'user-1',
    emails: [{ email_id: 'email-1', email: 'ada@example.com', verified: true }],
    phone_numbers: [],
    totps: [],
    webauthn_registrations: [],
    ...parts,
  } as User;
}

const authResponse = (user: User, factors: AuthenticationFactor[], extra: Record<string, unknown> = {}) =>
  ok({
    user_id: 'user-1',
    user,
    session: { session_id: 'session-1', user_id: 'user-1', expires_at: '2099-01-01T00:00:00Z', authentication_factors: factors },
    session_token: 'session-token-1',
    session_jwt: 'session-jwt-1',
    ...extra,
  });

/** A client over a session a page stored earlier: the password proven, the second factor not yet. */
function signedInClient(user: User) {
  const earlier = createCoreClient(TOKEN, { baseUrl: API });
  act(() =>
    earlier.session.storeAuthResponse({
      user_id: 'user-1',
      user,
      session: {
        session_id: 'session-1',
        user_id: 'user-1',
        started_at: at,
        last_accessed_at: at,
        expires_at: '2099-01-01T00:00:00Z',
        attributes: { ip_address: '', user_agent: '' },
        authentication_factors: [passwordFactor],
        custom_claims: null,
      },
      session_token: 'session-token-1',
      session_jwt: 'session-jwt-1',
      request_id: 'r',
      status_code: 200,
    }),
  );
  earlier.dispose();
  const client = createCoreClient(TOKEN, { baseUrl: API });
  clients.push(client);
  return client;
}

const withApp = userWith({ totps: [{ totp_id: 'totp-1', verified: true }] });
const config = (mfaOptions?: LoginConfig['mfaOptions']): Partial<LoginConfig> => ({
  products: ['passwords', 'mfa'],
  ...(mfaOptions && { mfaOptions }),
});

/** A password login of `user`, up to whatever screen comes after it. */
async function signIn(user: User, mfaOptions?: LoginConfig['mfaOptions'], options: RenderOptions = {}) {
  api.server.use(jsonHandler('post', '/passwords/authenticate', () => authResponse(user, [passwordFactor])));
  const view = await openPasswordScreen(api, 'password', config(mfaOptions), options);
  clients.push(view.client);
  await view.user.type(await screen.findByLabelText('Password'), 'correct horse');
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  return view;
}

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ }) as HTMLInputElement[];
/** Types into the focused box, as a person does: the screen puts focus in the first box. */
async function typeCode(view: { user: { keyboard(text: string): Promise<void> } }, code: string) {
  await waitFor(() => expect(document.activeElement).toBe(boxes()[0]));
  await view.user.keyboard(code);
}

const totpAnswers = (right: string) =>
  jsonHandler('post', '/totps/authenticate', (body) =>
    (body as { totp_code: string }).totp_code === right
      ? authResponse(withApp, [passwordFactor, { type: 'totp', delivery_method: 'authenticator_app', last_authenticated_at: at }], {
          totp_id: 'totp-1',
        })
      : apiError(404, 'totp_code_not_found', 'The TOTP code is wrong, expired, or was already used.'),
  );

describe('a login with a second factor', () => {
  it('holds a password login for the app’s code: a wrong one says so and clears the boxes, the right one completes it', async () => {
    api.server.use(totpAnswers('123456'));
    const onEvent = vi.fn();
    const view = await signIn(withApp, undefined, { callbacks: { onEvent } });
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    // The login is not complete: no confirmation, no flow-complete event.
    expect(screen.queryByRole('heading', { name: 'Success' })).toBeNull();
    expect(onEvent.mock.calls.map(([e]) => e.type)).not.toContain('AUTHENTICATE_FLOW_COMPLETE');

    await typeCode(view, '654321');
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid passcode, please try again.');
    await waitFor(() => expect(boxes().map((b) => b.value)).toEqual(['', '', '', '', '', '']));
    expect(boxes()[0]!.getAttribute('aria-invalid')).toBe('true');

    // Full-width digits, pasted: read as the ASCII code.
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '１２３ ４５６' } });
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(api.calls('/totps/authenticate').map((c) => (c.body as { totp_code: string }).totp_code)).toEqual(['654321', '123456']);
    const types = onEvent.mock.calls.map(([e]) => e.type);
    expect(types).toContain('AUTHENTICATE_FLOW_COMPLETE');
    expect(types.indexOf('MFA_AUTHENTICATE')).toBeLessThan(types.indexOf('AUTHENTICATE_FLOW_COMPLETE'));
    expect(onEvent).toHaveBeenCalledWith({ type: 'MFA_AUTHENTICATE', data: { factor: 'totp', reason: 'login' } });
  });

  it('lets a visitor without a second factor straight through when none is required', async () => {
    await signIn(userWith());
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(api.calls('/totps/authenticate')).toHaveLength(0);
  });

  it('says when to try again once the provider stops taking guesses, and closes the boxes until then', async () => {
    api.server.use(
      http.post(sdk('/totps/authenticate'), () =>
        HttpResponse.json(
          { status_code: 429, error_type: 'too_many_requests', error_message: 'Too many wrong attempts.', error_url: '', request_id: 'r' },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    const view = await signIn(withApp);
    await screen.findByRole('heading', { name: 'Two-step verification' });
    await typeCode(view, '111111');
    const time = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(Date.now() + 600_000);
    expect((await screen.findByRole('alert')).textContent).toContain(`Too many attempts. Try again at ${time}.`);
    await waitFor(() => expect(boxes().every((b) => b.disabled)).toBe(true));
    // Another way is still there: the recovery code draws on the same allowance, but Cancel and the way out remain.
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeTruthy();
  });

  it('signs in with a recovery code typed loosely, says how many are left, and keeps a refused code in the field', async () => {
    let left = 10;
    api.server.use(
      jsonHandler('post', '/totps/recover', (body) => {
        if ((body as { recovery_code: string }).recovery_code !== 'abcd-ef01-2345' || left < 10)
          return apiError(404, 'recovery_code_not_found', 'The recovery code is wrong or was already used.');
        left -= 1;
        return authResponse(withApp, [passwordFactor, { type: 'recovery_code', delivery_method: 'recovery_code', last_authenticated_at: at }], {
          totp_id: 'totp-1',
        });
      }),
      jsonHandler('post', '/totps/recovery_codes', () =>
        ok({
          user_id: 'user-1',
          totps: [{ totp_id: 'totp-1', verified: true, recovery_codes: Array.from({ length: left }, (_, i) => `code-${i}`) }],
        }),
      ),
    );
    const view = await signIn(withApp);
    await view.user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    expect(await screen.findByRole('heading', { name: 'Use a recovery code' })).toBeTruthy();
    const field = screen.getByLabelText('Recovery code') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(field));

    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Enter a recovery code.');
    expect(api.calls('/totps/recover')).toHaveLength(0);

    await view.user.type(field, 'wxyz-0000-0000');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That recovery code is wrong or has already been used.');
    expect(field.value).toBe('wxyz-0000-0000');

    await view.user.clear(field);
    await view.user.type(field, ' ABCD EF01 2345 ');
    await view.user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Signed in with a recovery code' })).toBeTruthy();
    expect(screen.getByText('You have 9 recovery codes left.')).toBeTruthy();
    expect(api.calls('/totps/recover').map((c) => (c.body as { recovery_code: string }).recovery_code)).toEqual(['wxyz-0000-0000', 'abcd-ef01-2345']);
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
  });

  it('tries another way: a code by text message to the visitor’s phone, and back', async () => {
    const both = userWith({ totps: withApp.totps, phone_numbers: [PHONE] });
    api.server.use(
      jsonHandler('post', '/otps/sms/send/secondary', () => ok({ method_id: 'phone-1' })),
      jsonHandler('post', '/otps/authenticate', (body) =>
        (body as { token: string }).token === '246810'
          ? authResponse(both, [passwordFactor, { type: 'otp', delivery_method: 'sms', last_authenticated_at: at }], { method_id: 'phone-1' })
          : apiError(404, 'otp_code_not_found', 'Wrong code.'),
      ),
    );
    const view = await signIn(both, { factors: ['totp', 'sms'] });
    await view.user.click(await screen.findByRole('button', { name: 'Try another way' }));
    expect(await screen.findByText('+12025550101')).toBeTruthy();
    await waitFor(() => expect(api.calls('/otps/sms/send/secondary')).toHaveLength(1));
    expect(api.calls('/otps/sms/send/secondary')[0]?.body).toEqual({ phone_number: '+12025550101', expiration_minutes: 5 });
    // Back to the app, and to text messages again: one send per arrival on the screen.
    await view.user.click(await screen.findByRole('button', { name: 'Try another way' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Try another way' }));
    await waitFor(() => expect(api.calls('/otps/sms/send/secondary')).toHaveLength(2));
    await typeCode(view, '246810');
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
  });

  it('cancelling signs the half-made session out and goes back to the form', async () => {
    api.server.use(jsonHandler('post', '/sessions/revoke', () => ok()));
    const view = await signIn(withApp);
    await view.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Continue with email' })).toBeTruthy();
    expect(api.calls('/sessions/revoke')).toHaveLength(1);
    expect(view.client.session.getSync()).toBeNull();
  });
});

describe('setting up an authenticator app where one is required', () => {
  const OTPAUTH = 'otpauth://totp/Unit%20Project:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Unit%20Project';
  const CODES = ['aaaa-bbbb-cccc', 'dddd-eeee-ffff'];

  it('says the QR code cannot be shown and still offers the key when the QR encoder fails to load', async () => {
    vi.doMock('./qrPath.js', () => {
      throw new Error('the QR encoder did not arrive');
    });
    try {
      api.server.use(
        jsonHandler('post', '/totps', () =>
          ok({
            totp_id: 'totp-9',
            secret: 'JBSWY3DPEHPK3PXP',
            otpauth_url: OTPAUTH,
            qr_code: '',
            recovery_codes: CODES,
            user_id: 'user-1',
            user: userWith(),
          }),
        ),
      );
      await signIn(userWith(), { required: true });
      expect(await screen.findByText('The QR code could not be shown. Enter the key below in your app instead.')).toBeTruthy();
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.getByLabelText('Setup key').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    } finally {
      vi.doUnmock('./qrPath.js');
    }
  });

  it('shows the QR code as SVG and the key, checks the first code, then the recovery codes once, until “I have saved them”', async () => {
    api.server.use(
      jsonHandler('post', '/totps', () =>
        ok({
          totp_id: 'totp-9',
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: OTPAUTH,
          qr_code: '',
          recovery_codes: CODES,
          user_id: 'user-1',
          user: userWith(),
        }),
      ),
      totpAnswers('135790'),
    );
    const createObjectURL = vi.fn(() => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    // jsdom would follow the link (and leave the page's origin): the click is watched, not run.
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const onEvent = vi.fn();
    const view = await signIn(userWith(), { required: true }, { callbacks: { onEvent } });
    // user-event puts its own clipboard in place when it is set up: watched from then on.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    expect(await screen.findByRole('heading', { name: 'Set up your authenticator app' })).toBeTruthy();
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByLabelText('Setup key').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    await view.user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
    expect(api.calls('/totps')).toEqual([expect.objectContaining({ body: { expiration_minutes: 30 } })]);

    await view.user.click(boxes()[0]!);
    await view.user.keyboard('135790');
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);
    expect(screen.queryByRole('heading', { name: 'Success' })).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenLastCalledWith(CODES.join('\n'));
    await view.user.click(screen.getByRole('button', { name: 'Download' }));
    const file = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await file.text()).toBe(['Recovery codes for Unit Project. Each code works once.', '', ...CODES, ''].join('\n'));
    expect(clicked.map((a) => [a.download, a.href])).toEqual([['unit-project-recovery-codes.txt', 'blob:codes']]);
    click.mockRestore();

    await view.user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(onEvent).toHaveBeenCalledWith({ type: 'MFA_TOTP_CREATE', data: { totp_id: 'totp-9' } });
    expect(api.calls('/totps')).toHaveLength(1);
  });

  it('offers a choice when both factors are allowed, and sets up text messages with a number checked in the region picked', async () => {
    api.server.use(
      jsonHandler('post', '/otps/sms/send/secondary', () => ok({ method_id: 'phone-7' })),
      jsonHandler('post', '/otps/authenticate', () =>
        authResponse(userWith({ phone_numbers: [PHONE] }), [passwordFactor, { type: 'otp', delivery_method: 'sms', last_authenticated_at: at }]),
      ),
    );
    const view = await signIn(userWith(), { required: true, factors: ['totp', 'sms'] });
    await view.user.click(await screen.findByRole('button', { name: 'Use text messages' }));
    const field = await screen.findByLabelText('Phone number');
    expect(document.activeElement).toBe(field);
    await view.user.type(field, '555 01');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid phone number, please try again.');
    expect(api.calls('/otps/sms/send/secondary')).toHaveLength(0);
    // The login form's picker: a national number in the region picked goes out in E.164.
    await screen.findByRole('option', { name: /United Kingdom/ });
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Country or region' }), 'GB');
    await view.user.clear(field);
    await view.user.type(field, '07400 123456');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('+447400123456')).toBeTruthy();
    expect(api.calls('/otps/sms/send/secondary')[0]?.body).toMatchObject({ phone_number: '+447400123456' });
    await typeCode(view, '112233');
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    // The setup's send is the only one: the code screen does not send again.
    expect(api.calls('/otps/sms/send/secondary')).toHaveLength(1);
    expect(api.calls('/otps/authenticate')[0]?.body).toEqual({ token: '112233', method_id: 'phone-7', session_duration_minutes: 30 });
  });
});

describe('the configuration', () => {
  it.each([
    [{ factors: [] }, 'Error: mfaOptions.factors must list one or more of totp and sms.'],
    [{ factors: ['totp', 'email'] }, 'Error: Unknown second factor "email" in mfaOptions.factors. Use totp or sms.'],
    [{ required: 'yes' }, 'Error: mfaOptions.required must be true or false.'],
  ])('refuses %j with a clear message', async (mfaOptions, message) => {
    renderWidget({ config: { products: ['passwords', 'mfa'], mfaOptions } as unknown as Partial<LoginConfig> });
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('is no way to sign in by itself', async () => {
    renderWidget({ config: { products: ['mfa'] } });
    expect(await screen.findByText('Error: Cannot use mfa by itself, please add another product to the config.')).toBeTruthy();
  });
});

describe('the step-up entry', () => {
  /** A client that starts with a session, as a page does that signed in earlier: its cookie and cached state are there. */
  it('asks the signed-in visitor for the app’s code and tells the host once it is proven', async () => {
    api.server.use(
      http.get(sdk('/users/me'), () => ok({ ...withApp })),
      jsonHandler('post', '/sessions/authenticate', () => authResponse(withApp, [passwordFactor])),
      totpAnswers('102938'),
    );
    const onEvent = vi.fn();
    const view = renderWidget({ entry: 'stepUp', client: signedInClient(withApp), config: { products: ['mfa'] }, callbacks: { onEvent } });
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    await typeCode(view, '102938');
    expect(await screen.findByRole('heading', { name: 'Verified' })).toBeTruthy();
    expect(onEvent).toHaveBeenCalledWith({ type: 'STEP_UP_COMPLETE' });
    expect(onEvent).toHaveBeenCalledWith({ type: 'MFA_AUTHENTICATE', data: { factor: 'totp', reason: 'stepUp' } });
  });

  it('tells the host when the visitor cancels', async () => {
    api.server.use(
      http.get(sdk('/users/me'), () => ok({ ...withApp })),
      jsonHandler('post', '/sessions/authenticate', () => authResponse(withApp, [passwordFactor])),
    );
    const onEvent = vi.fn();
    const view = renderWidget({ entry: 'stepUp', client: signedInClient(withApp), config: { products: ['mfa'] }, callbacks: { onEvent } });
    await screen.findByText('Enter the 6-digit code from your authenticator app.');
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith({ type: 'STEP_UP_CANCEL' }));
    expect(api.calls('/sessions/revoke')).toHaveLength(0);
  });
});

/** Another product of the mount (the account entry, say) that sets up an authenticator app through the capability. */
declare module '../../shell/registries.js' {
  interface ProductRegistry {
    keeper: { state: undefined; actions: undefined };
  }
  interface ScreenRegistry {
    KeeperDone: { outcome: string };
  }
}
function KeeperButton() {
  const ctx = usePluginContext();
  const enrol = ctx.capability('enrolSecondFactor');
  return (
    <Button
      onClick={() =>
        void enrol?.().then(
          () => ctx.navigate('KeeperDone', { outcome: 'set up' }),
          () => ctx.navigate('KeeperDone', { outcome: 'cancelled' }),
        )
      }
    >
      Secure my account
    </Button>
  );
}
const keeper = definePlugin({
  id: 'keeper',
  screens: { KeeperDone: ({ params }: { params: { outcome: string } }) => <Heading>Keeper: {params.outcome}</Heading> },
  mainSection: { component: KeeperButton, group: 'buttons' },
});

describe('the enrolSecondFactor capability', () => {
  it('runs the setup for another plugin of the mount and settles once the codes are saved, or cancelled', async () => {
    const client = signedInClient(userWith());
    api.server.use(
      http.get(sdk('/users/me'), () => ok({ ...userWith() })),
      jsonHandler('post', '/sessions/authenticate', () => authResponse(userWith(), [passwordFactor])),
      jsonHandler('post', '/totps', () =>
        ok({
          totp_id: 'totp-5',
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
          qr_code: '',
          recovery_codes: ['aaaa-bbbb-cccc'],
          user_id: 'user-1',
          user: userWith(),
        }),
      ),
      totpAnswers('246802'),
    );
    const view = renderWidget({
      client,
      config: { products: ['passwords', 'mfa', 'keeper'] },
      plugins: { keeper: async () => ({ default: keeper }) },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Secure my account' }));
    await screen.findByRole('heading', { name: 'Set up your authenticator app' });
    // The boxes come with the app's secret (and its QR code), after the heading.
    await screen.findByLabelText('Setup key');
    await view.user.click(boxes()[0]!);
    await view.user.keyboard('246802');
    await view.user.click(await screen.findByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('heading', { name: 'Keeper: set up' })).toBeTruthy();

    view.unmount();
    const again = renderWidget({
      client,
      config: { products: ['passwords', 'mfa', 'keeper'] },
      plugins: { keeper: async () => ({ default: keeper }) },
    });
    await again.user.click(await screen.findByRole('button', { name: 'Secure my account' }));
    await again.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Keeper: cancelled' })).toBeTruthy();
  });
});
