import { describe, expect, it, vi } from 'vitest';
import type { AnyPlugin } from '../pluginTypes.js';
import { shellMessages } from '../strings.js';
import { loadPlugins } from './loadPlugins.js';
import { wordRefusal } from './wordRefusal.js';

// immer's chunk does not arrive (a dropped connection); the products' own chunks do.
vi.mock('../store/immer.js', () => Promise.reject(new Error('network error')));

describe('loadPlugins', () => {
  it('says the widget could not load its code when immer fails, naming no product', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const plugin = (id: string) => () => Promise.resolve({ default: { id } as AnyPlugin });
    const result = await loadPlugins(['first', 'second'], (refusal) => wordRefusal(refusal, shellMessages), {
      first: plugin('first'),
      second: plugin('second'),
    });
    expect(result).toEqual({ ok: false, error: 'Error: The widget could not load all of its code. Check your connection and try again.' });
    expect(error).toHaveBeenCalledWith('latch: the state library of the products failed to load', expect.anything());
    error.mockRestore();
  });
});
