import { createHash } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiError, jsonHandler, ok, rawBootstrap, renderWidget, useApi } from '../../test/support/widget.js';
import { sentence } from '../../test/support/sentence.js';

const api = useApi();
const sendPath = '/magic_links/email/login_or_create';

async function submitEmail(email: string, options: Parameters<typeof renderWidget>[0] = {}) {
  const view = renderWidget({ config: { products: ['emailMagicLinks'] }, ...options });
  const input = await screen.findByLabelText('Email');
  await view.user.type(input, email);
  await view.user.click(screen.getByRole('button', { name: 'Continue with email' }));
  return { ...view, input: input as HTMLInputElement };
}

describe('email magic links on Main', () => {
  it('refuses an invalid address with the exact text, sends nothing and keeps the value', async () => {
    const { input } = await submitEmail('not-an-email');
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email address');
    expect(input.value).toBe('not-an-email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls(sendPath)).toHaveLength(0);
  });

  it('sends the link with the configured redirect, expiry and template options, then shows EmailConfirmation', async () => {
    api.server.use(jsonHandler('post', sendPath, () => ok()));
    const onEvent = vi.fn();
    await submitEmail('ada@example.com', {
      config: {
        products: ['emailMagicLinks'],
        emailMagicLinksOptions: {
          loginRedirectURL: 'https://app.test/login',
          signupRedirectURL: 'https://app.test/signup',
          loginExpirationMinutes: 15,
          signupExpirationMinutes: 60,
          loginTemplateId: 'login-tpl',
          signupTemplateId: 'signup-tpl',
        },
      },
      callbacks: { onEvent },
    });
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(sentence('An email was sent to ada@example.com.'))).toBeTruthy();
    expect(api.calls(sendPath)[0]?.body).toEqual({
      email: 'ada@example.com',
      login_magic_link_url: 'https://app.test/login',
      signup_magic_link_url: 'https://app.test/signup',
      login_expiration_minutes: 15,
      signup_expiration_minutes: 60,
      login_template_id: 'login-tpl',
      signup_template_id: 'signup-tpl',
    });
    expect(onEvent).toHaveBeenCalledWith({ type: 'MAGIC_LINK_LOGIN_OR_CREATE', data: { email: 'ada@example.com' } });
  });

  it('sends createUserAsPending and domainHint as create_user_as_pending and domain_hint', async () => {
    api.server.use(jsonHandler('post', sendPath, () => ok()));
    await submitEmail('ada@example.com', {
      config: { products: ['emailMagicLinks'], emailMagicLinksOptions: { createUserAsPending: true, domainHint: 'example.com' } },
    });
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(api.calls(sendPath)[0]?.body).toEqual({
      email: 'ada@example.com',
      login_expiration_minutes: 30,
      signup_expiration_minutes: 30,
      create_user_as_pending: true,
      domain_hint: 'example.com',
    });
  });

  it.each([
    [{}, { login_expiration_minutes: 30, signup_expiration_minutes: 30 }],
    [{ loginExpirationMinutes: 10 }, { login_expiration_minutes: 10, signup_expiration_minutes: 30 }],
    [{ signupExpirationMinutes: 45 }, { login_expiration_minutes: 30, signup_expiration_minutes: 45 }],
  ])('sends SPEC §9’s 30-minute expiry for whichever of login and sign-up the host leaves unset (%j)', async (options, expiry) => {
    api.server.use(jsonHandler('post', sendPath, () => ok()));
    await submitEmail('ada@example.com', { config: { products: ['emailMagicLinks'], emailMagicLinksOptions: options } });
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(api.calls(sendPath)[0]?.body).toEqual({ email: 'ada@example.com', ...expiry });
  });

  it('refuses an empty email with the invalid-address text and sends nothing', async () => {
    const view = renderWidget({ config: { products: ['emailMagicLinks'] } });
    const input = (await screen.findByLabelText('Email')) as HTMLInputElement;
    await view.user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(api.calls(sendPath)).toHaveLength(0);
  });

  it('moves focus to the new screen heading', async () => {
    api.server.use(jsonHandler('post', sendPath, () => ok()));
    await submitEmail('ada@example.com');
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('shows the provider error_message, keeps the value and reports the error', async () => {
    api.server.use(jsonHandler('post', sendPath, () => apiError(400, 'inactive_email', 'The email is inactive. Contact support.')));
    const onError = vi.fn();
    const { input } = await submitEmail('ada@example.com', { callbacks: { onError } });
    expect((await screen.findByRole('alert')).textContent).toContain('The email is inactive. Contact support.');
    expect(input.value).toBe('ada@example.com');
    expect(onError).toHaveBeenCalledWith({ message: 'The email is inactive. Contact support.', type: 'inactive_email' });
  });

  it('renders documentation links in errors as safe new-tab links', async () => {
    api.server.use(jsonHandler('post', sendPath, () => apiError(400, 'bad', 'See https://stytch.com/docs/errors for help.')));
    await submitEmail('ada@example.com');
    const link = await screen.findByRole('link', { name: 'https://stytch.com/docs/errors' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says so when the servers cannot be reached', async () => {
    api.server.use(jsonHandler('post', sendPath, () => Response.error()));
    await submitEmail('ada@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to contact our servers.');
  });

  it('sends one request for a double click and disables the button while sending', async () => {
    api.server.use(
      jsonHandler('post', sendPath, async () => {
        await delay(100);
        return ok();
      }),
    );
    const view = renderWidget();
    await view.user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    const button = screen.getByRole('button', { name: 'Continue with email' });
    await view.user.dblClick(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(api.calls(sendPath)).toHaveLength(1);
  });

  it('sends a PKCE challenge when the project requires it and keeps the verifier', async () => {
    api.server.use(
      jsonHandler('get', '/projects/bootstrap/:token', () => ok(rawBootstrap({ pkce_required_for_email_magic_links: true }))),
      jsonHandler('post', sendPath, () => ok()),
    );
    await submitEmail('ada@example.com');
    await screen.findByRole('heading', { name: 'Check your email' });
    const challenge = (api.calls(sendPath)[0]?.body as { code_challenge?: string }).code_challenge;
    const verifier = localStorage.getItem('stytch_sdk_state_public-token-test-0000-unit::PKCE_VERIFIER:magic_links');
    expect(verifier).toMatch(/^[0-9a-f]{128}$/);
    expect(challenge).toBe(createHash('sha256').update(verifier!).digest('base64url'));
  });

  it('logs email_sent to telemetry', async () => {
    api.server.use(jsonHandler('post', sendPath, () => ok()));
    await submitEmail('ada@example.com');
    await screen.findByRole('heading', { name: 'Check your email' });
    await waitFor(() => {
      const names = api.calls('/events').flatMap((c) => (c.body as { event: { event_name: string } }[]).map((e) => e.event.event_name));
      expect(names).toContain('email_sent');
    });
  });
});

describe('EmailConfirmation', () => {
  async function reachConfirmation() {
    api.server.use(jsonHandler('post', sendPath, () => ok()));
    const view = await submitEmail('ada@example.com');
    await screen.findByRole('heading', { name: 'Check your email' });
    return view;
  }

  it('links to Gmail, Yahoo and Outlook searches for the project email domain', async () => {
    await reachConfirmation();
    const gmail = await screen.findByRole('link', { name: 'Gmail' });
    await waitFor(() => expect(gmail.getAttribute('href')).toContain('from%3Amail.unit.test'));
    expect(screen.getByRole('link', { name: 'Yahoo' }).getAttribute('href')).toContain('from%3Amail.unit.test');
    expect(screen.getByRole('link', { name: 'Outlook' }).getAttribute('href')).toContain('from%3Amail.unit.test');
    for (const name of ['Gmail', 'Yahoo', 'Outlook']) {
      expect(screen.getByRole('link', { name }).getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('resends with the toast "Email resent"', async () => {
    const view = await reachConfirmation();
    await view.user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Email resent')).toBeTruthy();
    expect(api.calls(sendPath)).toHaveLength(2);
    expect(api.calls(sendPath)[1]?.body).toEqual({ email: 'ada@example.com', login_expiration_minutes: 30, signup_expiration_minutes: 30 });
  });

  it('"Try again" forgets the stored email, logs the event and returns to Main', async () => {
    const view = await reachConfirmation();
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    await waitFor(() => {
      const events = api.calls('/events').flatMap((c) => c.body as { event: { event_name: string; details: unknown } }[]);
      expect(events.find((e) => e.event.event_name === 'email_try_again_clicked')?.event.details).toEqual({
        email: 'ada@example.com',
        type: 'email_magic_links',
      });
    });
  });

  it('the back arrow returns to Main', async () => {
    const view = await reachConfirmation();
    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });
});

describe('config validation', () => {
  it('refuses email magic links together with email OTP', async () => {
    renderWidget({ config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms', 'email'] } } });
    expect(await screen.findByText('Error: Cannot use both EML and Email OTP')).toBeTruthy();
  });

  it('accepts them together when OTP sends no email code', async () => {
    renderWidget({ config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } } });
    expect(await screen.findByRole('tab', { name: 'Text' })).toBeTruthy();
    expect(screen.queryByText('Error: Cannot use both EML and Email OTP')).toBeNull();
  });
});
