import { useTranslate } from '../../../shell/plugin-api.js';
import { SuccessScreen } from '../../../shell/ui/index.js';

export function OAuthConfirmationScreen() {
  const t = useTranslate();
  return <SuccessScreen title={t('oauth.confirmation.title')} text={t('oauth.confirmation.text')} />;
}
