import { useTranslate } from '../../../shell/plugin-api.js';
import { SuccessScreen } from '../../../shell/ui/index.js';

export function OTPConfirmationScreen() {
  const t = useTranslate();
  return <SuccessScreen title={t('otp.confirmation.title')} text={t('otp.confirmation.text')} />;
}
