import { useEffect, useMemo, useState } from 'react';
import { usePluginContext, useTranslate } from '../../shell/plugin-api.js';
import { LinkButton, mutedText } from '../../shell/ui/index.js';
import { resendRow } from './otp.css.js';

/** m:ss, as SPEC §2 shows the time left, in the digits of the widget's locale (English's when it has none). */
function clockOf(locale = 'en'): (seconds: number) => string {
  const minutes = new Intl.NumberFormat(locale);
  const seconds = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 });
  return (left) => `${minutes.format(Math.floor(left / 60))}:${seconds.format(left % 60)}`;
}

function useNow(periodMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}

const secondsUntil = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / 1000));

interface Props {
  expiresAt: number;
  onResend(): void;
  resending: boolean;
  /** When the provider allows the next resend, after it refused one; null when it may be asked for now. */
  resendAt: number | null;
  onWaitOver(): void;
}

/**
 * The time left on the code, ticking every second, then that it expired; a resend link either way, which after a
 * refused resend stays unavailable, with the wait counting down beside it. Remount it (key) for a new code.
 */
export function Countdown({ expiresAt, onResend, resending, resendAt, onWaitOver }: Props) {
  const t = useTranslate();
  const { locale } = usePluginContext();
  const clock = useMemo(() => clockOf(locale), [locale]);
  const now = useNow(1000);
  const left = secondsUntil(expiresAt, now);
  const wait = resendAt === null ? 0 : secondsUntil(resendAt, now);
  const waitEnded = resendAt !== null && wait === 0;
  useEffect(() => {
    if (waitEnded) onWaitOver();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waitEnded]);
  return (
    <p className={`${mutedText} ${resendRow}`}>
      <span>{left > 0 ? t('otp.expiresIn', { time: clock(left) }) : t('otp.expired')}</span>
      <LinkButton onClick={onResend} busy={resending} waiting={wait > 0}>
        {t('otp.resend')}
      </LinkButton>
      {wait > 0 && <span>{t('otp.resendWait', { time: clock(wait) })}</span>}
    </p>
  );
}
