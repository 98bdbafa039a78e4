import { useEffect, useState } from 'react';
import { ApiError } from '../../../core/errors.js';
import { usePluginContext, useProductActions, useSingleFlight, useTranslate } from '../../../shell/plugin-api.js';
import { ScreenLayout, Slot, mutedText, text } from '../../../shell/ui/index.js';
import { Countdown } from '../Countdown.js';
import { DigitInput, emptyDigits, OTP_LENGTH } from '../../../shell/ui/DigitInput.js';
import { expiryMinutes, type OtpSentTo } from '../slice.js';
import { phoneNumber } from '../otp.css.js';

/** When a refused resend may be asked for again: the provider's Retry-After, when it gave one. */
const allowedAgainAt = (error: unknown): number | null =>
  error instanceof ApiError && error.retry_after !== undefined ? Date.now() + error.retry_after * 1000 : null;

export function OTPAuthenticateScreen({ params }: { params: OtpSentTo }) {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('otp');
  const newExpiry = () => Date.now() + expiryMinutes(ctx.config) * 60_000;
  const [methodId, setMethodId] = useState(params.methodId);
  const [expiresAt, setExpiresAt] = useState(newExpiry);
  const [digits, setDigits] = useState(emptyDigits);
  const [resendAt, setResendAt] = useState<number | null>(null);
  // One request at a time, whether a check or a resend.
  const [pending, run, failure] = useSingleFlight<'verify' | 'resend'>();

  useEffect(() => {
    actions.record(params);
  }, [actions, params]);

  // A full code is checked as soon as nothing else is in flight: a sixth digit typed while a resend runs is checked
  // when the resend ends, not dropped. A wrong code clears the boxes, so each code is checked once.
  const code = digits.every(Boolean) ? digits.join('') : null;
  useEffect(() => {
    if (code === null || pending !== null) return;
    void run('verify', async () => {
      try {
        await actions.authenticate(methodId, code);
      } catch (error) {
        setDigits(emptyDigits());
        throw error;
      }
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, pending]);

  // The wait is over: Resend is back, and the banner stops saying to wait.
  const waitOver = () => {
    setResendAt(null);
    if (failure?.key === 'resend') ctx.clearError();
  };

  const resend = () =>
    run('resend', async () => {
      // The boxes keep what was typed: a resend never clears the form (issue 17).
      try {
        setMethodId(await actions.resend(params.type, params.destination));
      } catch (error) {
        setResendAt(allowedAgainAt(error));
        throw error;
      }
      setExpiresAt(newExpiry());
    });

  // The destination is set in bold inside the sentence, so the template is split around its placeholder; `dir`
  // isolates it, so a right-to-left address keeps its own order and leaves the sentence's alone. A phone number has no
  // letter to tell its direction by, and reads left to right in a right-to-left sentence too.
  const [before, after = ''] = t('otp.sentTo', { destination: '{destination}' }).split('{destination}');
  return (
    <>
      <ScreenLayout
        title={t('otp.title')}
        footer={
          <Countdown
            key={expiresAt}
            expiresAt={expiresAt}
            onResend={() => void resend()}
            resending={pending === 'resend'}
            resendAt={resendAt}
            onWaitOver={waitOver}
          />
        }
      >
        {(errorId) => (
          <>
            <p className={text}>
              {before}
              {params.type === 'email' ? (
                <strong dir="auto">{params.displayDestination ?? params.destination}</strong>
              ) : (
                <strong dir="ltr" className={phoneNumber}>
                  {params.displayDestination ?? params.destination}
                </strong>
              )}
              {after}
            </p>
            <DigitInput
              digits={digits}
              onChange={setDigits}
              disabled={pending === 'verify'}
              label={t('otp.digits')}
              boxLabel={(n) => t('otp.digit', { n, count: OTP_LENGTH })}
              // Only a failed check is about the code typed; a refused resend is not.
              errorId={failure?.key === 'verify' ? errorId : undefined}
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
