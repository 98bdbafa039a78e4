import { useTranslate } from '../../../shell/plugin-api.js';
import { SuccessScreen } from '../../../shell/ui/index.js';

/** After a passkey login, or after the upgrade screen that followed another login (`upgrade`: what the visitor chose). */
export function PasskeyConfirmationScreen({ params }: { params: { upgrade: 'created' | 'skipped' } | undefined }) {
  const t = useTranslate();
  const text = params ? (params.upgrade === 'created' ? 'passkey.upgrade.created' : 'passkey.upgrade.skipped') : 'passkey.confirmation.text';
  return <SuccessScreen title={t('passkey.confirmation.title')} text={t(text)} />;
}
