import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoreClient } from '../../core/client.js';
import { jsonHandler, ok, renderWidget, useApi } from '../../test/support/widget.js';
import type { PhoneLib } from './phoneLoader.js';

/** Stands in for the network: each test decides when (or whether) the phone chunk arrives. */
const chunk = vi.hoisted(() => ({ next: undefined as Promise<unknown> | undefined, real: undefined as (() => Promise<unknown>) | undefined }));
vi.mock('./phoneLoader.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./phoneLoader.js')>();
  chunk.real = real.loadPhoneLib;
  return { ...real, loadPhoneLib: () => (chunk.next ?? real.loadPhoneLib()) as Promise<PhoneLib> };
});

const api = useApi();
const clients: CoreClient[] = [];
const never = new Promise<never>(() => {});

function deferredChunk() {
  let release!: () => void;
  // What the real loader gives (the library with the default region's metadata in), held back until released.
  const lib = chunk.real!();
  chunk.next = new Promise((resolve) => {
    release = () => resolve(lib);
  });
  return () =>
    act(async () => {
      release();
      await lib;
    });
}

async function renderSms() {
  api.server.use(jsonHandler('post', '/otps/sms/login_or_create', () => ok({ method_id: 'phone-1' })));
  clients.push(renderWidget({ config: { products: ['otp'], otpOptions: { methods: ['sms'] } } }).client);
  const input = await screen.findByLabelText('Phone number');
  // findBy* resolves at the commit; React subscribes the form to the store in effects a task later.
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return input as HTMLInputElement;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue with text message' }));
const flush = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  chunk.next = undefined;
  vi.useRealTimers();
  // Disposed while msw still answers, so no late telemetry flush leaves the process.
  for (const client of clients.splice(0)) client.dispose();
});

describe('phone parsing time-out (2 s)', () => {
  it('assumes the number valid and sends dialling code plus digits when the library does not come in 2 s', async () => {
    chunk.next = never;
    const input = await renderSms();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input, { target: { value: '202-555-0123' } });
    expect(input.value).toBe('202-555-0123');
    submit();
    await flush(1_999);
    expect(api.calls('/otps/sms/login_or_create')).toHaveLength(0);
    await flush(1);
    vi.useRealTimers();
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(api.calls('/otps/sms/login_or_create')[0]?.body).toMatchObject({ phone_number: '+12025550123' });
  });

  it('keeps an international number as typed after the +', async () => {
    chunk.next = never;
    const input = await renderSms();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input, { target: { value: '+44 7400 123456' } });
    submit();
    await flush(2_000);
    vi.useRealTimers();
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(api.calls('/otps/sms/login_or_create')[0]?.body).toMatchObject({ phone_number: '+447400123456' });
  });

  it('uses the library when it arrives within the 2 s', async () => {
    const release = deferredChunk();
    const input = await renderSms();
    fireEvent.change(input, { target: { value: '12345' } });
    submit();
    await release();
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid phone number, please try again.');
    expect(api.calls('/otps/sms/login_or_create')).toHaveLength(0);
  });

  it('assumes the number valid when parsing throws', async () => {
    const real = await import('./phone/phoneLib.js');
    chunk.next = Promise.resolve({
      ...real,
      parsePhone: () => {
        throw new Error('broken metadata');
      },
    });
    const input = await renderSms();
    fireEvent.change(input, { target: { value: '2025550123' } });
    submit();
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(api.calls('/otps/sms/login_or_create')[0]?.body).toMatchObject({ phone_number: '+12025550123' });
  });
});

describe('typing while the phone chunk downloads', () => {
  it('keeps the same input, its focus and every character when the library arrives mid-typing', async () => {
    const release = deferredChunk();
    const input = await renderSms();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('20255');
    await release();
    await user.keyboard('50101');
    expect(screen.getByLabelText('Phone number')).toBe(input);
    expect(document.activeElement).toBe(input);
    expect(input.value.replace(/\D/g, '')).toBe('2025550101');
  });
});

// The 10 s timer starts when the form mounts, so the clock is faked from the start; it also runs on its own
// (shouldAdvanceTime) so that loading the widget, which waits on timers of its own, still completes.
describe('phone formatting time-out (10 s)', () => {
  it('formats once the library arrives within 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const release = deferredChunk();
    const input = await renderSms();
    fireEvent.change(input, { target: { value: '202555' } });
    expect(input.value).toBe('202555');
    await flush(9_000);
    await release();
    fireEvent.change(input, { target: { value: '2025550' } });
    expect(input.value).toBe('(202) 555-0');
  });

  it('keeps the raw input for good when the library is later than 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const release = deferredChunk();
    const input = await renderSms();
    await flush(10_000);
    await release();
    expect(screen.getByRole('combobox', { name: 'Country or region' }).querySelectorAll('option').length).toBeGreaterThan(200);
    fireEvent.change(input, { target: { value: '2025550' } });
    expect(input.value).toBe('2025550');
  });
});
