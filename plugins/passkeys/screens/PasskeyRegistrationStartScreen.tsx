import { useProductActions, useSingleFlight, useTranslate } from '../../../shell/plugin-api.js';
import { Button, ScreenLayout, mutedText, spinner, visuallyHidden } from '../../../shell/ui/index.js';
import { actions as actionsClass, lead } from '../registration.css.js';
import { useRegistrations } from '../useRegistrations.js';

/** The passkey-registration entry point: create a passkey for the signed-in user, or skip to the list. */
export function PasskeyRegistrationStartScreen() {
  const t = useTranslate();
  const actions = useProductActions('passkeys');
  const [user] = useRegistrations();
  const [pending, run] = useSingleFlight<'create'>();

  return (
    <ScreenLayout
      title={t('passkey.start.title')}
      back={false}
      footer={
        user.kind === 'ready' && (
          <div className={actionsClass}>
            <Button busy={pending === 'create'} onClick={() => void run('create', actions.register)}>
              {t('passkey.start.create')}
            </Button>
            <Button variant="secondary" disabled={pending !== null} onClick={actions.skip}>
              {t('passkey.start.skip')}
            </Button>
          </div>
        )
      }
    >
      {user.kind === 'loading' && (
        <p className={mutedText} role="status">
          <span className={spinner} aria-hidden="true" />
          <span className={visuallyHidden}>{t('loading')}</span>
        </p>
      )}
      {user.kind === 'ready' && (
        <>
          <h2 className={lead}>{t('passkey.start.subtitle')}</h2>
          <p className={mutedText}>{t('passkey.start.text')}</p>
        </>
      )}
    </ScreenLayout>
  );
}
