import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, TOKEN, useApi } from '../test/support/widget.js';

useApi();

/**
 * The lean entry as a host's bundle has it: a module graph in which no full entry ran (test/setup/unit.ts installs the
 * built-in table, as `latch` and `latch/react` do, into the graph the other tests share).
 */
let lean: typeof import('./reactLean.js');
let entries: typeof import('./entries.js');
let otp: typeof import('../plugins/otp/product.js').default;
beforeEach(async () => {
  vi.resetModules();
  [lean, entries, { default: otp }] = await Promise.all([import('./reactLean.js'), import('./entries.js'), import('../plugins/otp/product.js')]);
});

/**
 * The form shows before the product's chunk is in (its stand-ins draw it), so a test waits for the chunk before it
 * ends: a module still loading when the file's environment is torn down fails.
 */
const productIn = () => otp.load();

describe('the lean React entry (latch/react/lean)', () => {
  it('installs no built-in product', () => {
    expect(entries.descriptorOf('otp')).toBeUndefined();
    expect(entries.descriptorOf('emailMagicLinks')).toBeUndefined();
    expect(entries.descriptorOf('otp', { otp })).toBe(otp);
  });

  it('renders a listed product from the descriptor the host hands', async () => {
    const client = lean.createLatchClient(TOKEN, { baseUrl: API });
    render(<lean.LatchLogin client={client} config={{ products: ['otp'], otpOptions: { methods: ['sms'] } }} plugins={{ otp }} />);
    expect(await screen.findByRole('button', { name: 'Continue with text message' })).toBeTruthy();
    await productIn();
    client.dispose();
  });

  it('lists the handed products when the config lists none', async () => {
    const client = lean.createLatchClient(TOKEN, { baseUrl: API });
    render(<lean.LatchLogin client={client} config={{ otpOptions: { methods: ['email'] } }} plugins={{ otp }} />);
    expect(await screen.findByRole('button', { name: 'Continue with email' })).toBeTruthy();
    await productIn();
    client.dispose();
  });

  it('refuses a product listed without its descriptor with the unknown-product error, loading nothing', async () => {
    const client = lean.createLatchClient(TOKEN, { baseUrl: API });
    render(<lean.LatchLogin client={client} config={{ products: ['otp', 'emailMagicLinks'], otpOptions: { methods: ['sms'] } }} plugins={{ otp }} />);
    expect(await screen.findByText('Error: Unknown product "emailMagicLinks" in the config.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with text message' })).toBeNull();
    client.dispose();
  });

  it('says no product opens the login when it lists none and is handed none', async () => {
    const client = lean.createLatchClient(TOKEN, { baseUrl: API });
    render(<lean.LatchLogin client={client} />);
    expect(await screen.findByText('Error: No product in this build opens the login entry point.')).toBeTruthy();
    client.dispose();
  });
});
