import { useId } from 'react';
import type { StrengthCheckResponse } from '../../../core/api/passwords.js';
import { PasswordField } from './PasswordField.js';
import { StrengthFeedback } from './StrengthFeedback.js';
import { FieldError } from './FieldError.js';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The field's error: the strength check's own (invalid_email) or the last submit's. */
  error: string | undefined;
  /** Present for a new password: the provider's verdict, shown under the field. */
  strength?: { result: StrengthCheckResponse | undefined };
}

/** The password input with its error and, for a new password, the strength feedback, all tied to it for screen readers. */
export function PasswordWithFeedback({ label, value, onChange, error, strength }: Props) {
  const errorId = useId();
  const feedbackId = useId();
  const describedBy = [error && errorId, strength && feedbackId].filter(Boolean).join(' ');
  return (
    <>
      <PasswordField
        label={label}
        value={value}
        onChange={onChange}
        autoComplete={strength ? 'new-password' : 'current-password'}
        describedBy={describedBy}
        invalid={Boolean(error)}
      />
      {error && <FieldError id={errorId} message={error} />}
      {strength && <StrengthFeedback id={feedbackId} result={strength.result} />}
    </>
  );
}
