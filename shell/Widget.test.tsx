import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PluginUnavailableError } from './loader.js';
import type { BuiltInProductId } from './plugin-api.js';
import { renderWidget, useApi } from '../test/support/widget.js';

useApi();

describe('configuration errors', () => {
  it('refuses passkeys as the only product with the exact text', async () => {
    renderWidget({ config: { products: ['passkeys'] } });
    expect(await screen.findByText('Error: Cannot use Passkeys by itself, please add another product to the config.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
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
