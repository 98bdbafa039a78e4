import { useTranslate } from '../../../shell/plugin-api.js';
import { SuccessScreen } from '../../../shell/ui/index.js';

export function PasskeyConfirmationScreen() {
  const t = useTranslate();
  return <SuccessScreen title={t('passkey.confirmation.title')} text={t('passkey.confirmation.text')} />;
}
