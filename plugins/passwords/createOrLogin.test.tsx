import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authData, openPasswordScreen, strength } from '../../test/support/passwords.js';
import { apiError, jsonHandler, ok, renderWidget, useApi } from '../../test/support/widget.js';
import { sentence } from '../../test/support/sentence.js';

const api = useApi();
const resetStart = '/passwords/email/reset/start';

const typePassword = async (user: ReturnType<typeof renderWidget>['user'], value: string) => user.type(screen.getByLabelText('Password'), value);

describe('the email tab with passwords', () => {
  it('takes over the email tab from magic links and email OTP, and refuses a bad address with the exact text', async () => {
    const view = renderWidget({ config: { products: ['emailMagicLinks', 'passwords'] } });
    await view.user.type(await screen.findByLabelText('Email'), 'not-an-email');
    expect(screen.queryByRole('tab')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email address');
    expect(api.calls('/users/search')).toHaveLength(0);
    expect(api.calls('/magic_links/email/login_or_create')).toHaveLength(0);
  });

  it('searches the user and opens the create view for a new address', async () => {
    await openPasswordScreen(api, 'new');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(api.calls('/users/search')[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(screen.getByText('Finish creating your account by setting a password.')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('Password').hasAttribute('required')).toBe(true);
  });

  it('answers a userType it does not know with the generic error on Main, never a blank widget', async () => {
    api.server.use(jsonHandler('post', '/users/search', () => ok({ userType: 'administrator' })));
    const view = renderWidget({ config: { products: ['passwords'] } });
    await view.user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid response from our servers.');
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('shows the search error on Main and stays there', async () => {
    api.server.use(jsonHandler('post', '/users/search', () => apiError(429, 'too_many_requests', 'Too many requests.')));
    const view = renderWidget({ config: { products: ['passwords'] } });
    await view.user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests.');
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });
});

describe('create view', () => {
  it('creates the account with the configured session length, stores the session and confirms', async () => {
    api.server.use(
      jsonHandler('post', '/passwords/strength_check', () => ok(strength())),
      jsonHandler('post', '/passwords', () => ok({ ...authData(), email_id: 'email-1' })),
    );
    const onEvent = vi.fn();
    const view = await openPasswordScreen(
      api,
      'new',
      { products: ['passwords'], sessionOptions: { sessionDurationMinutes: 90 } },
      { callbacks: { onEvent } },
    );
    await screen.findByRole('heading', { name: 'Create your account' });
    await typePassword(view.user, 'correct horse battery staple');
    const button = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await view.user.click(button);
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(screen.getByText('You are logged in.')).toBeTruthy();
    expect(api.calls('/passwords')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse battery staple',
      session_duration_minutes: 90,
    });
    expect(view.client.session.getSync()?.session_id).toBe('session-1');
    expect(onEvent).toHaveBeenCalledWith({ type: 'PASSWORD_CREATE', data: { email: 'ada@example.com' } });
  });

  it('error type reset_password: sends a reset email, then PasswordDedupe', async () => {
    api.server.use(
      jsonHandler('post', '/passwords/strength_check', () => ok(strength())),
      jsonHandler('post', '/passwords', () => apiError(400, 'reset_password', 'The password must be reset.')),
      jsonHandler('post', resetStart, () => ok()),
    );
    const view = await openPasswordScreen(api, 'new', {
      products: ['passwords'],
      passwordOptions: { resetPasswordRedirectURL: 'https://app.test/reset', resetPasswordExpirationMinutes: 20 },
    });
    await typePassword(view.user, 'correct horse battery staple');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Check your email to set a password' })).toBeTruthy();
    expect(screen.getByText(sentence('To make sure this account is yours, a link to set its password was sent to ada@example.com.'))).toBeTruthy();
    expect(api.calls(resetStart)[0]?.body).toEqual({
      email: 'ada@example.com',
      reset_password_redirect_url: 'https://app.test/reset',
      reset_password_expiration_minutes: 20,
    });
  });

  it('shows any other provider error under the password field, and clears it on typing', async () => {
    api.server.use(
      jsonHandler('post', '/passwords/strength_check', () => ok(strength())),
      jsonHandler('post', '/passwords', () => apiError(400, 'duplicate_email', 'A user with the specified email already exists for this project.')),
    );
    const onError = vi.fn();
    const view = await openPasswordScreen(api, 'new', undefined, { callbacks: { onError } });
    await typePassword(view.user, 'correct horse battery staple');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('A user with the specified email already exists for this project.');
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(onError).toHaveBeenCalledWith({ message: 'A user with the specified email already exists for this project.', type: 'duplicate_email' });
    await view.user.type(input, '!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leads with the login-link option when magic links are configured (the reference layout)', async () => {
    api.server.use(jsonHandler('post', '/magic_links/email/login_or_create', () => ok()));
    const view = await openPasswordScreen(api, 'new', {
      products: ['emailMagicLinks', 'passwords'],
      emailMagicLinksOptions: { loginRedirectURL: 'https://app.test/in' },
    });
    expect(await screen.findByRole('heading', { name: 'Choose how you would like to create your account.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Email me a login code' })).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Email me a login link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(sentence('An email was sent to ada@example.com.'))).toBeTruthy();
    expect(api.calls('/magic_links/email/login_or_create')[0]?.body).toEqual({
      email: 'ada@example.com',
      login_magic_link_url: 'https://app.test/in',
      login_expiration_minutes: 30,
      signup_expiration_minutes: 30,
    });
  });

  it('offers the login code when email OTP is configured and opens OTPAuthenticate with the OTP state', async () => {
    api.server.use(jsonHandler('post', '/otps/email/login_or_create', () => ok({ method_id: 'email-id-9' })));
    const view = await openPasswordScreen(api, 'new', { products: ['passwords', 'otp'], otpOptions: { methods: ['email'], expirationMinutes: 7 } });
    await view.user.click(await screen.findByRole('button', { name: 'Email me a login code' }));
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
    expect(screen.getByText(/ada@example\.com/)).toBeTruthy();
    expect(api.calls('/otps/email/login_or_create')[0]?.body).toEqual({ email: 'ada@example.com', expiration_minutes: 7 });
  });
});

describe('log-in view', () => {
  it('logs in and confirms', async () => {
    api.server.use(jsonHandler('post', '/passwords/authenticate', () => ok(authData())));
    const view = await openPasswordScreen(api, 'password');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    await typePassword(view.user, 'my password');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(api.calls('/passwords/authenticate')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'my password',
      session_duration_minutes: 30,
    });
    expect(api.calls('/passwords/strength_check')).toHaveLength(0);
  });

  it("says a wrong password in a visitor's words under the password field, keeping the password; the host hears the provider's type", async () => {
    api.server.use(jsonHandler('post', '/passwords/authenticate', () => apiError(401, 'unauthorized_credentials', 'Unauthorized credentials.')));
    const errors: { message: string; type?: string }[] = [];
    const view = await openPasswordScreen(api, 'password', undefined, { callbacks: { onError: (error) => errors.push(error) } });
    await typePassword(view.user, 'wrong');
    await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong password, please try again.');
    expect(errors).toEqual([{ message: 'Wrong password, please try again.', type: 'unauthorized_credentials' }]);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong');
  });

  it('requires the password', async () => {
    const view = await openPasswordScreen(api, 'password');
    await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This field is required.');
    expect(api.calls('/passwords/authenticate')).toHaveLength(0);
  });

  it('sends one request for a double click and shows the spinner meanwhile', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.server.use(
      jsonHandler('post', '/passwords/authenticate', async () => {
        await answered;
        return ok(authData());
      }),
    );
    const view = await openPasswordScreen(api, 'password');
    await typePassword(view.user, 'pw');
    const button = await screen.findByRole('button', { name: 'Continue' });
    await view.user.dblClick(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    answer();
    await screen.findByRole('heading', { name: 'Success' });
    expect(api.calls('/passwords/authenticate')).toHaveLength(1);
  });

  it('a breached password (error type reset_password): sends a reset email, then PasswordBreached', async () => {
    api.server.use(
      jsonHandler('post', '/passwords/authenticate', () => apiError(400, 'reset_password', 'The password must be reset.')),
      jsonHandler('post', resetStart, () => ok()),
    );
    const view = await openPasswordScreen(api, 'password');
    await typePassword(view.user, 'password123');
    await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Check your email to set a new password' })).toBeTruthy();
    expect(screen.getByText(sentence(/a link to set a new password was sent to ada@example\.com\./))).toBeTruthy();
    expect(api.calls(resetStart)).toHaveLength(1);
    await view.user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Email resent')).toBeTruthy();
    expect(api.calls(resetStart)).toHaveLength(2);
  });

  it("'Forgot password?' sends the reset email, then PasswordForgot with resend and a passwordless login", async () => {
    api.server.use(
      jsonHandler('post', resetStart, () => ok()),
      jsonHandler('post', '/magic_links/email/login_or_create', () => ok()),
    );
    const view = await openPasswordScreen(api, 'password', {
      products: ['passwords', 'emailMagicLinks'],
      passwordOptions: { loginRedirectURL: 'https://app.test/in' },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(sentence('A link to reset your password was sent to ada@example.com.'))).toBeTruthy();
    expect(api.calls(resetStart)[0]?.body).toEqual({ email: 'ada@example.com', login_redirect_url: 'https://app.test/in' });
    await view.user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Email resent')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Log in without a password' }));
    expect(await screen.findByText(sentence('An email was sent to ada@example.com.'))).toBeTruthy();
  });

  it('PasswordForgot without a passwordless product offers no passwordless login, and a failed resend is shown', async () => {
    api.server.use(jsonHandler('post', resetStart, () => ok()));
    const view = await openPasswordScreen(api, 'password');
    await view.user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(screen.queryByRole('button', { name: 'Log in without a password' })).toBeNull();
    api.server.use(jsonHandler('post', resetStart, () => apiError(429, 'too_many_requests', 'Slow down.')));
    await view.user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Slow down.');
    expect(screen.queryByText('Email resent')).toBeNull();
  });

  it('offers the login link after the form, and the back arrow returns to Main', async () => {
    const view = await openPasswordScreen(api, 'password', { products: ['emailMagicLinks', 'passwords'] });
    await screen.findByRole('heading', { name: 'Log in' });
    const order = screen.getAllByRole('button').map((b) => b.textContent);
    expect(order.indexOf('Email me a login link')).toBeGreaterThan(order.indexOf('Continue'));
    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });
});

describe('passwordless view', () => {
  it('sends an email code when email is an enabled OTP method', async () => {
    api.server.use(jsonHandler('post', '/otps/email/login_or_create', () => ok({ method_id: 'email-id-1' })));
    await openPasswordScreen(api, 'passwordless', { products: ['passwords', 'otp'], otpOptions: { methods: ['sms', 'email'] } });
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
    expect(api.calls('/otps/email/login_or_create')).toHaveLength(1);
    expect(api.calls('/magic_links/email/login_or_create')).toHaveLength(0);
    expect(api.calls(resetStart)).toHaveLength(0);
  });

  it('else sends a magic link when magic links are configured', async () => {
    api.server.use(jsonHandler('post', '/magic_links/email/login_or_create', () => ok()));
    await openPasswordScreen(api, 'passwordless', { products: ['emailMagicLinks', 'passwords', 'otp'], otpOptions: { methods: ['sms'] } });
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(sentence('An email was sent to ada@example.com.'))).toBeTruthy();
    expect(api.calls('/magic_links/email/login_or_create')).toHaveLength(1);
    expect(api.calls('/otps/email/login_or_create')).toHaveLength(0);
  });

  it('offers "Create a password instead" under the email code it sent, which sends a reset email and opens PasswordSetNew', async () => {
    api.server.use(
      jsonHandler('post', '/otps/email/login_or_create', () => ok({ method_id: 'email-id-1' })),
      jsonHandler('post', resetStart, () => ok()),
    );
    const view = await openPasswordScreen(api, 'passwordless', { products: ['passwords', 'otp'], otpOptions: { methods: ['email'] } });
    await screen.findByRole('heading', { name: 'Enter passcode' });
    await view.user.click(screen.getByRole('button', { name: 'Create a password instead' }));
    expect(await screen.findByRole('heading', { name: 'Check your email to set a password' })).toBeTruthy();
    expect(api.calls(resetStart)[0]?.body).toMatchObject({ email: 'ada@example.com' });
  });

  it('offers "Create a password instead" under the login link it sent', async () => {
    api.server.use(
      jsonHandler('post', '/magic_links/email/login_or_create', () => ok()),
      jsonHandler('post', resetStart, () => ok()),
    );
    const view = await openPasswordScreen(api, 'passwordless', { products: ['emailMagicLinks', 'passwords'] });
    await screen.findByRole('heading', { name: 'Check your email' });
    await view.user.click(screen.getByRole('button', { name: 'Create a password instead' }));
    expect(await screen.findByRole('heading', { name: 'Check your email to set a password' })).toBeTruthy();
  });

  it('does not offer it under a code sent from Main for a user passwords never looked up', async () => {
    api.server.use(jsonHandler('post', '/otps/sms/login_or_create', () => ok({ method_id: 'phone-id-1' })));
    const view = renderWidget({ config: { products: ['passwords', 'otp'], otpOptions: { methods: ['sms'] } } });
    await view.user.click(await screen.findByRole('tab', { name: 'Text' }));
    await view.user.type(await screen.findByLabelText('Phone number', { selector: 'input' }), '2025550101');
    await view.user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(screen.queryByRole('button', { name: 'Create a password instead' })).toBeNull();
  });

  it('else sends a reset email and opens PasswordSetNew', async () => {
    api.server.use(jsonHandler('post', resetStart, () => ok()));
    await openPasswordScreen(api, 'passwordless');
    expect(await screen.findByRole('heading', { name: 'Check your email to set a password' })).toBeTruthy();
    expect(screen.getByText(sentence('A link to create a password for your account was sent to ada@example.com.'))).toBeTruthy();
    expect(api.calls(resetStart)).toHaveLength(1);
  });

  it('shows the sending state, then on failure offers a retry and "Create a password instead"', async () => {
    // The answer waits until the sending state has been seen, however slow the machine.
    let answer!: () => void;
    const seen = new Promise<void>((resolve) => (answer = resolve));
    api.server.use(
      jsonHandler('post', '/magic_links/email/login_or_create', async () => {
        await seen;
        return apiError(429, 'too_many_requests', 'Too many emails.');
      }),
      jsonHandler('post', resetStart, () => ok()),
    );
    const view = await openPasswordScreen(api, 'passwordless', { products: ['emailMagicLinks', 'passwords'] });
    expect(await screen.findByRole('heading', { name: 'Log in without a password' })).toBeTruthy();
    expect(screen.getByText(sentence("The account for ada@example.com doesn't have a password."))).toBeTruthy();
    expect(screen.getByText('Sending you an email to log in…').getAttribute('role')).toBe('status');
    answer();
    expect((await screen.findByRole('alert')).textContent).toContain('Too many emails.');
    expect(screen.getByRole('button', { name: 'Send the email again' })).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Create a password instead' }));
    expect(await screen.findByRole('heading', { name: 'Check your email to set a password' })).toBeTruthy();
    expect(api.calls(resetStart)).toHaveLength(1);
    await view.user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Email resent')).toBeTruthy();
  });

  it('the retry sends again', async () => {
    let fail = true;
    api.server.use(jsonHandler('post', '/magic_links/email/login_or_create', () => (fail ? apiError(500, 'oops', 'Oops.') : ok())));
    const view = await openPasswordScreen(api, 'passwordless', { products: ['emailMagicLinks', 'passwords'] });
    await screen.findByRole('alert');
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Send the email again' }));
    expect(await screen.findByText(sentence('An email was sent to ada@example.com.'))).toBeTruthy();
    expect(api.calls('/magic_links/email/login_or_create')).toHaveLength(2);
  });
});
