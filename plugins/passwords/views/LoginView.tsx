import { useState } from 'react';
import { usePluginContext, useProductActions, useTranslate, useSingleFlight } from '../../../shell/plugin-api.js';
import { BackButton, Button, Divider, Heading, LinkButton, Stack, useErrorMessage } from '../../../shell/ui/index.js';
import { EmailField } from '../components/EmailField.js';
import { EmailOptions } from '../components/EmailOptions.js';
import { PasswordWithFeedback } from '../components/PasswordWithFeedback.js';
import { forgotRow, form } from '../passwords.css.js';
import { emailLoginOptions } from '../requestOptions.js';

/** A user with a password: log in, reset it, or take a login link or code instead. */
export function LoginView() {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('passwords');
  const error = useErrorMessage();
  const [password, setPassword] = useState('');
  const [pending, run] = useSingleFlight<'submit' | 'forgot' | 'link' | 'code'>();
  const { link, code } = emailLoginOptions(ctx);

  const onChange = (value: string) => {
    setPassword(value);
    if (error) ctx.clearError();
  };

  return (
    <Stack>
      <BackButton />
      <Heading>{t('pw.login.title')}</Heading>
      <form
        className={form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!password) return ctx.setError(t('form.required'));
          void run('submit', () => actions.authenticate(password));
        }}
      >
        <EmailField />
        <PasswordWithFeedback label={t('pw.password.label')} value={password} onChange={onChange} error={error?.message} />
        <div className={forgotRow}>
          <LinkButton
            onClick={() => void run('forgot', actions.forgotPassword)}
            disabled={pending !== null}
            aria-busy={pending === 'forgot' || undefined}
          >
            {t('pw.login.forgot')}
          </LinkButton>
        </div>
        <Button type="submit" busy={pending === 'submit'} disabled={pending !== null}>
          {t('pw.continue')}
        </Button>
      </form>
      {(link || code) && (
        <>
          <Divider />
          <EmailOptions variant="secondary" pending={pending} run={run} />
        </>
      )}
    </Stack>
  );
}
