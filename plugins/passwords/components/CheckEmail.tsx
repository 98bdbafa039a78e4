import type { ReactNode } from 'react';
import { useProductActions, useProductState, useTranslate, type PlainMessageKey, useSingleFlight } from '../../../shell/plugin-api.js';
import { LinkButton, ScreenLayout, WithUserText, mutedText, text } from '../../../shell/ui/index.js';
import type { PasswordMessages } from '../messages.js';
import { resendRow } from '../passwords.css.js';

/** Texts that name the address the email went to. */
type EmailSentKey = { [K in keyof PasswordMessages]: PasswordMessages[K] extends { email: string } ? K : never }[keyof PasswordMessages];

/** The "check your email" screens after a reset email: what was sent, and a resend that says so with a toast. */
export function CheckEmail({
  title,
  body,
  back = true,
  children,
}: {
  title: PlainMessageKey;
  body: EmailSentKey;
  back?: boolean;
  children?: ReactNode;
}) {
  const t = useTranslate();
  const actions = useProductActions('passwords');
  const email = useProductState('passwords', (s) => s.passwordState.email);
  const [pending, run] = useSingleFlight<'resend'>();
  const busy = pending !== null;
  return (
    <ScreenLayout title={t(title)} back={back}>
      <p className={text}>
        <WithUserText message={(slot) => t(body, { email: slot })} value={email} />
      </p>
      <p className={`${mutedText} ${resendRow}`}>
        <span>{t('pw.checkEmail.noEmail')}</span>
        <LinkButton onClick={() => void run('resend', actions.resendResetEmail)} busy={busy}>
          {t('pw.resend')}
        </LinkButton>
      </p>
      {children}
    </ScreenLayout>
  );
}
