import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { spinner, visuallyHidden } from '../theme/theme.css.js';
import { button, linkButton as linkButtonClass } from './ui.css.js';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: 'primary' | 'secondary';
  /** Shows the spinner and blocks clicks; the label stays for screen readers. */
  busy?: boolean;
  children: ReactNode;
}

export function Button({ variant = 'primary', busy = false, disabled, children, type = 'button', ...rest }: Props) {
  return (
    <button {...rest} type={type} className={button[variant]} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <span className={spinner} aria-hidden="true" />
          <span className={visuallyHidden}>{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}

export function LinkButton({ children, ...rest }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'>) {
  return (
    <button {...rest} type="button" className={linkButtonClass}>
      {children}
    </button>
  );
}
