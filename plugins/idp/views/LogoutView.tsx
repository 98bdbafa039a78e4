import { useProductActions, useTranslate } from '../../../shell/plugin-api.js';
import { Button, ScreenLayout, text } from '../../../shell/ui/index.js';
import { answers } from '../idp.css.js';
import type { IdpView } from '../slice.js';

/** 'Log out?' with Yes / No, when the relying party could not show it speaks for the signed-in user. */
export function LogoutView({ view }: { view: Extract<IdpView, { kind: 'logoutConsent' }> }) {
  const t = useTranslate();
  const actions = useProductActions('idp');
  return (
    <ScreenLayout
      title={t('idp.logout.title')}
      back={false}
      footer={
        <div className={answers}>
          <Button onClick={() => void actions.logout(true)} busy={view.leaving}>
            {t('idp.logout.yes')}
          </Button>
          <Button variant="secondary" onClick={() => void actions.logout(false)} disabled={view.leaving}>
            {t('idp.logout.no')}
          </Button>
        </div>
      }
    >
      <p className={text}>{view.text}</p>
    </ScreenLayout>
  );
}
