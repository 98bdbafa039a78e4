import { useEffect, useRef } from 'react';
import { usePluginContext, useProductActions, useTranslate, useSingleFlight } from '../../../shell/plugin-api.js';
import { ScreenLayout } from '../../../shell/ui/index.js';
import { NewPasswordForm } from '../components/NewPasswordForm.js';

/** The new password for a reset link: checked as it is typed (without an email: the page has none), then set. */
export function ResetView({ token }: { token: string }) {
  const t = useTranslate();
  const actions = useProductActions('passwords');
  const [pending, run] = useSingleFlight<'submit'>();

  useEffect(() => actions.setResetToken(token), [actions, token]);

  // Shown through the widget's error, so the host's onError hears of it too; once per runtime, even when
  // StrictMode runs the effect twice.
  const ctx = usePluginContext();
  const reportedTo = useRef<unknown>(undefined);
  useEffect(() => {
    if (token || reportedTo.current === ctx) return;
    reportedTo.current = ctx;
    ctx.setError(t('pw.reset.noToken'));
  }, [ctx, t, token]);

  if (!token) return <ScreenLayout title={t('pw.reset.title')} back={false} />;

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
