import { fieldError } from '../passwords.css.js';

/** An error shown under the field it is about, announced when it appears. */
export const FieldError = ({ id, message }: { id: string; message: string }) => (
  <p id={id} className={fieldError} role="alert">
    {message}
  </p>
);
