import { useTranslate } from '../../../shell/plugin-api.js';
import { SuccessScreen } from '../../../shell/ui/index.js';

export function PasswordConfirmationScreen() {
  const t = useTranslate();
  return <SuccessScreen title={t('pw.confirmation.title')} text={t('pw.confirmation.body')} />;
}
