import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTranslate, shellMessages } from '../strings.js';
import { paintFirstForm } from '../firstPaint/paint.js';
import { Button, LinkButton } from './Button.js';

/** A button that turns busy when pressed, as every action button does while its request runs. */
function Pressable({ onPress, link = false }: { onPress(): void; link?: boolean }) {
  const [busy, setBusy] = useState(false);
  const press = () => {
    onPress();
    setBusy(true);
  };
  return link ? (
    <LinkButton busy={busy} onClick={press}>
      Resend code
    </LinkButton>
  ) : (
    <Button busy={busy} disabled={busy} onClick={press}>
      Continue
    </Button>
  );
}

describe('a busy button', () => {
  it.each([false, true])('keeps focus, says it is unavailable and ignores further presses (link button: %s)', (link) => {
    const onPress = vi.fn();
    render(<Pressable onPress={onPress} link={link} />);
    const button = screen.getByRole('button', { name: link ? 'Resend code' : 'Continue' });
    button.focus();
    fireEvent.click(button);
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form while busy (a click, or Enter in the field, reaches the form as a click on it)', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>
          Continue
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is still disabled, and out of the Tab order, when it is disabled without being busy', () => {
    render(<Button disabled>Continue</Button>);
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps focus on the form drawn before React, whose submit button turns busy the same way', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const t = createTranslate(shellMessages);
    const painted = paintFirstForm(container, [{ id: 'form.tab.email', input: 'email', submitLabel: 'form.submit.email' }], t);
    const submit = container.querySelector<HTMLButtonElement>('button[type=submit]')!;
    submit.focus();
    submit.click();
    const busy = container.querySelector<HTMLButtonElement>('button[type=submit]')!;
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(busy);
    expect(painted.take().submit).toBe(true);
    painted.remove();
  });
});
