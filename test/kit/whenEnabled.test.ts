import { describe, expect, it } from 'vitest';
import { whenEnabled } from './whenEnabled.js';

const button = (label: string, disabled: boolean) => {
  const element = document.createElement('button');
  element.textContent = label;
  element.disabled = disabled;
  document.body.append(element);
  return element;
};

describe('whenEnabled', () => {
  it('resolves at once with an enabled element', async () => {
    const ready = button('Continue', false);
    await expect(whenEnabled(ready)).resolves.toBe(ready);
  });

  it('waits until a disabled button is enabled, and until aria-disabled is lifted', async () => {
    const waiting = button('Continue', true);
    let settled = false;
    const done = whenEnabled(waiting).then((element) => {
      settled = true;
      return element;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    waiting.disabled = false;
    await expect(done).resolves.toBe(waiting);

    const aria = button('Send', false);
    aria.setAttribute('aria-disabled', 'true');
    const later = whenEnabled(aria);
    aria.setAttribute('aria-disabled', 'false');
    await expect(later).resolves.toBe(aria);
  });

  it('rejects naming the element when it stays disabled', async () => {
    await expect(whenEnabled(button('Continue', true), 30)).rejects.toThrow('"Continue" was still disabled after 30 ms');
  });
});
