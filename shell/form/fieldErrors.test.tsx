import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoreClient } from '../../core/client.js';
import type { LoginConfig } from '../plugin-api.js';
import { apiError, jsonHandler, renderWidget as renderBare, useApi, type RenderOptions } from '../../test/support/widget.js';

// Only an error about the field describes it: aria-invalid, aria-describedby and the red border are for the typed
// value's own errors, not for whatever else the page's banner says.

const api = useApi();
const clients: CoreClient[] = [];
function renderWidget(options: RenderOptions) {
  const view = renderBare(options);
  clients.push(view.client);
  return view;
}
afterEach(() => {
  history.replaceState(null, '', '/');
  for (const client of clients.splice(0)) client.dispose();
});

const emailOtp: Partial<LoginConfig> = { products: ['otp'], otpOptions: { methods: ['email'] } };
const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const submit = () => screen.getByRole('button', { name: 'Continue with email' });

describe('the shared form marks its field invalid only for errors about it', () => {
  it('an invalid address describes the field, and focus stays on the pressed button', async () => {
    const { user } = renderWidget({ config: emailOtp });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'not-an-address');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(emailField().getAttribute('aria-invalid')).toBe('true'));
    expect(emailField().getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(submit());
  });

  it("the provider's invalid_email describes the field", async () => {
    api.server.use(jsonHandler('post', '/otps/email/login_or_create', () => apiError(400, 'invalid_email', 'Email format is invalid.')));
    const { user } = renderWidget({ config: emailOtp });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(submit());
    await screen.findByRole('alert');
    await waitFor(() => expect(emailField().getAttribute('aria-invalid')).toBe('true'));
  });

  it('a provider outage does not', async () => {
    api.server.use(jsonHandler('post', '/otps/email/login_or_create', () => apiError(500, 'internal_server_error', 'Something broke.')));
    const { user } = renderWidget({ config: emailOtp });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain('Something broke.');
    expect(emailField().hasAttribute('aria-invalid')).toBe(false);
    expect(emailField().hasAttribute('aria-describedby')).toBe(false);
    expect(document.activeElement).toBe(submit());
  });

  it('a cancelled social sign-in does not: the empty field is not what went wrong', async () => {
    history.replaceState(null, '', '/login?stytch_token_type=oauth&error=access_denied');
    renderWidget({ config: { products: ['oauth', 'otp'], oauthOptions: { providers: [{ type: 'github' }] }, otpOptions: { methods: ['email'] } } });
    expect((await screen.findByRole('alert')).textContent).toBe('The social sign-in was cancelled. Choose a way to log in to try again.');
    expect(emailField().hasAttribute('aria-invalid')).toBe(false);
    expect(emailField().hasAttribute('aria-describedby')).toBe(false);
  });

  it('brings an error on arrival into view and, with focus nowhere, puts focus on it', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    history.replaceState(null, '', '/login?stytch_token_type=oauth&error=access_denied');
    renderWidget({ config: { products: ['oauth', 'otp'], oauthOptions: { providers: [{ type: 'github' }] }, otpOptions: { methods: ['email'] } } });
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(scrolled.mock.instances).toContain(alert);
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    scrolled.mockRestore();
  });

  it('an earlier invalid address stops describing the field once the banner says something else', async () => {
    api.server.use(jsonHandler('post', '/otps/email/login_or_create', () => apiError(500, 'internal_server_error', 'Something broke.')));
    const { user } = renderWidget({ config: emailOtp });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'nope');
    await user.click(submit());
    await waitFor(() => expect(emailField().getAttribute('aria-invalid')).toBe('true'));
    await user.type(emailField(), '@example.com');
    await user.click(submit());
    await screen.findByText('Something broke.');
    expect(emailField().hasAttribute('aria-invalid')).toBe(false);
  });
});
