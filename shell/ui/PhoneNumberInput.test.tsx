import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoreClient } from '../../core/client.js';

const clients: CoreClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
  vi.doUnmock('../form/phoneForm.js');
  vi.restoreAllMocks();
});

/**
 * Stands in for the network of the phone field's part, on a page that has not fetched it yet (fresh modules): the
 * test lets it come, or fail, when it says.
 */
function holdPart() {
  let release!: () => void;
  let fail!: () => void;
  const gate = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = () => reject(new Error('network error'));
  });
  vi.resetModules();
  vi.doMock('../form/phoneForm.js', async (importOriginal) => {
    await gate;
    return importOriginal();
  });
  return { release: () => act(async () => release()), fail: () => act(async () => fail()) };
}

async function renderSms() {
  // The fresh modules' product table, as the unit setup fills the first ones'.
  const [{ installBuiltInProducts }, { builtInProducts, DEFAULT_PRODUCTS }] = await Promise.all([import('../entries.js'), import('../loader.js')]);
  installBuiltInProducts(builtInProducts, DEFAULT_PRODUCTS);
  const { renderWidget } = await import('../../test/support/widget.js');
  clients.push(renderWidget({ config: { products: ['otp'], otpOptions: { methods: ['sms'] } } }).client);
}

describe('the phone field before its part has come', () => {
  it('keeps the field’s place with its label, busy, then draws the field there', async () => {
    const part = holdPart();
    await renderSms();
    const label = await screen.findByText('Phone number');
    expect(label.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Phone number' })).toBeNull();
    await part.release();
    const input = await screen.findByLabelText<HTMLInputElement>('Phone number');
    expect(input.type).toBe('tel');
    expect(screen.getByRole('combobox', { name: 'Country or region' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('says the widget could not load its code when the part cannot be fetched, on the console too', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const part = holdPart();
    await renderSms();
    await screen.findByText('Phone number');
    await part.fail();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: The widget could not load all of its code. Check your connection and try again.',
    );
    expect(error.mock.calls.filter(([message]) => message === 'latch: the phone field could not be loaded')).toHaveLength(1);
  });
});
