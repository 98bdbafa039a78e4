import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as entries from './entries.js';
import { builtInProducts } from './loader.js';
import type { AnyPlugin } from './plugin-api.js';
import { renderWidget } from './renderWidget.js';
import { createWidgetClient } from './vanilla.js';
import { API, TOKEN, useApi } from '../test/support/widget.js';

// Counted, not replaced: how many times a mount works out its config and plan.
vi.mock('./entries.js', async (original) => {
  const actual = await original<typeof import('./entries.js')>();
  return { ...actual, normalizeConfig: vi.fn(actual.normalizeConfig), planEntry: vi.fn(actual.planEntry) };
});

// Watched, not replaced: when the widget is asked to draw over the first paint.
vi.mock('./renderWidget.js', async (original) => {
  const actual = await original<typeof import('./renderWidget.js')>();
  return { renderWidget: vi.fn(actual.renderWidget) };
});

useApi();

const mountInto = (id: string) => {
  const host = document.createElement('div');
  host.id = id;
  document.body.append(host);
  return host;
};

describe('mount API', () => {
  it('throws a clear error for a selector that matches nothing', () => {
    const client = createWidgetClient(TOKEN, { baseUrl: API });
    expect(() => client.mountLogin({ element: '#missing' })).toThrow(
      'latch: no element matches "#missing". Mount into an element that exists on the page.',
    );
    client.dispose();
  });

  it('renders into the element and unmount removes everything', async () => {
    const host = mountInto('login');
    const client = createWidgetClient(TOKEN, { baseUrl: API });
    const handle = client.mountLogin({ element: '#login' });
    expect(await within(host).findByRole('button', { name: 'Continue with email' })).toBeTruthy();
    act(() => handle.unmount());
    expect(host.childElementCount).toBe(0);
    client.dispose();
    host.remove();
  });

  it('a remount brings back what was typed, also when the first mount ended before the widget took over', async () => {
    const host = mountInto('remount');
    const client = createWidgetClient(TOKEN, { baseUrl: API });
    const first = client.mountLogin({ element: host });
    // The first paint's field, typed into at once, unmounted before the widget's chunks arrive.
    const field = host.querySelector<HTMLInputElement>('input[name=email]')!;
    field.value = 'early@example.com';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    act(() => first.unmount());
    const second = client.mountLogin({ element: host });
    expect(host.querySelector<HTMLInputElement>('input[name=email]')?.value).toBe('early@example.com');
    expect(await within(host).findByRole('button', { name: 'Continue with email' })).toBeTruthy();
    await waitFor(() => expect(within(host).getByLabelText('Email')).toHaveProperty('value', 'early@example.com'));
    act(() => second.unmount());
    client.dispose();
    host.remove();
  });

  it('a remount brings back what was typed when the first mount ended after the widget was asked to draw, before React drew', async () => {
    const host = mountInto('remount-drawing');
    const client = createWidgetClient(TOKEN, { baseUrl: API });
    const draw = vi.mocked(renderWidget);
    const real = draw.getMockImplementation()!;
    const asked = new Promise<void>((resolve) =>
      draw.mockImplementationOnce((container, props) => {
        const stop = real(container, props);
        resolve();
        return stop;
      }),
    );
    const first = client.mountLogin({ element: host });
    const field = host.querySelector<HTMLInputElement>('input[name=email]')!;
    field.value = 'drawing@example.com';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await asked;
    // React renders after renderWidget returns: the first paint is not adopted yet, the text is in its field only.
    expect(host.querySelector('input[name=email]')).toBe(field);
    first.unmount();
    const second = client.mountLogin({ element: host });
    expect(host.querySelector<HTMLInputElement>('input[name=email]')?.value).toBe('drawing@example.com');
    await waitFor(() => expect(within(host).getByLabelText('Email')).toHaveProperty('value', 'drawing@example.com'));
    act(() => second.unmount());
    client.dispose();
    host.remove();
  });

  it('renders inside a shadow root with enableShadowDOM', async () => {
    const host = mountInto('shadow-login');
    const client = createWidgetClient(TOKEN, { baseUrl: API });
    const handle = client.mountLogin({ element: host, enableShadowDOM: true });
    await waitFor(() => expect(host.shadowRoot?.querySelector('button[type=submit]')?.textContent).toBe('Continue with email'));
    // Nothing leaks into the light DOM, so host CSS cannot reach the widget.
    expect(host.childElementCount).toBe(0);
    expect(screen.queryByRole('button', { name: 'Continue with email' })).toBeNull();
    act(() => handle.unmount());
    expect(host.shadowRoot?.querySelector('[data-latch]')).toBeNull();
    client.dispose();
    host.remove();
  });

  it('starts downloading the products when mounted, before React renders, and downloads each once', async () => {
    const host = mountInto('prefetch');
    const client = createWidgetClient(TOKEN, { baseUrl: API });
    const real = (await import('../plugins/emailMagicLinks/index.js')).default as AnyPlugin;
    const load = vi.fn(async () => ({ default: real }));
    const handle = client.mountLogin({ element: host, config: { products: ['emailMagicLinks'] }, plugins: { emailMagicLinks: load } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(host.childElementCount).toBe(0);
    expect(await within(host).findByRole('button', { name: 'Continue with email' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => handle.unmount());
    client.dispose();
    host.remove();
  });

  it('plans a mount once: the prefetch, the first paint and the widget share one config and plan', async () => {
    const host = mountInto('planned-once');
    const client = createWidgetClient(TOKEN, { baseUrl: API });
    const real = (await import('../plugins/emailMagicLinks/index.js')).default as AnyPlugin;
    let started!: () => void;
    const widgetStarted = new Promise<void>((resolve) => (started = resolve));
    // The built-in product, its plugin telling when the widget (not the first paint) has started it.
    const emailMagicLinks = { ...builtInProducts.emailMagicLinks, load: async () => ({ default: { ...real, setup: () => void started() } }) };
    vi.mocked(entries.normalizeConfig).mockClear();
    vi.mocked(entries.planEntry).mockClear();
    const handle = client.mountLogin({ element: host, config: { products: ['emailMagicLinks'] }, plugins: { emailMagicLinks } });
    expect(host.querySelector('input[name=email]')).not.toBeNull();
    await widgetStarted;
    expect(entries.normalizeConfig).toHaveBeenCalledTimes(1);
    expect(entries.planEntry).toHaveBeenCalledTimes(1);
    act(() => handle.unmount());
    client.dispose();
    host.remove();
  });
});
