import { render, within } from '@testing-library/react';
import { createElement, useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenEnabled } from './whenEnabled.js';

const button = (label: string, disabled: boolean) => {
  const element = document.createElement('button');
  element.textContent = label;
  element.disabled = disabled;
  document.body.append(element);
  return element;
};

describe('whenEnabled', () => {
  // Its buttons are not Testing Library's, whose cleanup would remove them.
  afterEach(() => document.body.replaceChildren());

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

describe('whenEnabled in React’s act environment (Testing Library’s, Vitest’s or Jest’s alike)', () => {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const flagBefore = scope.IS_REACT_ACT_ENVIRONMENT;
  afterEach(() => {
    scope.IS_REACT_ACT_ENVIRONMENT = flagBefore;
  });

  /** A button its own timer enables, outside any act, as the strength check's answer enables Continue. */
  function EnabledLater() {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      const timer = setTimeout(() => setReady(true), 30);
      return () => clearTimeout(timer);
    }, []);
    return createElement('button', { type: 'button', disabled: !ready }, 'Continue');
  }

  it('lets the update it waits for happen without React’s “not wrapped in act” warning, and restores the flag', async () => {
    scope.IS_REACT_ACT_ENVIRONMENT = true;
    const errors = vi.spyOn(console, 'error');
    try {
      const { container } = render(createElement(EnabledLater));
      const enabled = await whenEnabled(within(container).getByRole('button', { name: 'Continue' }));
      expect(enabled.hasAttribute('disabled')).toBe(false);
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
      expect(scope.IS_REACT_ACT_ENVIRONMENT).toBe(true);
    } finally {
      errors.mockRestore();
    }
  });

  it('restores the flag after a wait that fails, and only once overlapping waits have all ended', async () => {
    scope.IS_REACT_ACT_ENVIRONMENT = true;
    const first = whenEnabled(button('First', true), 20);
    const second = button('Second', true);
    const secondDone = whenEnabled(second);
    await expect(first).rejects.toThrow('"First" was still disabled');
    expect(scope.IS_REACT_ACT_ENVIRONMENT).toBe(false);
    second.disabled = false;
    await secondDone;
    expect(scope.IS_REACT_ACT_ENVIRONMENT).toBe(true);
  });

  it('leaves a flag that was not on as it was', async () => {
    scope.IS_REACT_ACT_ENVIRONMENT = undefined;
    const waiting = button('Continue', true);
    const done = whenEnabled(waiting);
    expect(scope.IS_REACT_ACT_ENVIRONMENT).toBeUndefined();
    waiting.disabled = false;
    await done;
    expect(scope.IS_REACT_ACT_ENVIRONMENT).toBeUndefined();
  });
});
