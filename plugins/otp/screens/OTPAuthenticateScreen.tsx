import { useEffect, useState } from 'react';
import { usePluginContext, useProductActions, useSingleFlight, useTranslate } from '../../../shell/plugin-api.js';
import { ScreenLayout, Slot, mutedText, text } from '../../../shell/ui/index.js';
import { Countdown } from '../Countdown.js';
import { DigitInput, emptyDigits, OTP_LENGTH } from '../DigitInput.js';
import { expiryMinutes, type OtpSentTo } from '../slice.js';

export function OTPAuthenticateScreen({ params }: { params: OtpSentTo }) {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('otp');
  const newExpiry = () => Date.now() + expiryMinutes(ctx.config) * 60_000;
  const [methodId, setMethodId] = useState(params.methodId);
  const [expiresAt, setExpiresAt] = useState(newExpiry);
  const [digits, setDigits] = useState(emptyDigits);
  // One request at a time, whether a check or a resend.
  const [pending, run] = useSingleFlight<'verify' | 'resend'>();

  useEffect(() => {
    actions.record(params);
  }, [actions, params]);

  const verify = (code: string) =>
    run('verify', async () => {
      try {
        await actions.authenticate(methodId, code);
      } catch (error) {
        setDigits(emptyDigits());
        throw error;
      }
    });

  const change = (next: string[]) => {
    setDigits(next);
    if (next.every(Boolean)) void verify(next.join(''));
  };

  const resend = () =>
    run('resend', async () => {
      // The boxes keep what was typed: a resend never clears the form (issue 17).
      setMethodId(await actions.resend(params.type, params.destination));
      setExpiresAt(newExpiry());
    });

  // The destination is set in bold inside the sentence, so the template is split around its placeholder.
  const [before, after = ''] = t('otp.sentTo', { destination: '{destination}' }).split('{destination}');
  return (
    <>
      <ScreenLayout title={t('otp.title')} footer={<Countdown key={expiresAt} expiresAt={expiresAt} onResend={() => void resend()} resending={pending === 'resend'} />}>
        {(errorId) => (
          <>
            <p className={text}>
              {before}
              <strong>{params.displayDestination ?? params.destination}</strong>
              {after}
            </p>
            <DigitInput
              digits={digits}
              onChange={change}
              disabled={pending === 'verify'}
              label={t('otp.digits')}
              boxLabel={(n) => t('otp.digit', { n, count: OTP_LENGTH })}
              errorId={errorId}
            />
            {pending === 'verify' && (
              <p className={mutedText} role="status">
                {t('otp.verifying')}
              </p>
            )}
          </>
        )}
      </ScreenLayout>
      <Slot name="loginSent" destination={params.destination} channel={params.type} />
    </>
  );
}
