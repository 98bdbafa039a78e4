import { useId, type InputHTMLAttributes } from 'react';
import { reactH } from '../markup/react.js';
import { textFieldView } from '../markup/views.js';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {
  label: string;
  /** The input's id, when the caller needs a known one; a generated one otherwise. */
  id?: string;
  /** id of the element describing the current error, when there is one. */
  errorId?: string | undefined;
}

export function TextField({ label, errorId, id, ...input }: Props) {
  const generated = useId();
  return textFieldView(reactH, { id: id ?? generated, label, errorId, input });
}
