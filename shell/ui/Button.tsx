import type { ButtonHTMLAttributes, ReactElement, ReactNode } from 'react';
import type { Child } from '../markup/h.js';
import { reactH } from '../markup/react.js';
import { busyButtonProps, buttonView } from '../markup/views.js';
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

interface LinkButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> {
  /** Its action runs: it keeps focus and ignores presses (see busyButtonProps). */
  busy?: boolean;
  /** It may not be used yet (a wait the provider asked for): as busy, without saying it works. */
  waiting?: boolean;
}

export function LinkButton({ children, busy = false, waiting = false, disabled, onClick, ...rest }: LinkButtonProps) {
  return (
    <button {...rest} type="button" className={linkButtonClass} {...busyButtonProps(busy, disabled, onClick, busy || waiting)}>
      {children}
    </button>
  );
}
