import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createCoreClient } from '../../core/client.js';
import { API, jsonHandler, ok, rawBootstrap, renderWidget, useApi } from '../../test/support/widget.js';
import { MainScreen } from './Main.js';

const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

const api = useApi();

describe('Main screen', () => {
  it('shows the header, the email form and no tabs for a single method', async () => {
    renderWidget({ config: { products: ['emailMagicLinks'] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up or log in' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with email' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('defaults to email magic links when products is missing or empty', async () => {
    renderWidget({ config: { products: [] } });
    expect(await screen.findByRole('button', { name: 'Continue with email' })).toBeTruthy();
  });

  it('hides the header text and shows the logo when styled so', async () => {
    renderWidget({ styles: { hideHeaderText: true, logo: { logoImageUrl: 'https://example.com/logo.png' } } });
    await screen.findByRole('button', { name: 'Continue with email' });
    expect(screen.queryByRole('heading', { name: 'Sign up or log in' })).toBeNull();
    const logo = document.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('https://example.com/logo.png');
  });

  it('shows the Powered by footer only when bootstrap asks for the watermark', async () => {
    api.server.use(jsonHandler('get', '/projects/bootstrap/:token', () => ok(rawBootstrap({ disable_sdk_watermark: false }))));
    renderWidget();
    expect(await screen.findByText('Powered by Stytch')).toBeTruthy();
  });

  it('has no footer when the watermark is disabled', async () => {
    renderWidget();
    await screen.findByRole('button', { name: 'Continue with email' });
    await waitFor(() => expect(api.calls('/projects/bootstrap/public-token-test-0000-unit')).toHaveLength(1));
    expect(screen.queryByText(/Powered by/)).toBeNull();
  });

  it('applies host style overrides as CSS variables on the widget root', async () => {
    const { container } = renderWidget({ styles: { colors: { primary: '#123456' }, container: { width: '360px' } } });
    await screen.findByRole('button', { name: 'Continue with email' });
    const root = container.querySelector<HTMLElement>('[data-latch]')!;
    const inline = root.getAttribute('style') ?? '';
    expect(inline).toMatch(/--[\w-]+:\s*#123456/);
    expect(inline).toMatch(/--[\w-]+:\s*360px/);
  });

  it('lets the host override strings', async () => {
    renderWidget({ strings: { 'main.header': 'Welcome back', 'form.submit.email': 'Email me' } });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email me' })).toBeTruthy();
  });

  it('follows the product order when a button block comes after the form: form, divider, then the buttons', async () => {
    renderWidget({ config: { products: ['emailMagicLinks', 'oauth'], oauthOptions: { providers: [{ type: 'google' }] } } });
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    const submit = screen.getByRole('button', { name: 'Continue with email' });
    const divider = screen.getByRole('separator', { name: 'or' });
    expect(follows(email, submit)).toBe(true);
    expect(follows(submit, divider)).toBe(true);
    expect(follows(divider, google)).toBe(true);
    expect(screen.getAllByRole('separator')).toHaveLength(1);
  });

  it('logs render_login_screen with the products and entry once it has mounted', async () => {
    // A token of its own: other tests' widgets may still flush their events while this one runs.
    const token = 'public-token-test-main-render';
    renderWidget({
      client: createCoreClient(token, { baseUrl: API }),
      config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } },
    });
    await screen.findByRole('button', { name: 'Continue with email' });
    const logged = () =>
      api
        .calls('/events')
        .flatMap((c) => c.body as { event: { event_name: string; public_token: string } }[])
        .map((e) => e.event)
        .filter((e) => e.public_token === token);
    await waitFor(() => expect(logged().map((e) => e.event_name)).toContain('render_login_screen'));
    expect(logged().filter((e) => e.event_name === 'render_login_screen')).toEqual([
      { event_name: 'render_login_screen', details: { options: { products: ['emailMagicLinks', 'otp'] }, entry: 'login' }, public_token: token },
    ]);
  });

  it("throws 'Internals not found!' when a widget part renders outside a widget", () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<MainScreen />)).toThrow('Internals not found!');
    quiet.mockRestore();
  });
});
