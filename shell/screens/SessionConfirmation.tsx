import { useRuntime } from '../runtime/context.js';
import { SuccessScreen } from '../ui/SuccessScreen.js';

/** The end of a login the visitor finished in another tab (shell/runtime/followSession.ts). */
export function SessionConfirmation() {
  const { t } = useRuntime();
  return <SuccessScreen title={t('session.confirmation.title')} text={t('session.confirmation.text')} />;
}
