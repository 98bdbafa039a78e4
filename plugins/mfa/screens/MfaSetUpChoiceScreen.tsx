import { usePluginContext, useTranslate } from '../../../shell/plugin-api.js';
import { Button, ScreenLayout, text } from '../../../shell/ui/index.js';
import { actions } from '../mfa.css.js';
import { OtherWays } from '../OtherWays.js';

/** A visitor with no second factor where one is needed, and the host allows both: which one to set up. */
export function MfaSetUpChoiceScreen() {
  const t = useTranslate();
  const ctx = usePluginContext();
  return (
    <ScreenLayout title={t('mfa.choose.title')} back={false} footer={<OtherWays current="setup" />}>
      <p className={text}>{t('mfa.choose.text')}</p>
      <div className={actions}>
        <Button onClick={() => ctx.navigate('MfaTotpSetup', { replace: false })}>{t('mfa.choose.totp')}</Button>
        <Button variant="secondary" onClick={() => ctx.navigate('MfaPhone')}>
          {t('mfa.choose.sms')}
        </Button>
      </div>
    </ScreenLayout>
  );
}
