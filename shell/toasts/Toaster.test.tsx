import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoreClient } from '../../core/client.js';
import { RuntimeContext, type WidgetRuntime } from '../runtime/context.js';
import { createRuntime } from '../runtime/runtime.js';
import { Toaster } from './Toaster.js';

let runtime: WidgetRuntime;

beforeEach(() => {
  vi.useFakeTimers();
  const client = createCoreClient('public-token-test-toasts', { baseUrl: 'http://api.test', fetch: () => new Promise<Response>(() => undefined) });
  runtime = createRuntime({ client, config: { products: [] }, plugins: [], initialScreen: 'Main' });
  render(
    <RuntimeContext.Provider value={runtime}>
      <Toaster />
    </RuntimeContext.Provider>,
  );
});

afterEach(() => {
  runtime.dispose();
  vi.useRealTimers();
});

const show = (kind: 'success' | 'error' | 'loading' | 'blank' | 'custom', message: string, id?: string) =>
  act(() => void runtime.ctx.toast({ kind, message, ...(id && { id }) }));
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('toasts', () => {
  it('announces success politely and removes it after 2 s', () => {
    show('success', 'Email resent');
    const status = screen.getByRole('status');
    expect(within(status).getByText('Email resent')).toBeTruthy();
    advance(1999);
    expect(screen.queryByText('Email resent')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Email resent')).toBeNull();
  });

  it('announces errors assertively and keeps them 4 s', () => {
    show('error', 'Could not send');
    const errors = document.querySelector<HTMLElement>('[data-toast-errors]')!;
    expect(errors.getAttribute('aria-live')).toBe('assertive');
    expect(within(errors).getByText('Could not send')).toBeTruthy();
    advance(3999);
    expect(screen.queryByText('Could not send')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Could not send')).toBeNull();
  });

  it.each(['blank', 'custom'] as const)('keeps %s toasts 4 s', (kind) => {
    show(kind, 'Note');
    advance(3999);
    expect(screen.queryByText('Note')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Note')).toBeNull();
  });

  it('keeps a loading toast until it is replaced by id', () => {
    show('loading', 'Sending…', 'send');
    advance(60_000);
    expect(screen.queryByText('Sending…')).not.toBeNull();
    show('success', 'Sent', 'send');
    expect(screen.queryByText('Sending…')).toBeNull();
    expect(screen.queryByText('Sent')).not.toBeNull();
  });

  it('holds at most 20, dropping the oldest', () => {
    for (let i = 1; i <= 25; i++) show('loading', `Toast ${i}`);
    expect(screen.queryByText('Toast 5')).toBeNull();
    expect(screen.queryByText('Toast 6')).not.toBeNull();
    expect(screen.queryByText('Toast 25')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Notifications' }).querySelectorAll('[role=status] > div')).toHaveLength(20);
  });
});
