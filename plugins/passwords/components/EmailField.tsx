import { useProductState, useTranslate } from '../../../shell/plugin-api.js';
import { TextField } from '../../../shell/ui/index.js';

/**
 * The account's address (from Main, unless given), read-only: it tells password managers which account the password
 * is for.
 */
export function EmailField({ email }: { email?: string }) {
  const t = useTranslate();
  const fromMain = useProductState('passwords', (s) => s.passwordState.email);
  return <TextField label={t('form.email.label')} type="email" name="email" autoComplete="username" value={email ?? fromMain} readOnly />;
}
