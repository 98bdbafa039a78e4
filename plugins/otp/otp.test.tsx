import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginConfig } from '../../shell/plugin-api.js';
import type { CoreClient } from '../../core/client.js';
import { apiError, jsonHandler, ok, renderWidget as renderBare, useApi, type RenderOptions } from '../../test/support/widget.js';

const api = useApi();

// Each test's client is disposed while msw still answers, so no late telemetry flush leaves the process.
const clients: CoreClient[] = [];
function renderWidget(options: RenderOptions) {
  const view = renderBare(options);
  clients.push(view.client);
  return view;
}
/** The first render of a file also compiles the plugin and phone chunks, which can take seconds on a busy machine. */

/**
 * findBy* resolves as soon as a screen is committed; React runs its effects (store subscriptions, focus) a task
 * later. A user cannot act in between, but fireEvent can, so tests wait for that task first.
 */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const user = { user_id: 'user-1', emails: [], phone_numbers: [{ phone_id: 'phone-1', phone_number: '+12025550123', verified: true }] };
const authResponse = (methodId: string) =>
  ok({
    user_id: 'user-1',
    user,
    session: { session_id: 'session-1', user_id: 'user-1', expires_at: '2099-01-01T00:00:00Z', authentication_factors: [] },
    session_token: 'session-token',
    session_jwt: 'session-jwt',
    method_id: methodId,
  });

const smsConfig = (extra: Partial<LoginConfig> = {}): Partial<LoginConfig> => ({ products: ['otp'], otpOptions: { methods: ['sms'] }, ...extra });

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ }) as HTMLInputElement[];
const code = () =>
  boxes()
    .map((b) => b.value)
    .join('');

/** Sends a code by SMS from Main and waits for OTPAuthenticate. */
async function reachPasscode(options: RenderOptions = {}) {
  api.server.use(jsonHandler('post', '/otps/sms/login_or_create', () => ok({ method_id: 'phone-1' })));
  const view = renderWidget({ config: smsConfig(), ...options });
  const input = await screen.findByLabelText('Phone number');
  await settle();
  fireEvent.change(input, { target: { value: '+1 202 555 0123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue with text message' }));
  await screen.findByRole('heading', { name: 'Enter passcode' });
  await settle();
  return view;
}

const acceptCode = (expected: string, methodId = 'phone-1') =>
  jsonHandler('post', '/otps/authenticate', (body) => {
    const { token, method_id } = body as { token: string; method_id: string };
    return token === expected && method_id === methodId
      ? authResponse(methodId)
      : apiError(404, 'otp_code_not_found', 'An otp_code for this method_id could not be found.');
  });

afterEach(() => {
  vi.useRealTimers();
  for (const client of clients.splice(0)) client.dispose();
});

