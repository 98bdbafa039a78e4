import { usePluginContext, useProductActions, useProductState, useSingleFlight, useTranslate } from '../../../shell/plugin-api.js';
import { Button, mutedText, ScreenLayout, text } from '../../../shell/ui/index.js';
import { CodeEntry } from '../CodeEntry.js';
import { copyText } from '../copy.js';
import { secret } from '../mfa.css.js';
import { OtherWays } from '../OtherWays.js';
import { QrCode } from '../QrCode.js';
import { groupSecret } from '../ways.js';

/**
 * An authenticator app's setup: its QR code and key (the screen's effect asks the provider for them), then its first
 * code. The visitor reads first, so the heading takes focus, not the boxes.
 */
export function MfaTotpSetupScreen({ params }: { params: { replace: boolean } }) {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('mfa');
  const setup = useProductState('mfa', (s) => s.setup);
  const preparing = useProductState('mfa', (s) => s.preparing);
  const [pending, run] = useSingleFlight<'retry'>();
  return (
    <ScreenLayout title={t('mfa.setup.title')} back={false} footer={<OtherWays current="setup" />}>
      {(errorId) =>
        setup ? (
          <>
            {setup.replaced && <p className={mutedText}>{t('mfa.setup.replaced')}</p>}
            {setup.qr ? (
              <>
                <p className={text}>{t('mfa.setup.scan')}</p>
                <QrCode code={setup.qr} label={t('mfa.setup.qr')} />
                <p className={mutedText}>{t('mfa.setup.manual')}</p>
              </>
            ) : (
              <p className={text}>{t('mfa.setup.qrFailed')}</p>
            )}
            <p className={secret} aria-label={t('mfa.setup.key')}>
              {groupSecret(setup.secret)}
            </p>
            <Button variant="secondary" onClick={() => void copyText(ctx, setup.secret)}>
              {t('mfa.setup.copyKey')}
            </Button>
            <p className={text}>{t('mfa.setup.enterCode')}</p>
            <CodeEntry verify={actions.verifyNewTotp} allowance="app" errorId={errorId} initialFocus={false} />
          </>
        ) : preparing ? (
          <p className={mutedText} role="status">
            {t('mfa.setup.preparing')}
          </p>
        ) : (
          <Button busy={pending === 'retry'} onClick={() => void run('retry', () => actions.prepareSetup(params.replace))}>
            {t('mfa.setup.retry')}
          </Button>
        )
      }
    </ScreenLayout>
  );
}
