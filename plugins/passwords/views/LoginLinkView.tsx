import { useEffect, useRef } from 'react';
import { useProductActions, useTranslate } from '../../../shell/plugin-api.js';
import { ErrorBanner, Heading, Stack, spinner, useErrorMessage } from '../../../shell/ui/index.js';
import { status } from '../passwords.css.js';
import { useAction } from '../useAction.js';

/** A login link opened on the reset page: authenticate it once, then the confirmation. */
export function LoginLinkView({ token }: { token: string }) {
  const t = useTranslate();
  const actions = useProductActions('passwords');
  const error = useErrorMessage();
  const [pending, run] = useAction<'login'>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run('login', () => actions.logInWithLink(token));
    // A link token works once: never authenticate it twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Stack>
      <Heading>{t('pw.reset.loggingIn')}</Heading>
      <p className={status} role="status">
        {pending && <span className={spinner} aria-hidden="true" />}
      </p>
      {error && <ErrorBanner id="pw-login-link-error" message={error.message} />}
    </Stack>
  );
}