describe('OTPAuthenticate', () => {
  it('says where the code went, labels the six boxes and puts focus in the first', async () => {
    const onEvent = vi.fn();
    await reachPasscode({ callbacks: { onEvent } });
    expect(screen.getByText('+1 202 555 0123').tagName).toBe('STRONG');
    expect(screen.getByText('+1 202 555 0123').parentElement?.textContent).toBe('A 6-digit passcode was sent to you at +1 202 555 0123.');
    expect(screen.getByRole('group', { name: 'Passcode' })).toBeTruthy();
    expect(boxes().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Digit 1 of 6',
      'Digit 2 of 6',
      'Digit 3 of 6',
      'Digit 4 of 6',
      'Digit 5 of 6',
      'Digit 6 of 6',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(boxes()[0]));
    expect(onEvent).toHaveBeenCalledWith({ type: 'OTP_LOGIN_OR_CREATE', data: { type: 'sms' } });
  });

  it('takes digits only, moves on as they are typed and back with Backspace', async () => {
    const { user: u } = await reachPasscode();
    await u.keyboard('1a2');
    expect(code()).toBe('12');
    expect(document.activeElement).toBe(boxes()[2]);
    await u.keyboard('{Backspace}');
    expect(code()).toBe('1');
    expect(document.activeElement).toBe(boxes()[1]);
    await u.keyboard('{Backspace}');
    expect(code()).toBe('');
    expect(document.activeElement).toBe(boxes()[0]);
    expect(api.calls('/otps/authenticate')).toHaveLength(0);
  });

  it('submits by itself at the sixth digit, once, shows progress while verifying and ends on OTPConfirmation', async () => {
    api.server.use(
      jsonHandler('post', '/otps/authenticate', async () => {
        await delay(150);
        return authResponse('phone-1');
      }),
    );
    const onEvent = vi.fn();
    const { user: u } = await reachPasscode({ callbacks: { onEvent } });
    await u.keyboard('123456');
    expect((await screen.findByText('Verifying passcode...')).getAttribute('role')).toBe('status');
    expect(boxes().every((b) => b.disabled)).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(screen.getByText('Your passcode has been successfully verified.')).toBeTruthy();
    expect(api.calls('/otps/authenticate').map((c) => c.body)).toEqual([{ token: '123456', method_id: 'phone-1', session_duration_minutes: 30 }]);
    expect(onEvent.mock.calls.filter(([e]) => e.type === 'AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
    expect(document.cookie).toContain('stytch_session=session-token');
  });

  it('fills all six boxes from a paste, wherever it lands, and submits once', async () => {
    api.server.use(acceptCode('654321'));
    const { user: u } = await reachPasscode({ config: smsConfig({ sessionOptions: { sessionDurationMinutes: 60 } }) });
    await u.click(boxes()[3]!);
    await u.paste('654 321');
    await screen.findByRole('heading', { name: 'Success' });
    expect(api.calls('/otps/authenticate').map((c) => c.body)).toEqual([{ token: '654321', method_id: 'phone-1', session_duration_minutes: 60 }]);
  });

  it("takes a code typed in another script's digits (Arabic-Indic, full-width) as the ASCII code the provider sent", async () => {
    api.server.use(acceptCode('654321'));
    const { user: u } = await reachPasscode();
    await u.click(boxes()[0]!);
    await u.keyboard('٦٥٤');
    await u.keyboard('３２１');
    await screen.findByRole('heading', { name: 'Success' });
    expect(api.calls('/otps/authenticate').map((c) => (c.body as { token: string }).token)).toEqual(['654321']);
  });

  it('says "Invalid passcode, please try again." for a wrong code, clears the boxes and starts again at the first', async () => {
    api.server.use(acceptCode('111111'));
    const onError = vi.fn();
    const { user: u } = await reachPasscode({ callbacks: { onError } });
    await u.keyboard('999999');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid passcode, please try again.');
    expect(code()).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(boxes()[0]));
    expect(boxes()[0]!.getAttribute('aria-invalid')).toBe('true');
    expect(onError).toHaveBeenCalledWith({ message: 'Invalid passcode, please try again.', type: 'otp_code_not_found' });
    await u.keyboard('111111');
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(api.calls('/otps/authenticate')).toHaveLength(2);
  });

  it('shows any other provider error as the provider words it', async () => {
    api.server.use(jsonHandler('post', '/otps/authenticate', () => apiError(429, 'too_many_requests', 'Too many requests, slow down.')));
    const { user: u } = await reachPasscode();
    await u.keyboard('123456');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests, slow down.');
  });

  it('counts down every second from the configured minutes, then says the code expired', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2030-01-01T00:00:00Z') });
    await reachPasscode({ config: smsConfig({ otpOptions: { methods: ['sms'], expirationMinutes: 2 } }) });
    expect(screen.getByText("Your code expires in 2:00. Didn't get it?")).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByText("Your code expires in 1:59. Didn't get it?")).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(109_000));
    expect(screen.getByText("Your code expires in 0:10. Didn't get it?")).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Your code has expired.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
  });

  it('resends: a new method id for the next check, the clock back to full and the toast "Code resent"', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2030-01-01T00:00:00Z') });
    const { user: u } = await reachPasscode();
    await act(async () => vi.advanceTimersByTime(301_000));
    expect(screen.getByText('Your code has expired.')).toBeTruthy();
    api.server.use(
      jsonHandler('post', '/otps/sms/login_or_create', () => ok({ method_id: 'phone-2' })),
      acceptCode('222222', 'phone-2'),
    );
    await u.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Code resent')).toBeTruthy();
    expect(screen.getByText("Your code expires in 5:00. Didn't get it?")).toBeTruthy();
    expect(api.calls('/otps/sms/login_or_create').map((c) => c.body)).toEqual([
      { phone_number: '+12025550123', expiration_minutes: 5 },
      { phone_number: '+12025550123', expiration_minutes: 5 },
    ]);
    await u.click(boxes()[0]!);
    await u.keyboard('222222');
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(api.calls('/otps/authenticate')[0]?.body).toMatchObject({ token: '222222', method_id: 'phone-2' });
  });

  it('checks a code completed while a resend is in flight once the resend ends', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { user: u } = await reachPasscode();
    api.server.use(
      jsonHandler('post', '/otps/sms/login_or_create', async () => {
        await held;
        return ok({ method_id: 'phone-2' });
      }),
      acceptCode('123456', 'phone-2'),
    );
    await u.click(screen.getByRole('button', { name: 'Resend code' }));
    await u.click(boxes()[0]!);
    await u.keyboard('123456');
    expect(code()).toBe('123456');
    expect(api.calls('/otps/authenticate')).toHaveLength(0);
    answer();
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(api.calls('/otps/authenticate').map((c) => c.body)).toEqual([{ token: '123456', method_id: 'phone-2', session_duration_minutes: 30 }]);
  });

  it('after a refused resend, counts the wait down with Resend unavailable (no request), then gives it back', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2030-01-01T00:00:00Z') });
    const { user: u } = await reachPasscode();
    const limited = () =>
      HttpResponse.json(
        {
          status_code: 429,
          error_type: 'too_many_requests',
          error_message: 'Too many messages were sent to this destination. Try again in 54 seconds.',
        },
        { status: 429, headers: { 'Retry-After': '54' } },
      );
    api.server.use(jsonHandler('post', '/otps/sms/login_or_create', limited));
    const resend = screen.getByRole('button', { name: 'Resend code' });
    await u.click(resend);
    expect((await screen.findByRole('alert')).textContent).toContain('Try again in 54 seconds.');
    expect(boxes()[0]!.hasAttribute('aria-invalid')).toBe(false);
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(resend);
    expect(screen.getByText('available in 0:54')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('available in 0:53')).toBeTruthy();
    await u.click(resend);
    await u.click(resend);
    expect(api.calls('/otps/sms/login_or_create')).toHaveLength(2);
    await act(async () => vi.advanceTimersByTime(53_000));
    expect(resend.hasAttribute('aria-disabled')).toBe(false);
    expect(screen.queryByText(/available in/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back to Main with the number still there', async () => {
    const { user: u } = await reachPasscode();
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).not.toBe('');
  });

  it('has no back arrow when the host hides it', async () => {
    await reachPasscode({ config: smsConfig({ hideBackArrow: true }) });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('shows an email destination as typed for email OTP', async () => {
    api.server.use(jsonHandler('post', '/otps/email/login_or_create', () => ok({ method_id: 'email-1' })));
    const { user: u } = renderWidget({ config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    await u.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await u.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect((await screen.findByText('ada@example.com')).parentElement?.textContent).toBe('A 6-digit passcode was sent to you at ada@example.com.');
  });
});

describe('OTPConfirmation', () => {
  it('fires the authenticate-flow-complete event exactly once under StrictMode', async () => {
    api.server.use(
      jsonHandler('post', '/otps/sms/login_or_create', () => ok({ method_id: 'phone-1' })),
      acceptCode('123456'),
    );
    const onEvent = vi.fn();
    renderWidget({ config: smsConfig(), callbacks: { onEvent }, strictMode: true });
    const input = await screen.findByLabelText('Phone number');
    await settle();
    fireEvent.change(input, { target: { value: '+12025550123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with text message' }));
    await screen.findByRole('heading', { name: 'Enter passcode' });
    await settle();
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '123456' } });
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    await act(async () => delay(50));
    expect(onEvent.mock.calls.filter(([e]) => e.type === 'AUTHENTICATE_FLOW_COMPLETE')).toEqual([[{ type: 'AUTHENTICATE_FLOW_COMPLETE' }]]);
    expect(api.calls('/otps/authenticate')).toHaveLength(1);
  });
});
