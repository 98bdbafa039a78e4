import { useProductState, useTranslate } from '../../../shell/plugin-api.js';
import { TextField } from '../../../shell/ui/index.js';

/** The address from Main, read-only: it tells password managers which account the password is for. */
export function EmailField() {
  const t = useTranslate();
  const email = useProductState('passwords', (s) => s.passwordState.email);
  return <TextField label={t('form.email.label')} type="email" name="email" autoComplete="username" value={email} readOnly />;
}
