import { useEffect } from 'react';
import { useProductActions, useTranslate } from '../../../shell/plugin-api.js';
import { ErrorBanner, Heading, Stack } from '../../../shell/ui/index.js';
import { NewPasswordForm } from '../components/NewPasswordForm.js';
import { useAction } from '../useAction.js';

/** The new password for a reset link: checked as it is typed (without an email: the page has none), then set. */
export function ResetView({ token }: { token: string }) {
  const t = useTranslate();
  const actions = useProductActions('passwords');
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
      <NewPasswordForm
        intro={t('pw.reset.intro')}
        label={t('pw.password.newLabel')}
        pending={pending}
        onSubmit={(password) => void run('submit', () => actions.resetPassword(password))}
      />
    </Stack>
  );
}
