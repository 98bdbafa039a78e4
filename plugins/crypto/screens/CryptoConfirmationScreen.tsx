import { useTranslate } from '../../../shell/plugin-api.js';
import { SuccessScreen } from '../../../shell/ui/index.js';

export function CryptoConfirmationScreen() {
  const t = useTranslate();
  return <SuccessScreen title={t('crypto.confirmation.title')} text={t('crypto.confirmation.text')} />;
}
