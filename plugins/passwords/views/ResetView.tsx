import { useEffect } from 'react';
import { useProductActions, useTranslate, useSingleFlight } from '../../../shell/plugin-api.js';
import { ErrorBanner, ScreenLayout } from '../../../shell/ui/index.js';
import { NewPasswordForm } from '../components/NewPasswordForm.js';

/** The new password for a reset link: checked as it is typed (without an email: the page has none), then set. */
export function ResetView({ token }: { token: string }) {
  const t = useTranslate();
  const actions = useProductActions('passwords');
  const [pending, run] = useSingleFlight<'submit'>();

  useEffect(() => actions.setResetToken(token), [actions, token]);

  if (!token) {
    return (
      <ScreenLayout title={t('pw.reset.title')} back={false}>
        <ErrorBanner message={t('pw.reset.noToken')} />
      </ScreenLayout>
    );
  }

  return (
    <ScreenLayout title={t('pw.reset.title')} back={false} errorInBody>
      <NewPasswordForm
        intro={t('pw.reset.intro')}
        label={t('pw.password.newLabel')}
        pending={pending}
        onSubmit={(password) => void run('submit', () => actions.resetPassword(password))}
      />
    </ScreenLayout>
  );
}
