import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authData, strength } from '../../test/support/passwords.js';
import { MISSING_PKCE } from '../../core/missingPkce.js';
import { apiError, jsonHandler, ok, rawBootstrap, renderWidget, useApi } from '../../test/support/widget.js';
import { readResetLink } from './screens/PasswordResetFormScreen.js';
import { sentence } from '../../test/support/sentence.js';

const api = useApi();
const VERIFIER_KEY = 'stytch_sdk_state_public-token-test-0000-unit::PKCE_VERIFIER:passwords';
const RESET_EMAIL_KEY = 'stytch_sdk_state_public-token-test-0000-unit::RESET_EMAIL';
const LINK_USED = 'This password reset link has expired or was already used. Enter your email address to get a new one.';

const openAt = (query: string) => window.history.replaceState(null, '', `/reset${query}`);
afterEach(() => window.history.replaceState(null, '', '/'));

describe('readResetLink', () => {
  it('prefers the host-given token and reads the type from the address', () => {
    expect(readResetLink('host-tok', '?stytch_token_type=reset_password&token=url-tok')).toEqual({ kind: 'reset', token: 'host-tok' });
    expect(readResetLink(undefined, '?stytch_token_type=reset_password&token=url-tok')).toEqual({ kind: 'reset', token: 'url-tok' });
    expect(readResetLink(undefined, '?stytch_token_type=login&token=ml-tok')).toEqual({ kind: 'login', token: 'ml-tok' });
    expect(readResetLink(undefined, '')).toEqual({ kind: 'reset', token: '' });
  });
});

