import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PluginUnavailableError } from './productDescriptor.js';
import type { BuiltInProductId } from './plugin-api.js';
import { jsonHandler, ok, rawBootstrap, renderWidget, useApi } from '../test/support/widget.js';

const api = useApi();

describe('configuration errors', () => {
  it('refuses passkeys as the only product with the exact text', async () => {
    renderWidget({ config: { products: ['passkeys'] } });
    expect(await screen.findByText('Error: Cannot use Passkeys by itself, please add another product to the config.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('replaces only the form: the logo, the login header and the Powered by footer stay', async () => {
    api.server.use(jsonHandler('get', '/projects/bootstrap/:token', () => ok(rawBootstrap({ disable_sdk_watermark: false }))));
    renderWidget({ config: { products: ['passkeys'] }, styles: { logo: { logoImageUrl: 'https://example.com/logo.png' } } });
    const message = await screen.findByText('Error: Cannot use Passkeys by itself, please add another product to the config.');
    const heading = screen.getByRole('heading', { level: 1, name: 'Sign up or log in' });
    const logo = document.querySelector('img')!;
    expect(logo.getAttribute('src')).toBe('https://example.com/logo.png');
    const footer = await screen.findByText('Powered by Stytch');
    // In Main's order: logo, header, the message where the form would be, the footer last.
    const order = [logo, heading, message, footer];
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the header hidden when the host hides it, and shows no login header on other entries', async () => {
    renderWidget({ config: { products: ['passkeys'] }, styles: { hideHeaderText: true } });
    await screen.findByText('Error: Cannot use Passkeys by itself, please add another product to the config.');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('reports the configuration error to onError once, also under StrictMode', async () => {
    const errors: { message: string; type?: string }[] = [];
    renderWidget({ config: { products: ['passkeys'] }, strictMode: true, callbacks: { onError: (error) => errors.push(error) } });
    await screen.findByText('Error: Cannot use Passkeys by itself, please add another product to the config.');
    await waitFor(() => expect(errors).toEqual([{ message: 'Error: Cannot use Passkeys by itself, please add another product to the config.' }]));
  });

  it('names an unknown product', async () => {
    renderWidget({ config: { products: ['fax' as BuiltInProductId] } });
    expect(await screen.findByText('Error: Unknown product "fax" in the config.')).toBeTruthy();
  });

  it('says clearly when a listed product is not in this build', async () => {
    // Every built-in product is built now; a build without one has a loader that says so.
    const notBuilt = { load: () => Promise.reject(new PluginUnavailableError('oauth')) };
    renderWidget({ config: { products: ['emailMagicLinks', 'oauth'] }, plugins: { oauth: notBuilt } });
    expect(await screen.findByText('Error: The oauth product is not available in this build of the widget.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with email' })).toBeNull();
  });

  it('says clearly when an entry point needs a product that is not built', async () => {
    const ghost = { load: () => Promise.reject(new PluginUnavailableError('ghost')), entries: ['identityProvider'] as const, login: false };
    renderWidget({ entry: 'identityProvider', plugins: { ghost } });
    expect(await screen.findByText('Error: The ghost product is not available in this build of the widget.')).toBeTruthy();
  });
});

describe('one store per mount', () => {
  it('keeps two widgets on one page apart', async () => {
    const a = renderWidget();
    const b = renderWidget();
    await waitFor(() => expect(screen.getAllByLabelText('Email')).toHaveLength(2));
    const inputs = screen.getAllByLabelText('Email');
    await a.user.type(inputs[0]!, 'first@example.com');
    expect((inputs[0] as HTMLInputElement).value).toBe('first@example.com');
    expect((inputs[1] as HTMLInputElement).value).toBe('');
    void b;
  });
});
