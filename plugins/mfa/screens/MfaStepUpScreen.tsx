import { useProductActions, useSingleFlight, useTranslate } from '../../../shell/plugin-api.js';
import { Button, LinkButton, mutedText, ScreenLayout, useErrorMessage } from '../../../shell/ui/index.js';
import { links } from '../mfa.css.js';

/**
 * The step-up entry's first screen: while its effect reads the visitor's factors it says so, then the way to prove one
 * opens. Without a session, or when the provider cannot be reached, the banner says why: try again, or cancel.
 */
export function MfaStepUpScreen() {
  const t = useTranslate();
  const actions = useProductActions('mfa');
  const error = useErrorMessage();
  const [pending, run] = useSingleFlight<'retry' | 'cancel'>();
  return (
    <ScreenLayout
      title={t('mfa.title')}
      back={false}
      footer={
        <div className={links}>
          <LinkButton busy={pending === 'cancel'} onClick={() => void run('cancel', () => actions.cancel())}>
            {t('mfa.cancel')}
          </LinkButton>
        </div>
      }
    >
      {error ? (
        <Button busy={pending === 'retry'} onClick={() => void run('retry', () => actions.startStepUpEntry())}>
          {t('mfa.setup.retry')}
        </Button>
      ) : (
        <p className={mutedText} role="status">
          {t('loading')}
        </p>
      )}
    </ScreenLayout>
  );
}
