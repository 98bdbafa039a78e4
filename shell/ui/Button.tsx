import type { ButtonHTMLAttributes, ReactElement, ReactNode } from 'react';
import type { Child } from '../markup/h.js';
import { reactH } from '../markup/react.js';
import { buttonView } from '../markup/views.js';
import { linkButton as linkButtonClass } from './screen.css.js';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: 'primary' | 'secondary';
  /** Shows the spinner and blocks clicks; the label stays for screen readers. */
  busy?: boolean;
  children: ReactNode;
}

export function Button({ variant = 'primary', busy = false, disabled, children, type = 'button', ...rest }: Props) {
  return buttonView(reactH, { variant, busy, disabled, type: type === 'submit' ? 'submit' : 'button', rest }, children as Child<ReactElement>);
}

export function LinkButton({ children, ...rest }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'>) {
  return (
    <button {...rest} type="button" className={linkButtonClass}>
      {children}
    </button>
  );
}
