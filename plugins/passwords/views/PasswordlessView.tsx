import { useEffect, useRef } from 'react';
import { usePluginContext, useProductActions, useProductState, useTranslate, useSingleFlight } from '../../../shell/plugin-api.js';
import { Button, LinkButton, ScreenLayout, WithUserText, spinner, text, useErrorMessage } from '../../../shell/ui/index.js';
import { status } from '../passwords.css.js';
import { emailLoginOptions } from '../requestOptions.js';

/**
 * A user without a password: the login email goes out by itself on arrival (a code, else a link,
 * else a link to set a password) and the screen moves on; the code and link screens then carry
 * "Create a password instead" (components/CreatePasswordInstead). If sending fails, the user can
 * retry or create a password from here.
 */
export function PasswordlessView() {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('passwords');
  const email = useProductState('passwords', (s) => s.passwordState.email);
  const error = useErrorMessage();
  const [pending, run] = useSingleFlight<'send' | 'create'>();
  const sent = useRef(false);
  const { link, code } = emailLoginOptions(ctx);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void run('send', actions.sendPasswordlessEmail);
    // Once per arrival on the screen, whatever re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <ScreenLayout
      title={t('pw.passwordless.title')}
      footer={
        <>
          {error && (
            <Button busy={pending === 'send'} disabled={pending !== null} onClick={() => void run('send', actions.sendPasswordlessEmail)}>
              {t('pw.passwordless.retry')}
            </Button>
          )}
          {(link || code) && (
            <LinkButton onClick={() => void run('create', actions.createPasswordInstead)} busy={pending === 'create'} disabled={pending !== null}>
              {t('pw.passwordless.createInstead')}
            </LinkButton>
          )}
        </>
      }
    >
      <p className={text}>
        <WithUserText message={(slot) => t('pw.passwordless.intro', { email: slot })} value={email} />
      </p>
      <p className={status} role="status">
        {pending === 'send' && (
          <>
            <span className={spinner} aria-hidden="true" />
            {t('pw.passwordless.sending')}
          </>
        )}
      </p>
    </ScreenLayout>
  );
}
