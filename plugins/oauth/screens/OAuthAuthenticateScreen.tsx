import { useTranslate } from '../../../shell/plugin-api.js';
import { ScreenLayout, spinner, useErrorMessage } from '../../../shell/ui/index.js';
import { status } from '../oauth.css.js';

/**
 * Shown while the token a provider sent back is authenticated. A failure shows its message here, with the back
 * arrow to Main: the token was single use, so the way on is another sign-in.
 */
export function OAuthAuthenticateScreen() {
  const t = useTranslate();
  const failed = useErrorMessage() !== null;
  return (
    <ScreenLayout title={t(failed ? 'oauth.authenticate.failed' : 'oauth.authenticate.title')} back={failed}>
      {!failed && (
        <p className={status} role="status">
          <span className={spinner} aria-hidden="true" />
          {t('oauth.authenticate.progress')}
        </p>
      )}
    </ScreenLayout>
  );
}
