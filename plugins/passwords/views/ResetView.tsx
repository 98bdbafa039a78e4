import { useEffect, useState } from 'react';
import { usePluginContext, useProductActions, useTranslate } from '../../../shell/plugin-api.js';
import { Button, ErrorBanner, Heading, Stack, text, useErrorMessage } from '../../../shell/ui/index.js';
import { PasswordWithFeedback } from '../components/PasswordWithFeedback.js';
import { form } from '../passwords.css.js';
import { useAction } from '../useAction.js';
import { useStrengthCheck } from '../useStrengthCheck.js';

/** The new password for a reset link: checked as it is typed (without an email: the page has none), then set. */
export function ResetView({ token }: { token: string }) {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('passwords');
  const error = useErrorMessage();
  const [password, setPassword] = useState('');
  const strength = useStrengthCheck(password);
  const [pending, run] = useAction<'submit'>();

  useEffect(() => actions.setResetToken(token), [actions, token]);

  if (!token) {
    return (
      <Stack>
        <Heading>{t('pw.reset.title')}</Heading>
        <ErrorBanner id="pw-reset-no-token" message={t('pw.reset.noToken')} />
      </Stack>
    );
  }

  return (
    <Stack>
      <Heading>{t('pw.reset.title')}</Heading>
      <form
        className={form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (strength.valid) void run('submit', () => actions.resetPassword(password));
        }}
      >
        <p className={text}>{t('pw.reset.intro')}</p>
        <PasswordWithFeedback
          label={t('pw.password.newLabel')}
          value={password}
          onChange={(value) => {
            setPassword(value);
            if (error) ctx.clearError();
          }}
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
