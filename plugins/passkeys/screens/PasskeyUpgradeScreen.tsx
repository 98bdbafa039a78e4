import { useProductActions, useSingleFlight, useTranslate } from '../../../shell/plugin-api.js';
import { Button, ScreenLayout, mutedText } from '../../../shell/ui/index.js';
import { PasskeyIcon } from '../icons.js';
import { actions as actionsClass } from '../passkeys.css.js';

/** After a password or one-time-code login, where the browser cannot create a passkey by itself: one offer, once. */
export function PasskeyUpgradeScreen() {
  const t = useTranslate();
  const actions = useProductActions('passkeys');
  const [pending, run] = useSingleFlight<'create'>();
  return (
    <ScreenLayout
      title={t('passkey.upgrade.title')}
      back={false}
      footer={
        <div className={actionsClass}>
          <Button busy={pending === 'create'} onClick={() => void run('create', actions.upgrade)}>
            <PasskeyIcon />
            {t('passkey.upgrade.create')}
          </Button>
          <Button variant="secondary" disabled={pending !== null} onClick={actions.decline}>
            {t('passkey.upgrade.later')}
          </Button>
        </div>
      }
    >
      <p className={mutedText}>{t('passkey.upgrade.text')}</p>
    </ScreenLayout>
  );
}
