import { useState, type ReactNode } from 'react';
import { usePluginContext, useTranslate } from '../../../shell/plugin-api.js';
import { Button, text, useErrorMessage } from '../../../shell/ui/index.js';
import { form } from '../passwords.css.js';
import { useStrengthCheck } from '../useStrengthCheck.js';
import { PasswordWithFeedback } from './PasswordWithFeedback.js';

interface Props {
  intro: string;
  label: string;
  /** Sent with the strength checks when creating an account; a reset has none. */
  email?: string;
  /** The view's running action; 'submit' is this form's. */
  pending: string | null;
  onSubmit(password: string): void;
  /** Fields shown between the intro and the password, e.g. the read-only email. */
  children?: ReactNode;
  /** The submit button's text. @default Continue */
  submitLabel?: string;
  /** The page shows the submit's errors itself (an account section's banner): only the strength check's show here. */
  errorElsewhere?: boolean;
}

/** A new password, checked on every keystroke; Continue stays disabled until the provider calls it valid. */
export function NewPasswordForm({ intro, label, email, pending, onSubmit, children, submitLabel, errorElsewhere = false }: Props) {
  const t = useTranslate();
  const ctx = usePluginContext();
  const error = useErrorMessage();
  const [password, setPassword] = useState('');
  const strength = useStrengthCheck(password, email);

  return (
    <form
      className={form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (strength.valid) onSubmit(password);
      }}
    >
      <p className={text}>{intro}</p>
      {children}
      <PasswordWithFeedback
        label={label}
        value={password}
        onChange={(value) => {
          setPassword(value);
          if (error) ctx.clearError();
        }}
        error={strength.error ?? (errorElsewhere ? undefined : error?.message)}
        strength={{ result: strength.result }}
      />
      <Button type="submit" busy={pending === 'submit'} disabled={!strength.valid || pending !== null}>
        {submitLabel ?? t('pw.continue')}
      </Button>
    </form>
  );
}
