import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AsYouType } from 'libphonenumber-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoreClient } from '../../core/client.js';
import type { ProductDescriptor } from '../loader.js';
import type { AnyPlugin } from '../plugin-api.js';
import { FORM_CHANNELS } from './channels.js';
import { jsonHandler, ok, renderWidget, useApi } from '../../test/support/widget.js';

/**
 * Stands in for the network of the metadata chunks: a test holds back the calling codes it names. The phone module
 * keeps what it fetched for the page's life, so each test uses calling codes of its own.
 */
const net = vi.hoisted(() => ({ held: new Map<string, Promise<void>>(), loads: new Map<string, Promise<unknown>>() }));
vi.mock('phone-metadata:codes', async (importOriginal) => {
  type Codes = Record<string, [string[], () => Promise<unknown>]>;
  const real = (await importOriginal<{ default: { version: number; codes: Codes } }>()).default;
  const gated = Object.entries(real.codes).map(([code, [regions, load]]) => [
    code,
    [
      regions,
      () => {
        const loading = (net.held.get(code) ?? Promise.resolve()).then(load);
        net.loads.set(code, loading);
        return loading;
      },
    ],
  ]);
  return { default: { ...real, codes: Object.fromEntries(gated) } };
});

/** Holds back one calling code's metadata; the returned function lets it arrive and waits until it has. */
function hold(code: string) {
  let release!: () => void;
  net.held.set(code, new Promise<void>((resolve) => (release = resolve)));
  return () =>
    act(async () => {
      release();
      await net.loads.get(code);
    });
}

const asked = (code: string) => net.loads.has(code);

const api = useApi();
const clients: CoreClient[] = [];

async function renderSms() {
  api.server.use(jsonHandler('post', '/otps/sms/login_or_create', () => ok({ method_id: 'phone-1' })));
  clients.push(renderWidget({ config: { products: ['otp'], otpOptions: { methods: ['sms'] } } }).client);
  // The field shows once its part has come (no first paint in a React render).
  const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Country or region' });
  await waitFor(() => expect(select.options.length).toBeGreaterThan(200));
  return { input: screen.getByLabelText('Phone number') as HTMLInputElement, select };
}

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue with text message' }));

afterEach(() => {
  net.held.clear();
  vi.useRealTimers();
  for (const client of clients.splice(0)) client.dispose();
});

describe('phone metadata fetched per calling code', () => {
  it('asks for a region’s metadata when it is picked; digits stay as typed until it arrives, then format', async () => {
    const release = hold('44');
    const { input, select } = await renderSms();
    expect(asked('44')).toBe(false);
    fireEvent.change(select, { target: { value: 'GB' } });
    expect(asked('44')).toBe(true);
    type(input, '07400');
    expect(input.value).toBe('07400');
    await release();
    type(input, '074001');
    expect(input.value).toBe(new AsYouType('GB').input('074001'));
    expect(input.value).not.toBe('074001');
  });

  it('asks for the metadata of a typed international number, then formats it and names its region', async () => {
    const release = hold('49');
    const { input, select } = await renderSms();
    type(input, '+4930');
    expect(asked('49')).toBe(true);
    expect(input.value).toBe('+4930');
    await release();
    type(input, '+49301');
    expect(input.value).toBe(new AsYouType().input('+49301'));
    type(input, '+49 30 1234567');
    await waitFor(() => expect(select.value).toBe('DE'));
    expect(input.value).toBe('030 1234567');
  });

  it('names the region of a pasted international number once its metadata has arrived', async () => {
    const release = hold('81');
    const { input, select } = await renderSms();
    type(input, '+81 90 1234 5678');
    expect(select.value).toBe('US');
    expect(input.value).toBe('+81 90 1234 5678');
    await release();
    await waitFor(() => expect(select.value).toBe('JP'));
    expect(input.value).toBe('090-1234-5678');
  });

  it('names the region of a number pasted before the products arrived, its metadata arriving after them', async () => {
    const release = hold('34');
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    let built = false;
    const plugin: AnyPlugin = {
      id: 'slow',
      loginMethods: () => {
        built = true;
        return [{ id: 'slow', ...FORM_CHANNELS.sms, submit: async () => undefined }];
      },
    };
    const slow: ProductDescriptor = { load: () => arrived.then(() => ({ default: plugin })), form: () => [{ channel: 'sms' }] };
    clients.push(renderWidget({ config: { products: ['slow' as never] }, plugins: { slow } }).client);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Country or region' });
    await waitFor(() => expect(select.options.length).toBeGreaterThan(200));
    expect(built).toBe(false);
    type(screen.getByLabelText('Phone number'), '+34 612 34 56 78');
    await act(async () => arrive());
    // The loaded widget, with a store of its own, replaces the stand-ins' in the task that builds it.
    await waitFor(() => expect(built).toBe(true));
    await release();
    await waitFor(() => expect(select.value).toBe('ES'));
    expect(screen.getByLabelText<HTMLInputElement>('Phone number').value).toBe('612 34 56 78');
  });

  it('a submit waits for the metadata within the 2 s parse time-out and then parses with it', async () => {
    const release = hold('33');
    const { input, select } = await renderSms();
    fireEvent.change(select, { target: { value: 'FR' } });
    type(input, '06 12 34 56 78');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    submit();
    await act(async () => vi.advanceTimersByTimeAsync(1_500));
    expect(api.calls('/otps/sms/login_or_create')).toHaveLength(0);
    // Real timers before the metadata lands, so nothing the request schedules after it waits on the fake clock.
    vi.useRealTimers();
    await release();
    await screen.findByRole('heading', { name: 'Enter passcode' });
    // The library's E.164 drops the French trunk 0; the fallback would have kept it.
    expect(api.calls('/otps/sms/login_or_create').map((c) => c.body)).toEqual([expect.objectContaining({ phone_number: '+33612345678' })]);
  });

  it('after 2 s without the metadata, sends the dialling code plus digits (the spec’s fallback)', async () => {
    hold('39');
    const { input, select } = await renderSms();
    fireEvent.change(select, { target: { value: 'IT' } });
    type(input, '312 345 6789');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    submit();
    await act(async () => vi.advanceTimersByTimeAsync(1_999));
    expect(api.calls('/otps/sms/login_or_create')).toHaveLength(0);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(api.calls('/otps/sms/login_or_create').map((c) => c.body)).toEqual([expect.objectContaining({ phone_number: '+393123456789' })]);
  });
});