describe('the reset-password entry point', () => {
  it('with stytch_token_type=login: shows "Logging in", authenticates the magic link once and confirms', async () => {
    openAt('?stytch_token_type=login&token=ml-token-1');
    api.server.use(jsonHandler('post', '/magic_links/authenticate', () => ok({ ...authData(), method_id: 'email-1' })));
    const view = renderWidget({ entry: 'resetPassword', config: { products: ['emailMagicLinks'], sessionOptions: { sessionDurationMinutes: 60 } } });
    expect(await screen.findByRole('heading', { name: 'Logging in' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(api.calls('/magic_links/authenticate')).toEqual([
      { method: 'POST', path: '/magic_links/authenticate', body: { token: 'ml-token-1', session_duration_minutes: 60 } },
    ]);
    expect(view.client.session.getSync()?.session_id).toBe('session-1');
    expect(api.calls('/passwords/strength_check')).toHaveLength(0);
  });

  it('a login link opened on another device, when the project requires PKCE, fails before the call with the same-device text', async () => {
    openAt('?stytch_token_type=login&token=ml-token-1');
    api.server.use(jsonHandler('get', '/projects/bootstrap/:token', () => ok(rawBootstrap({ pkce_required_for_email_magic_links: true }))));
    const errors: { message: string }[] = [];
    renderWidget({ entry: 'resetPassword', config: { products: ['emailMagicLinks'] }, callbacks: { onError: (error) => errors.push(error) } });
    expect((await screen.findByRole('alert')).textContent).toContain('complete the flow on the same device');
    expect(api.calls('/magic_links/authenticate')).toHaveLength(0);
    expect(errors.map((e) => e.message)).toEqual([MISSING_PKCE]);
  });

  it("a used login link says so in a visitor's words; another failure shows the provider error", async () => {
    openAt('?stytch_token_type=login&token=used');
    api.server.use(
      jsonHandler('post', '/magic_links/authenticate', () =>
        apiError(401, 'unable_to_auth_magic_link', 'Magic link could not be authenticated. Send another magic link to this user.'),
      ),
    );
    const first = renderWidget({ entry: 'resetPassword' });
    expect((await screen.findByRole('alert')).textContent).toBe('This login link has expired or was already used. Log in again to get a new one.');
    expect(screen.getByRole('heading', { name: 'Logging in' })).toBeTruthy();
    first.unmount();

    api.server.use(jsonHandler('post', '/magic_links/authenticate', () => apiError(429, 'too_many_requests', 'Too many requests, try again later.')));
    renderWidget({ entry: 'resetPassword' });
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, try again later.');
  });

  it('with a reset link in the address: the form checks strength without an email, resets with the token and confirms', async () => {
    openAt('?stytch_token_type=reset_password&token=reset-token-1');
    api.server.use(
      jsonHandler('post', '/passwords/strength_check', (body) =>
        ok((body as { password: string }).password.length > 5 ? strength() : strength({ valid_password: false, score: 1 })),
      ),
      jsonHandler('post', '/passwords/email/reset', () => ok(authData())),
    );
    const onEvent = vi.fn();
    const view = renderWidget({ entry: 'resetPassword', callbacks: { onEvent } });
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    const input = screen.getByLabelText('New password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    const button = screen.getByRole('button', { name: 'Continue' });
    await view.user.type(input, 'abc');
    await screen.findByRole('meter');
    expect(button.hasAttribute('disabled')).toBe(true);
    await view.user.type(input, 'defghij');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(api.calls('/passwords/strength_check').every((c) => !('email' in (c.body as object)))).toBe(true);
    await view.user.click(button);
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(api.calls('/passwords/email/reset')[0]?.body).toEqual({ token: 'reset-token-1', password: 'abcdefghij', session_duration_minutes: 30 });
    expect(onEvent).toHaveBeenCalledWith({ type: 'PASSWORD_RESET_BY_EMAIL' });
  });

  it('takes the token the host passed to mountResetPassword and sends the PKCE verifier it holds, then forgets it', async () => {
    openAt('');
    localStorage.setItem(VERIFIER_KEY, 'c'.repeat(128));
    api.server.use(
      jsonHandler('post', '/passwords/strength_check', () => ok(strength())),
      jsonHandler('post', '/passwords/email/reset', () => ok(authData())),
    );
    const view = renderWidget({ entry: 'resetPassword', passwordResetToken: 'host-token' });
    await view.user.type(await screen.findByLabelText('New password'), 'long enough');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Success' });
    expect(api.calls('/passwords/email/reset')[0]?.body).toEqual({
      token: 'host-token',
      password: 'long enough',
      session_duration_minutes: 30,
      code_verifier: 'c'.repeat(128),
    });
    expect(localStorage.getItem(VERIFIER_KEY)).toBeNull();
  });

  it('shows a refused reset under the field and keeps the form', async () => {
    openAt('?stytch_token_type=reset_password&token=expired');
    api.server.use(
      jsonHandler('post', '/passwords/strength_check', () => ok(strength())),
      jsonHandler('post', '/passwords/email/reset', () => apiError(401, 'unable_to_auth_password_reset_token', 'The reset link has expired.')),
    );
    const view = renderWidget({ entry: 'resetPassword' });
    await view.user.type(await screen.findByLabelText('New password'), 'long enough');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The reset link has expired.');
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeTruthy();
  });

  it('without any token says what to do instead of showing a form that cannot work, and offers a new reset email', async () => {
    openAt('');
    const errors: { message: string }[] = [];
    renderWidget({ entry: 'resetPassword', callbacks: { onError: (error) => errors.push(error) } });
    expect((await screen.findByRole('alert')).textContent).toContain('This page needs the link from your password reset email.');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email me a new link' })).toBeTruthy();
    // The host hears of it once, like any other error the widget shows.
    expect(errors).toEqual([{ message: 'This page needs the link from your password reset email. Request a new email and open its link.' }]);
  });

  it.each([
    [
      'a used or expired',
      () =>
        apiError(
          401,
          'unable_to_auth_magic_link',
          'The magic link could not be authenticated because it was either already used or expired. Send another magic link to this user.',
        ),
    ],
    ['an unknown', () => apiError(404, 'magic_link_not_found', 'The magic link could not be found. Send another magic link to this user.')],
  ])("%s link: a page error in a visitor's words, and a form that emails a new reset link", async (_what, answer) => {
    openAt('?stytch_token_type=reset_password&token=used');
    api.server.use(
      jsonHandler('post', '/passwords/strength_check', () => ok(strength())),
      jsonHandler('post', '/passwords/email/reset', answer),
      jsonHandler('post', '/passwords/email/reset/start', () => ok()),
    );
    const errors: { message: string; type?: string }[] = [];
    const onEvent = vi.fn();
    const view = renderWidget({ entry: 'resetPassword', callbacks: { onError: (error) => errors.push(error), onEvent } });
    await view.user.type(await screen.findByLabelText('New password'), 'long enough');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(LINK_USED);
    expect(screen.queryByLabelText('New password')).toBeNull();
    // The host still learns what the provider said the error was.
    expect(errors).toEqual([{ message: LINK_USED, type: expect.stringMatching(/magic_link/) }]);

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('autocomplete')).toBe('username');
    await view.user.type(email, 'not-an-address');
    await view.user.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email address');
    expect(api.calls('/passwords/email/reset/start')).toEqual([]);

    await view.user.clear(email);
    await view.user.type(email, ' grace@example.com ');
    await view.user.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(sentence('A link to reset your password was sent to grace@example.com.'))).toBeTruthy();
    expect(api.calls('/passwords/email/reset/start').map((c) => c.body)).toEqual([{ email: 'grace@example.com' }]);
    expect(onEvent).toHaveBeenCalledWith({ type: 'PASSWORD_RESET_BY_EMAIL_START', data: { email: 'grace@example.com' } });
    await view.user.click(screen.getByRole('button', { name: 'Resend email' }));
    await waitFor(() => expect(api.calls('/passwords/email/reset/start')).toHaveLength(2));
  });

  it('names the account for password managers when this browser asked for the reset email, and forgets it once reset', async () => {
    localStorage.setItem(RESET_EMAIL_KEY, 'ada@example.com');
    openAt('?stytch_token_type=reset_password&token=reset-token-1');
    api.server.use(
      jsonHandler('post', '/passwords/strength_check', () => ok(strength())),
      jsonHandler('post', '/passwords/email/reset', () => ok(authData())),
    );
    const view = renderWidget({ entry: 'resetPassword' });
    const username = await screen.findByRole('textbox', { name: 'Email' });
    expect(username.getAttribute('autocomplete')).toBe('username');
    expect((username as HTMLInputElement).value).toBe('ada@example.com');
    expect(username.hasAttribute('readonly')).toBe(true);
    // The same form as the new password, so a password manager saves the pair.
    expect(username.closest('form')).toBe(screen.getByLabelText('New password').closest('form'));
    await view.user.type(screen.getByLabelText('New password'), 'long enough');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Success' });
    // A reset judges the password without the email (SPEC §5).
    expect(api.calls('/passwords/strength_check').every((c) => !('email' in (c.body as object)))).toBe(true);
    expect(localStorage.getItem(RESET_EMAIL_KEY)).toBeNull();
  });

  it('without a remembered address the reset form has no email field', async () => {
    openAt('?stytch_token_type=reset_password&token=reset-token-1');
    api.server.use(jsonHandler('post', '/passwords/strength_check', () => ok(strength())));
    renderWidget({ entry: 'resetPassword' });
    await screen.findByLabelText('New password');
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
  });
});
