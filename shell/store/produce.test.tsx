import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, useApi } from '../../test/support/widget.js';
import { FORM_CHANNELS } from '../form/channels.js';
import type { ProductDescriptor } from '../loader.js';
import type { AnyPlugin } from '../plugin-api.js';

const immer = vi.hoisted(() => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, released, asked: 0 };
});
// immer's chunk arrives only when the test says so.
vi.mock('./immer.js', async (original) => {
  immer.asked++;
  await immer.released;
  return original();
});

useApi();

/** A product already here whose submit writes its slice (through immer) and records what the slice then holds. */
function slicedProduct() {
  const seen: string[][] = [];
  const plugin = {
    id: 'sliced',
    slice: {
      initial: { sent: [] as string[] },
      actions: (set: (recipe: (draft: { sent: string[] }) => void) => void, get: () => { sent: string[] }) => ({
        send: async (value: string) => {
          set((draft) => {
            draft.sent.push(value);
          });
          seen.push(get().sent);
        },
      }),
    },
    loginMethods: (_ctx: unknown, actions: { send(value: string): Promise<void> }) => [
      { id: 'sliced', ...FORM_CHANNELS.email, submit: (value: string) => actions.send(value) },
    ],
  } as unknown as AnyPlugin;
  const descriptor: ProductDescriptor = { load: () => Promise.resolve({ default: plugin }), form: () => [{ channel: 'email' }] };
  return { seen, plugins: { sliced: descriptor } };
}

describe('immer, fetched after the products (store/produce.ts)', () => {
  it('lets the visitor type and submit at once; the submit waits for it and is carried out once, writing the slice', async () => {
    const product = slicedProduct();
    const { user } = renderWidget({ config: { products: ['sliced' as never] }, plugins: product.plugins });
    const field = screen.getByLabelText('Email');
    await user.type(field, 'ada@example.com{Enter}{Enter}');
    await waitFor(() => expect(immer.asked).toBe(1));
    expect(screen.getByRole('button', { name: 'Continue with email' }).getAttribute('aria-busy')).toBe('true');
    expect(product.seen).toEqual([]);

    await act(async () => immer.release());
    await waitFor(() => expect(product.seen).toEqual([['ada@example.com']]));
    expect(screen.getByLabelText('Email')).toBe(field);
    expect(document.activeElement).toBe(field);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with email' }).getAttribute('aria-busy')).toBeNull());
    expect(product.seen).toHaveLength(1);
    // Written through immer: the slice handed out is frozen, a new object per change.
    expect(Object.isFrozen(product.seen[0])).toBe(true);
  });
});
