import { usePluginContext, useProductActions, useTranslate } from '../../../shell/plugin-api.js';
import { Button, mutedText, ScreenLayout, text } from '../../../shell/ui/index.js';
import { actions as actionsClass } from '../mfa.css.js';

/** After a recovery code: how many are left, and the way to new ones (the app set up again, which brings ten). */
export function MfaRecoveredScreen({ params }: { params: { left: number | null } }) {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('mfa');
  const { left } = params;
  const setUpAgain = (
    <Button variant={left === 0 ? 'primary' : 'secondary'} onClick={() => ctx.navigate('MfaTotpSetup', { replace: true })}>
      {t('mfa.recovered.setUpAgain')}
    </Button>
  );
  const proceed = (
    <Button variant={left === 0 ? 'secondary' : 'primary'} onClick={() => actions.continueAfterRecovery()}>
      {t('mfa.continue')}
    </Button>
  );
  return (
    <ScreenLayout title={t('mfa.recovered.title')} back={false}>
      {left !== null && (
        <p className={text} role="status">
          {left === 0 ? t('mfa.recovered.none') : left === 1 ? t('mfa.recovered.leftOne') : t('mfa.recovered.left', { count: left })}
        </p>
      )}
      <p className={mutedText}>{t('mfa.recovered.advice')}</p>
      {/* With no code left, setting the app up again comes first. */}
      <div className={actionsClass}>
        {left === 0 && setUpAgain}
        {proceed}
        {left !== 0 && setUpAgain}
      </div>
    </ScreenLayout>
  );
}
