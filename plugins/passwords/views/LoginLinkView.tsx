import { useEffect, useRef } from 'react';
import { useProductActions, useTranslate, useSingleFlight } from '../../../shell/plugin-api.js';
import { ScreenLayout, spinner } from '../../../shell/ui/index.js';
import { status } from '../passwords.css.js';

/** A login link opened on the reset page: authenticate it once, then the confirmation. */
export function LoginLinkView({ token }: { token: string }) {
  const t = useTranslate();
  const actions = useProductActions('passwords');
  const [pending, run] = useSingleFlight<'login'>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run('login', () => actions.logInWithLink(token));
    // A link token works once: never authenticate it twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <ScreenLayout title={t('pw.reset.loggingIn')} back={false}>
      <p className={status} role="status">
        {pending && <span className={spinner} aria-hidden="true" />}
      </p>
    </ScreenLayout>
  );
}
