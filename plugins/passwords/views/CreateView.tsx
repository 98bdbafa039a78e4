import { useState } from 'react';
import { usePluginContext, useProductActions, useProductState, useTranslate } from '../../../shell/plugin-api.js';
import { BackButton, Button, Divider, Heading, Stack, text, useErrorMessage } from '../../../shell/ui/index.js';
import { EmailField } from '../components/EmailField.js';
import { EmailOptions } from '../components/EmailOptions.js';
import { PasswordWithFeedback } from '../components/PasswordWithFeedback.js';
import { form } from '../passwords.css.js';
import { emailLoginOptions } from '../requestOptions.js';
import { useAction } from '../useAction.js';
import { useStrengthCheck } from '../useStrengthCheck.js';

/** A new user: set a password (checked as it is typed), or take a login link or code instead. */
export function CreateView() {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('passwords');
  const email = useProductState('passwords', (s) => s.passwordState.email);
  const error = useErrorMessage();
  const [password, setPassword] = useState('');
  const strength = useStrengthCheck(password, email);
  const [pending, run] = useAction<'submit' | 'link' | 'code'>();
  const { link, code } = emailLoginOptions(ctx.config);
  const hasOptions = link || code;

  const onChange = (value: string) => {
    setPassword(value);
    if (error) ctx.clearError();
  };

  return (
    <Stack>
      <BackButton />
      <Heading>{t(hasOptions ? 'pw.create.titleWithOptions' : 'pw.create.title')}</Heading>
      {hasOptions && (
        <>
          <EmailOptions variant="primary" pending={pending} run={run} />
          <Divider />
        </>
      )}
      <form
        className={form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (strength.valid) void run('submit', () => actions.create(password));
        }}
      >
        <p className={text}>{t('pw.create.intro')}</p>
        <EmailField />
        <PasswordWithFeedback
          label={t('pw.password.label')}
          value={password}
          onChange={onChange}
          error={strength.error ?? error?.message}
          strength={{ result: strength.result }}
        />
        <Button type="submit" busy={pending === 'submit'} disabled={!strength.valid || pending !== null}>
          {t('pw.continue')}
        </Button>
      </form>
    </Stack>
  );
}
