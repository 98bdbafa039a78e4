import { useId, type InputHTMLAttributes } from 'react';
import { field, input, label as labelClass } from './ui.css.js';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {
  label: string;
  /** id of the element describing the current error, when there is one. */
  errorId?: string | undefined;
}

export function TextField({ label, errorId, ...rest }: Props) {
  const id = useId();
  return (
    <div className={field}>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      <input {...rest} id={id} className={input} aria-invalid={errorId ? true : undefined} aria-describedby={errorId} />
    </div>
  );
}
