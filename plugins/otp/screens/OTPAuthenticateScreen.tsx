import { useEffect, useId, useRef, useState } from 'react';
import { usePluginContext, useProductActions, useTranslate } from '../../../shell/plugin-api.js';
import { BackButton, ErrorBanner, Heading, Stack, mutedText, text, useErrorMessage } from '../../../shell/ui/index.js';
import { Countdown } from '../Countdown.js';
import { DigitInput, emptyDigits, OTP_LENGTH } from '../DigitInput.js';
import { expiryMinutes, type OtpSentTo } from '../slice.js';

export function OTPAuthenticateScreen({ params }: { params: OtpSentTo }) {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('otp');
  const error = useErrorMessage();
  const errorId = useId();
  const newExpiry = () => Date.now() + expiryMinutes(ctx.config) * 60_000;
  const [methodId, setMethodId] = useState(params.methodId);
  const [expiresAt, setExpiresAt] = useState(newExpiry);
  const [digits, setDigits] = useState(emptyDigits);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  // One request at a time, whether a check or a resend.
  const inFlight = useRef(false);

  useEffect(() => {
    actions.record(params);
  }, [actions, params]);

  const verify = async (code: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setVerifying(true);
    ctx.clearError();
    try {
      await actions.authenticate(methodId, code);
    } catch (e) {
      ctx.setError(e);
      setDigits(emptyDigits());
    } finally {
      inFlight.current = false;
      setVerifying(false);
    }
  };

  const change = (next: string[]) => {
    setDigits(next);
    if (next.every(Boolean)) void verify(next.join(''));
  };

  const resend = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setResending(true);
    ctx.clearError();
    try {
      setMethodId(await actions.resend(params.type, params.destination));
      setExpiresAt(newExpiry());
      setDigits(emptyDigits());
    } catch (e) {
      ctx.setError(e);
    } finally {
      inFlight.current = false;
      setResending(false);
    }
  };

  // The destination is set in bold inside the sentence, so the template is split around its placeholder.
  const [before, after = ''] = t('otp.sentTo').split('{destination}');
  return (
    <Stack>
      <BackButton />
      <Heading>{t('otp.title')}</Heading>
      <p className={text}>
        {before}
        <strong>{params.displayDestination ?? params.destination}</strong>
        {after}
      </p>
      <DigitInput
        digits={digits}
        onChange={change}
        disabled={verifying}
        label={t('otp.digits')}
        boxLabel={(n) => t('otp.digit', { n, count: OTP_LENGTH })}
        errorId={error ? errorId : undefined}
      />
      {verifying && (
        <p className={mutedText} role="status">
          {t('otp.verifying')}
        </p>
      )}
      {error && <ErrorBanner id={errorId} message={error.message} />}
      <Countdown key={expiresAt} expiresAt={expiresAt} onResend={() => void resend()} resending={resending} />
    </Stack>
  );
}
