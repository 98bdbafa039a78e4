import type { ReactNode } from 'react';
import { useProductActions, useProductState, useTranslate, type MessageKey } from '../../../shell/plugin-api.js';
import { BackButton, ErrorBanner, Heading, LinkButton, Stack, mutedText, text, useErrorMessage } from '../../../shell/ui/index.js';
import { resendRow } from '../passwords.css.js';
import { useAction } from '../useAction.js';

/** The "check your email" screens after a reset email: what was sent, and a resend that says so with a toast. */
export function CheckEmail({ title, body, children }: { title: MessageKey; body: MessageKey; children?: ReactNode }) {
  const t = useTranslate();
  const actions = useProductActions('passwords');
  const email = useProductState('passwords', (s) => s.passwordState.email);
  const error = useErrorMessage();
  const [pending, run] = useAction<'resend'>();
  const busy = pending !== null;
  return (
    <Stack>
      <BackButton />
      <Heading>{t(title)}</Heading>
      <p className={text}>{t(body, { email })}</p>
      <p className={`${mutedText} ${resendRow}`}>
        <span>{t('pw.checkEmail.noEmail')}</span>
        <LinkButton onClick={() => void run('resend', actions.resendResetEmail)} disabled={busy} aria-busy={busy || undefined}>
          {t('pw.resend')}
        </LinkButton>
      </p>
      {children}
      {error && <ErrorBanner id="pw-check-email-error" message={error.message} />}
    </Stack>
  );
}
