import { useTranslate } from '../../../shell/plugin-api.js';
import { ScreenLayout, SuccessCheck, text } from '../../../shell/ui/index.js';
import { centered } from '../registration.css.js';

/** 'Done' on the list: the registration entry has ended (the host heard PASSKEY_DONE and decides what follows). */
export function PasskeyRegistrationDoneScreen() {
  const t = useTranslate();
  return (
    <ScreenLayout title={t('passkey.done.title')} back={false} centered>
      <p className={`${text} ${centered}`}>{t('passkey.done.text')}</p>
      <SuccessCheck />
    </ScreenLayout>
  );
}
