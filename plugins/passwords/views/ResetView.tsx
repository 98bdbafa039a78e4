import { useEffect, useRef, useState } from 'react';
import { usePluginContext, useProductActions, useTranslate, useSingleFlight } from '../../../shell/plugin-api.js';
import { ScreenLayout } from '../../../shell/ui/index.js';
import { CheckEmail } from '../components/CheckEmail.js';
import { EmailField } from '../components/EmailField.js';
import { NewPasswordForm } from '../components/NewPasswordForm.js';
import { NewResetLinkForm } from '../components/NewResetLinkForm.js';
import { isDeadLink, reworded } from '../linkErrors.js';
import { rememberedResetEmail } from '../resetEmail.js';

type Stage = 'form' | 'newLink' | 'sent';

/**
 * The new password for a reset link: checked as it is typed (without an email, SPEC §5), then set. A link that cannot
 * work (none, used, expired) turns the page into a request for a new reset email.
 */
export function ResetView({ token }: { token: string }) {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('passwords');
  const [pending, run] = useSingleFlight<'submit'>();
  const [stage, setStage] = useState<Stage>(token ? 'form' : 'newLink');
  const [knownEmail] = useState(() => rememberedResetEmail(ctx.client));

  useEffect(() => actions.setResetToken(token), [actions, token]);

  // Shown through the widget's error, so the host's onError hears of it too; once per runtime, even when
  // StrictMode runs the effect twice.
  const reportedTo = useRef<unknown>(undefined);
  useEffect(() => {
    if (token || reportedTo.current === ctx) return;
    reportedTo.current = ctx;
    ctx.setError(t('pw.reset.noToken'));
  }, [ctx, t, token]);

  // The form the visitor was in is gone: focus goes to the new heading, as on a screen change.
  const firstStage = useRef(stage);
  useEffect(() => {
    if (stage !== firstStage.current) ctx.root()?.querySelector<HTMLElement>('[data-screen-heading]')?.focus();
  }, [ctx, stage]);

  const submit = (password: string) =>
    run('submit', async () => {
      try {
        await actions.resetPassword(password);
      } catch (error) {
        if (!isDeadLink(error)) throw error;
        setStage('newLink');
        throw reworded(error, t('pw.reset.linkUsed'));
      }
    });

  if (stage === 'sent') return <CheckEmail title="pw.forgot.title" body="pw.forgot.body" back={false} />;
  if (stage === 'newLink') return <NewResetLinkForm initialEmail={knownEmail ?? ''} onSent={() => setStage('sent')} />;
  return (
    <ScreenLayout title={t('pw.reset.title')} back={false} errorInBody>
      <NewPasswordForm intro={t('pw.reset.intro')} label={t('pw.password.newLabel')} pending={pending} onSubmit={(password) => void submit(password)}>
        {knownEmail && <EmailField email={knownEmail} />}
      </NewPasswordForm>
    </ScreenLayout>
  );
}
