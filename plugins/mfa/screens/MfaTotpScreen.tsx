import { useProductActions, useTranslate } from '../../../shell/plugin-api.js';
import { ScreenLayout, text } from '../../../shell/ui/index.js';
import { CodeEntry } from '../CodeEntry.js';
import { OtherWays } from '../OtherWays.js';

/** The authenticator app's code. */
export function MfaTotpScreen() {
  const t = useTranslate();
  const actions = useProductActions('mfa');
  return (
    <ScreenLayout title={t('mfa.title')} back={false} footer={<OtherWays current="totp" />}>
      {(errorId) => (
        <>
          <p className={text}>{t('mfa.totp.text')}</p>
          <CodeEntry verify={actions.verifyTotp} allowance="app" errorId={errorId} />
        </>
      )}
    </ScreenLayout>
  );
}
