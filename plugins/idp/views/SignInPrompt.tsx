import { useProductState, useTranslate } from '../../../shell/plugin-api.js';
import { text } from '../../../shell/ui/index.js';

/**
 * Above Main's login products when the identity-provider entry finds no session: which application asks, and SPEC's
 * 'No active session' sentence, as a status (announced) rather than an error.
 */
export function SignInPrompt() {
  const t = useTranslate();
  const view = useProductState('idp', (s) => s.view);
  if (view.kind !== 'signIn') return null;
  return (
    <p className={text} role="status">
      {view.client !== null && <strong>{t('idp.signIn.for', { client: view.client })} </strong>}
      {t('idp.noSession')}
    </p>
  );
}
