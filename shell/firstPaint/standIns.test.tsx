import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget, useApi } from '../../test/support/widget.js';
import { FORM_CHANNELS } from '../form/channels.js';
import type { ProductDescriptor } from '../loader.js';
import type { AnyPlugin } from '../plugin-api.js';

useApi();

/** A product whose chunk arrives only when the test says so; its form method records what it was sent. */
function slowProduct() {
  const sent: string[] = [];
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const plugin: AnyPlugin = {
    id: 'slow',
    loginMethods: () => [{ id: 'slow', ...FORM_CHANNELS.email, submit: async (value: string) => void sent.push(value) }],
  };
  const descriptor: ProductDescriptor = { load: () => arrived.then(() => ({ default: plugin })), form: () => [{ channel: 'email' }] };
  return { sent, arrive, plugins: { slow: descriptor } };
}

describe('the form while the products download (React hosts)', () => {
  it('is the first render: no loading pass', () => {
    const slow = slowProduct();
    renderWidget({ config: { products: ['slow' as never] }, plugins: slow.plugins });
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with email' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('queues a submit until the product arrives, sends it once, and keeps the same field, focused', async () => {
    const slow = slowProduct();
    const { user } = renderWidget({ config: { products: ['slow' as never] }, plugins: slow.plugins });
    const field = screen.getByLabelText('Email');
    await user.type(field, 'ada@example.com{Enter}{Enter}');
    const button = screen.getByRole('button', { name: 'Continue with email' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(slow.sent).toEqual([]);

    await act(async () => slow.arrive());
    await waitFor(() => expect(slow.sent).toEqual(['ada@example.com']));
    expect(screen.getByLabelText('Email')).toBe(field);
    expect(document.activeElement).toBe(field);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(slow.sent).toHaveLength(1);
  });

  it('keeps typing in the same element across the arrival', async () => {
    const slow = slowProduct();
    const { user } = renderWidget({ config: { products: ['slow' as never] }, plugins: slow.plugins });
    const field = screen.getByLabelText<HTMLInputElement>('Email');
    await user.type(field, 'ada@exa');
    await act(async () => slow.arrive());
    await user.type(field, 'mple.com');
    expect(screen.getByLabelText('Email')).toBe(field);
    expect(field.value).toBe('ada@example.com');
  });

  it('keeps what is typed between the arrival and the widget’s first render of it', async () => {
    const slow = slowProduct();
    renderWidget({ config: { products: ['slow' as never] }, plugins: slow.plugins });
    const field = screen.getByLabelText<HTMLInputElement>('Email');
    slow.arrive();
    // The chunk's promise chain runs in microtasks; React renders the loaded widget a task later. A visitor's input
    // can come in between, into the stand-ins' form.
    for (let i = 0; i < 50; i += 1) await Promise.resolve();
    fireEvent.change(field, { target: { value: 'ada@example.com' } });
    fireEvent.submit(field.form!);
    await waitFor(() => expect(slow.sent).toEqual(['ada@example.com']));
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com');
  });
});
