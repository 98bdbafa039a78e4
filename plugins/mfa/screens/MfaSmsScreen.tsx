import { useProductActions, useProductState, useSingleFlight, useTranslate } from '../../../shell/plugin-api.js';
import { LinkButton, mutedText, ScreenLayout, text } from '../../../shell/ui/index.js';
import { CodeEntry } from '../CodeEntry.js';
import { OtherWays } from '../OtherWays.js';

/** A code by text message to one of the visitor's phones; the screen's effect sends it unless the setup just did. */
export function MfaSmsScreen({ params }: { params: { phoneNumber: string; sent?: boolean } }) {
  const t = useTranslate();
  const actions = useProductActions('mfa');
  const sent = useProductState('mfa', (s) => s.sms?.phoneNumber === params.phoneNumber);
  const sending = useProductState('mfa', (s) => s.sending);
  const [pending, run] = useSingleFlight<'resend'>();
  // The number in bold inside the sentence, isolated left to right so a right-to-left sentence keeps its own order.
  const [before, after = ''] = t('mfa.sms.text', { phone: '{phone}' }).split('{phone}');
  return (
    <ScreenLayout
      title={t('mfa.title')}
      back={false}
      footer={
        <OtherWays current="sms">
          <LinkButton busy={pending === 'resend'} onClick={() => void run('resend', () => actions.sendSms(params.phoneNumber, true))}>
            {t('mfa.sms.resend')}
          </LinkButton>
        </OtherWays>
      }
    >
      {(errorId) => (
        <>
          <p className={text}>
            {before}
            <strong dir="ltr">{params.phoneNumber}</strong>
            {after}
          </p>
          {sent && <CodeEntry verify={actions.verifySms} allowance="sms" errorId={errorId} />}
          {sending && !sent && (
            <p className={mutedText} role="status">
              {t('mfa.sms.sending')}
            </p>
          )}
        </>
      )}
    </ScreenLayout>
  );
}
